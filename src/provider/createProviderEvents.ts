type Listener = (value: never) => void;

/**
 * The listeners of one of the page's providers, by event. A page's listener that throws
 * neither stops the others nor the modal: it is reported as uncaught.
 */
export function createProviderEvents<E extends string>() {
  const listeners = new Map<E, Set<Listener>>();
  return {
    emit(event: E, value: unknown): void {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as (value: unknown) => void)(value);
        } catch (error) {
          reportError(error);
        }
      }
    },
    add(event: E, listener: Listener): void {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    remove(event: E, listener: Listener): void {
      listeners.get(event)?.delete(listener);
    },
  };
}
