/**
 * Puts a DOM's window (jsdom or happy-dom) on Node's globals the way the jsdom and happy-dom
 * environments of Vitest and Jest do before a test file runs: every name the window has and Node
 * lacks, plus the DOM's own event classes (Node has its own Event, EventTarget and friends, which a
 * DOM refuses to dispatch). Functions are bound to the window. Returns a function that puts the
 * globals back.
 */
const DOM_OWNS = /^(window|self|document|navigator|location|.*Event|EventTarget|Abort(Controller|Signal)|DOMException)$/;

export function installDomGlobals(window) {
  const names = new Set();
  for (let object = window; object && object !== Object.prototype; object = Object.getPrototypeOf(object)) {
    for (const name of Object.getOwnPropertyNames(object)) names.add(name);
  }
  const saved = [];
  for (const name of names) {
    if (name === 'constructor' || name === 'globalThis' || name === 'undefined') continue;
    if (name in globalThis && !DOM_OWNS.test(name)) continue;
    let value;
    try {
      value = window[name];
    } catch {
      continue;
    }
    if (typeof value === 'function' && /^[a-z]/.test(name)) value = value.bind(window);
    saved.push([name, Object.getOwnPropertyDescriptor(globalThis, name)]);
    Object.defineProperty(globalThis, name, { configurable: true, writable: true, value });
  }
  return () => {
    for (const [name, descriptor] of saved.reverse()) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete globalThis[name];
    }
  };
}
