import { useEffect, useState } from 'react';
import { stores, type ChainNamespace, type Eip155Provider, type WalletModalController } from 'wallet-modal';
import { useReadonlyStore } from './useReadonlyStore';
import { walletModalController } from './walletModalController';

type AnyProvider = ReturnType<WalletModalController['getProvider']>;

/**
 * The page's provider of a namespace (default: the active one's), as `getProvider` gives it:
 * one object for the page's life, which answers once a wallet is connected. `undefined` in the
 * first render (and on the server), the provider from the next one.
 *
 * @example
 * const provider = useWalletProvider('eip155')
 * const client = provider && createWalletClient({ transport: custom(provider) })
 */
export function useWalletProvider(namespace: 'eip155'): Eip155Provider | undefined;
export function useWalletProvider(namespace?: ChainNamespace): AnyProvider | undefined;
export function useWalletProvider(namespace?: ChainNamespace): AnyProvider | undefined {
  const active = useReadonlyStore(stores.$network).namespace;
  const wanted = namespace ?? active;
  const [provider, setProvider] = useState<{ namespace: ChainNamespace; provider: AnyProvider }>();
  useEffect(() => setProvider({ namespace: wanted, provider: walletModalController().getProvider(wanted) }), [wanted]);
  return provider?.namespace === wanted ? provider.provider : undefined;
}
