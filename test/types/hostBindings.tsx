// A host of the bindings and of the UMD entry, typechecked against the built package: each
// entry's one declaration file resolves, and its types are the main entry's own (it imports
// 'wallet-modal', it holds no copy), so a value passes between entries as it is. The classes
// have private fields (`#private`), so a copy of one would be a different type.
import type { CreateConnectorFn } from '@wagmi/core';
import { useRef } from 'react';
import { stores, WalletModalElement, type AccountSnapshot, type WalletModalOptions } from 'wallet-modal';
import { useWalletAccount, useWalletModal, WalletButton, WalletModal } from 'wallet-modal/react';
import * as umd from 'wallet-modal/umd';
import { walletModal, type WalletModalParameters } from 'wallet-modal/wagmi';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(proof: Equal<A, B>): Equal<A, B> => proof;

// The UMD entry's values are the main entry's.
same<typeof umd.WalletModalElement, typeof WalletModalElement>(true);
same<typeof umd.stores, typeof stores>(true);
// @ts-expect-error: the UMD entry has values only
type NoType = umd.AccountSnapshot;

// React: the hooks read the main entry's snapshots, the components' refs are its elements.
export function Page() {
  const modal = useRef<WalletModalElement>(null);
  const account = useWalletAccount();
  same<Omit<typeof account, 'isConnected'>, AccountSnapshot>(true);
  const { open } = useWalletModal();
  // @ts-expect-error: not a view
  void open({ view: 'Nowhere' });
  return (
    <>
      <WalletModal ref={modal} projectId="a-project" networks={['eip155:1']} onConnect={(event) => void event.detail.address} />
      {/* @ts-expect-error: not a theme mode */}
      <WalletModal themeMode="purple" />
      <WalletButton balance="hide" />
      <WalletButton.Custom>{({ isConnected }) => <button type="button">{isConnected ? 'Account' : 'Connect'}</button>}</WalletButton.Custom>
    </>
  );
}

// wagmi: the connector takes the main entry's options and is one of wagmi's (what `createConfig`'s
// `connectors` lists; createConfig itself, with a chain, tripled this check's time).
same<WalletModalParameters, WalletModalOptions>(true);
export const connectors: CreateConnectorFn[] = [walletModal({ projectId: 'a-project' })];
// @ts-expect-error: options are an object
walletModal('a-project');
// @ts-expect-error: a connector (not `any`: @wagmi/core's types resolved)
export const notAConnector: string = walletModal();
