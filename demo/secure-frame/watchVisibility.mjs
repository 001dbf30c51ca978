// What the frame itself sees of its approval screen, whatever the page says: whether the screen
// is shown at all (intersects the top-level viewport) and whether it is fully visible, i.e. what
// must be read and clicked (its top, the body's box, the buttons) lies wholly inside the viewport and,
// where the browser has IntersectionObserver v2 (Chromium), the whole screen is painted
// unobscured, at full opacity and without transforms or filters (`isVisible`). A page can style or cover the <iframe>; it cannot make the
// browser report a covered, faded or scaled frame as visible. Browsers without v2 only give the
// geometry, so there a covered or faded frame counts as visible (see README).

/** Chromium's IntersectionObserver v2: `trackVisibility` and `entry.isVisible`. */
export const TRACKS_VISIBILITY = typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;

// Wholly inside the viewport, allowing for sub-pixel rounding of the iframe's position.
const FULL = 0.99;
// The least delay v2 allows between two visibility computations of a target.
const DELAY_MS = 100;

/**
 * Watches `screen` (the whole approval screen: shown, unobscured) and `parts` (what must be read
 * and clicked: wholly in view, unobscured) and calls `onChange()` on every change. `shown` is
 * undefined until the browser first reported.
 */
export function watchVisibility(screen, parts, onChange) {
  const targets = [screen, ...parts];
  const seen = new Map(); // target -> visible as it must be
  let shown;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const unobscured = TRACKS_VISIBILITY ? entry.isVisible === true : true;
        // The screen need only intersect the viewport; its parts must lie wholly inside it.
        const inView = entry.target === screen ? entry.isIntersecting : entry.isIntersecting && entry.intersectionRatio >= FULL;
        seen.set(entry.target, inView && unobscured);
        if (entry.target === screen) shown = entry.isIntersecting;
      }
      onChange();
    },
    { threshold: [0, FULL, 1], ...(TRACKS_VISIBILITY ? { trackVisibility: true, delay: DELAY_MS } : {}) },
  );
  for (const target of targets) observer.observe(target);
  document.addEventListener('visibilitychange', onChange);

  return {
    /** The screen intersects the viewport (false once the page hid the frame, or shrank it to nothing). */
    get shown() {
      return shown;
    },
    /** Everything is visible as it must be, and the page's tab is in front. */
    get visible() {
      return document.visibilityState === 'visible' && targets.every((target) => seen.get(target) === true);
    },
    stop() {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onChange);
    },
  };
}
