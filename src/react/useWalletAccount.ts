import { useMemo } from 'react';
import { stores, type AccountSnapshot } from 'wallet-modal';
import { useReadonlyStore } from './useReadonlyStore';

export interface WalletAccount extends AccountSnapshot {
  /** Connected with an address: what a page checks before it asks the wallet anything. */
  isConnected: boolean;
}

/** The active namespace's account (`stores.$account`). */
export function useWalletAccount(): WalletAccount {
  const account = useReadonlyStore(stores.$account);
  return useMemo(() => ({ ...account, isConnected: account.status === 'connected' && !!account.address }), [account]);
}
