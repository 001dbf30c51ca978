// The `on` / `removeListener` half of an EIP-1193 provider. A listener that throws is reported
// (like a DOM event listener) and does not stop the others.

export function createEventEmitter() {
  const listeners = new Map(); // event -> Set of functions
  return {
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args);
        } catch (error) {
          (globalThis.reportError ?? console.error)(error);
        }
      }
    },
  };
}
