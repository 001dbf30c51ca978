// The UMD file's own address is known only while it runs (document.currentScript), so it is
// read when this module is evaluated: in the UMD file's first load, which runs as the script
// loads (the language loader imports it). The files it loads later, a language or the logos, sit
// beside it.
const url = (typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement && document.currentScript.src) || '';

/** A file beside the UMD file (else beside the page, when the file's address is unknown). */
export function besideUmdScript(file: string): string {
  return new URL(file, url || document.baseURI).href;
}
