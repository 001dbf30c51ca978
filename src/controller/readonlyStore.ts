import type { ReadableAtom } from 'nanostores';

/** A store as hosts see it: they can read and subscribe, never write. */
export interface ReadonlyStore<T> {
  get(): T;
  subscribe(listener: (value: T) => void): () => void;
  listen(listener: (value: T) => void): () => void;
}

export function readonlyStore<T>(store: ReadableAtom<T>): ReadonlyStore<T> {
  return Object.freeze({
    get: () => store.get(),
    subscribe: (listener: (value: T) => void) => store.subscribe((value) => listener(value)),
    listen: (listener: (value: T) => void) => store.listen((value) => listener(value)),
  });
}
