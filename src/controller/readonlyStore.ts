import type { ReadableAtom } from 'nanostores';

/**
 * A store as hosts see it: a nanostores `ReadableAtom` (so `useStore` of @nanostores/react,
 * /preact, /vue and /solid, `listenKeys` and Svelte's `$store` take it), which they can read and
 * subscribe to, never write.
 */
export type ReadonlyStore<T> = ReadableAtom<T>;

const nothing = () => {};

/**
 * A read-only view of one of the modal's stores: frozen, without `set`. Reads (`get`, `value`,
 * `init`, `lc`, `eq`) and subscriptions go to the store. `notify` and `off` do nothing: on the
 * store they would wake every listener and run its stop hook, which are the modal's own.
 */
export function readonlyStore<T>(store: ReadableAtom<T>): ReadonlyStore<T> {
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
    eq: (...args: Parameters<ReadableAtom<T>['eq']>) => store.eq(...args),
    listen: (listener: Parameters<ReadableAtom<T>['listen']>[0]) => store.listen(listener),
    subscribe: (listener: Parameters<ReadableAtom<T>['subscribe']>[0]) => store.subscribe(listener),
    notify: nothing,
    off: nothing,
  });
}
