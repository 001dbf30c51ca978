import type { Network } from '../../config/Network';
import type { EvmAdapter, WalletConnectSettings } from './EvmAdapter';

let cached: { key: string; adapter: Promise<EvmAdapter> } | undefined;

/**
 * The EVM adapter for these networks, loading @wagmi/core and viem in a chunk of their own
 * on first use, so they never weigh on the page before the visitor connects (the
 * WalletConnect SDK is one more chunk, loaded only when WalletConnect is used). One adapter
 * per network list: a page that changes its networks gets a fresh one.
 */
export function loadEvmAdapter(networks: readonly Network[], timeoutMs: number, walletConnect: WalletConnectSettings): Promise<EvmAdapter> {
  const evm = networks.filter((network) => network.chainNamespace === 'eip155');
  const key = JSON.stringify([timeoutMs, walletConnect, evm.map((network) => [network.caipNetworkId, network.rpcUrls.default.http])]);
  if (cached?.key !== key) {
    const adapter = import('./createEvmAdapter').then(({ createEvmAdapter }) => createEvmAdapter(evm, { timeoutMs, walletConnect }));
    adapter.catch(() => {
      if (cached?.adapter === adapter) cached = undefined;
    });
    cached = { key, adapter };
  }
  return cached.adapter;
}
