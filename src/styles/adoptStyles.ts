/**
 * Puts the modal's CSS into a shadow root as constructed stylesheets. Nothing is written to
 * the document's <head> or :root, and constructed sheets are allowed under a strict CSP
 * (no 'unsafe-inline'). Sheets are built once per page and shared by every element.
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
  const wanted = cssTexts.map(sheetFor);
  const current = root.adoptedStyleSheets;
  if (wanted.every((sheet) => current.includes(sheet))) return;
  root.adoptedStyleSheets = [...current.filter((sheet) => !wanted.includes(sheet)), ...wanted];
}
