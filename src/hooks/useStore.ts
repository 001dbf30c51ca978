import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * Subscribes a component to a nanostore. Subscriptions end when the component leaves,
 * so remounting the element (pitfall 6 of React in a custom element) leaks nothing.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(store.listen, store.get, store.get);
}
