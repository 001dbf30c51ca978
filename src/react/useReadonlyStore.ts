import { useSyncExternalStore } from 'react';
import type { ReadonlyStore } from 'wallet-modal';

/** The value of one of the modal's public stores; the component renders again when it changes. */
export function useReadonlyStore<T>(store: ReadonlyStore<T>): T {
  return useSyncExternalStore(store.listen, store.get, store.get);
}
