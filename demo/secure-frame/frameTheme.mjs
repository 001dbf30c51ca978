// The modal's look on the approval screen (SYNC_THEME): light or dark (none: the system's), and
// its accent colour on Approve. The page chooses these, so only what cannot hide or disguise
// the screen is taken: an opaque hex colour, with the button's text in black or white, whichever
// reads on it. Fonts and sizes stay the frame's own.
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Relative luminance (WCAG) of a #rgb / #rrggbb colour. */
function luminance(hex) {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r, g, b] = digits.map((pair) => {
    const c = parseInt(pair, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function applyTheme({ themeMode, themeVariables }) {
  const root = document.documentElement;
  if (themeMode === 'light' || themeMode === 'dark') root.dataset.theme = themeMode;
  else delete root.dataset.theme;
  const accent = themeVariables && typeof themeVariables === 'object' ? themeVariables['--wm-accent'] : undefined;
  if (typeof accent === 'string' && HEX.test(accent.trim())) {
    const color = accent.trim();
    // Black on a light accent, white on a dark one: the contrast is the larger of the two.
    const onAccent = (luminance(color) + 0.05) / 0.05 >= 1.05 / (luminance(color) + 0.05) ? '#000' : '#fff';
    root.style.setProperty('--accent', color);
    root.style.setProperty('--on-accent', onAccent);
  } else {
    root.style.removeProperty('--accent');
    root.style.removeProperty('--on-accent');
  }
}
