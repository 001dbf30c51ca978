import type { Network } from '../config/Network';
import { isWebUrl, safeLinkUrl } from './safeUrl';

/**
 * The network's explorer page of a transaction (`{explorer}/tx/{id}`, keeping the explorer's
 * query, e.g. Solscan's `?cluster=devnet`); undefined when the network has no web explorer.
 *
 * @example explorerTxUrl(mainnet, '0xab…') // 'https://etherscan.io/tx/0xab…'
 */
export function explorerTxUrl(network: Network, id: string): string | undefined {
  return explorerPage(network, 'tx', id);
}

/** The network's explorer page of an address (`{explorer}/address/{address}`). */
export function explorerAddressUrl(network: Network, address: string): string | undefined {
  return explorerPage(network, 'address', address);
}

function explorerPage(network: Network, kind: 'tx' | 'address', id: string): string | undefined {
  const base = safeLinkUrl(network.blockExplorers?.default.url);
  if (!base || !isWebUrl(base)) return undefined;
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(id)}`;
  return base.href;
}
