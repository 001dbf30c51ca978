/**
 * Puts the modal's CSS into a shadow root as constructed stylesheets. Nothing is written to
 * the document's <head> or :root, and constructed sheets are allowed under a strict CSP
 * (no 'unsafe-inline'). Sheets are built once per page and shared by every element.
 *
 * A DOM without constructed stylesheets (jsdom, which hosts' unit tests run in) gets the same
 * CSS as <style> elements in the shadow root instead: still nothing outside it.
 */
const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  // Typed as always there; jsdom has none.
  const current = root.adoptedStyleSheets as CSSStyleSheet[] | undefined;
  if (!current) {
    const present = new Set(Array.from(root.querySelectorAll(':scope > style'), (style) => style.textContent));
    const missing = cssTexts.filter((cssText) => !present.has(cssText));
    root.append(...missing.map((cssText) => Object.assign(root.ownerDocument.createElement('style'), { textContent: cssText })));
    return;
  }
  const wanted = cssTexts.map(sheetFor);
  if (wanted.every((sheet) => current.includes(sheet))) return;
  root.adoptedStyleSheets = [...current.filter((sheet) => !wanted.includes(sheet)), ...wanted];
}
