import type { Network } from '../../config/Network';
import type { NamespaceAdapter } from '../../connectors/NamespaceAdapter';
import { isNativeToken } from '../../utils/nativeToken';
import { parseCaipAddress } from '../../utils/parseCaipAddress';

/** A token as a service lists it: CAIP-10 address (none, or the placeholder, for the native coin) and decimals. */
export interface ListedToken {
  symbol: string;
  address?: string | undefined;
  decimals: number;
}

/** Decimals read on chain, by CAIP-10 address: a token's contract does not change them, so each is read once a page. */
const readOnChain = new Map<string, number>();

/**
 * What is wrong with a token a service listed, held to the chain before an amount of it is
 * turned into units and sent: it must be a token of the active network, with the decimals its
 * contract answers (the native coin: the network's). Wrong decimals make what leaves powers of
 * ten more or less than what the visitor was shown. Where the adapter cannot read a token's
 * decimals (Solana), its transfer carries them and the chain refuses wrong ones
 * (transferChecked). Undefined when nothing is wrong; in English, for logs and analytics.
 */
export async function tokenDecimalsProblem(token: ListedToken, network: Network, adapter: Pick<NamespaceAdapter, 'readTokenMetadata'>): Promise<string | undefined> {
  let decimals = network.nativeCurrency.decimals;
  if (token.address !== undefined) {
    const { caipNetworkId, address } = parseCaipAddress(token.address);
    if (caipNetworkId !== network.caipNetworkId) return `${token.symbol} is a token of ${caipNetworkId}, not ${network.caipNetworkId}`;
    if (!isNativeToken(token.address)) {
      if (!adapter.readTokenMetadata) return undefined;
      const key = token.address.toLowerCase();
      decimals = readOnChain.get(key) ?? (await adapter.readTokenMetadata(address, network)).decimals;
      readOnChain.set(key, decimals);
    }
  }
  return decimals === token.decimals ? undefined : `${token.symbol} has ${decimals} decimals on chain, not ${token.decimals}`;
}
