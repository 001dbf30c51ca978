import type { ReadableAtom } from 'nanostores';

/**
 * A store as hosts see it: a nanostores `ReadableAtom` (so `useStore` of @nanostores/react,
 * /preact, /vue and /solid, `computed` and Svelte's `$store` take it), which they can read and
 * subscribe to, never write.
 */
export type ReadonlyStore<T> = ReadableAtom<T>;

/**
 * A read-only view of one of the modal's stores. It has no `set`, and is frozen. Reads
 * (`get`, `value`, `init`, `lc`, `eq`) and subscriptions go to the store; `off` and `notify`,
 * which on the store itself run its stop hook and wake every listener, here reach only the
 * listeners added through this view: a host cannot stop or wake the modal's own.
 */
export function readonlyStore<T>(store: ReadableAtom<T>): ReadonlyStore<T> {
  type Listener = Parameters<ReadableAtom<T>['listen']>[0];
  const listeners = new Map<Listener, () => void>();
  const add = (listener: Listener, subscribe: (listener: Listener) => () => void): (() => void) => {
    // A listener of its own, so that one function added twice is two subscriptions. It passes
    // on every argument (a map store's changed key, which listenKeys reads, too).
    const own: Listener = (...args) => listener(...args);
    listeners.set(own, subscribe(own));
    return () => {
      listeners.get(own)?.();
      listeners.delete(own);
    };
  };
  return Object.freeze({
    get: () => store.get(),
    get value() {
      return store.value;
    },
    get init() {
      return store.init;
    },
    get lc() {
      return store.lc;
    },
    eq: (oldValue: Parameters<ReadableAtom<T>['eq']>[0], newValue: Parameters<ReadableAtom<T>['eq']>[1]) => store.eq(oldValue, newValue),
    listen: (listener: Listener) => add(listener, (own) => store.listen(own)),
    subscribe: (listener: Listener) => add(listener, (own) => store.subscribe(own)),
    notify: (oldValue?: Parameters<Listener>[1]) => {
      const value = store.get() as Parameters<Listener>[0];
      for (const own of [...listeners.keys()]) own(value, oldValue);
    },
    off: () => {
      for (const unbind of [...listeners.values()]) unbind();
      listeners.clear();
    },
  });
}
