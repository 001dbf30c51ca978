import { createElement, Fragment, type ReactNode } from 'react';
import type { NetworkSnapshot } from 'wallet-modal';
import { useWalletAccount, type WalletAccount } from './useWalletAccount';
import { useWalletModal, type UseWalletModalResult } from './useWalletModal';
import { useWalletNetwork } from './useWalletNetwork';

export interface WalletButtonRenderProps extends UseWalletModalResult {
  account: WalletAccount;
  network: NetworkSnapshot;
  isConnected: boolean;
}

export interface WalletButtonCustomProps {
  children: (props: WalletButtonRenderProps) => ReactNode;
}

/**
 * A connect button of the page's own making: `children` renders it from the account, the
 * network and the modal's `open` and `close`.
 *
 * @example
 * <WalletButton.Custom>
 *   {({ account, open }) => <button onClick={() => open()}>{account.isConnected ? account.address : 'Connect'}</button>}
 * </WalletButton.Custom>
 */
export function WalletButtonCustom({ children }: WalletButtonCustomProps) {
  const modal = useWalletModal();
  const account = useWalletAccount();
  const { network } = useWalletNetwork();
  return createElement(Fragment, null, children({ ...modal, account, network, isConnected: account.isConnected }));
}
