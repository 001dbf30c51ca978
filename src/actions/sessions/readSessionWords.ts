import type { ChainNamespace } from '../../config/chainNamespaces';
import type { Network } from '../../config/Network';
import type { SessionWords, TokenMetadata } from '../../stores/smartSessions';
import { loadedAdapter } from '../connection/loadAdapter';
import { InvalidSessionRequestError } from '../../errors/smartSessionErrors';
import type { SessionPermission } from './SessionRequest';

/**
 * What a session's permissions are written with: the network's coin, and each ERC-20 they name
 * read from the chain (symbol, decimals). `strict`: a token that cannot be read throws (a request
 * is not shown with an amount it cannot write); else it is left out (a listed session shows its
 * raw amount).
 */
export async function readSessionWords(namespace: ChainNamespace, network: Network, permissions: readonly SessionPermission[], { strict }: { strict: boolean }): Promise<SessionWords> {
  const adapter = loadedAdapter(namespace);
  const addresses = [...new Set(permissions.flatMap((permission) => (permission.type === 'erc20-recurring-allowance' ? [permission.data.token] : [])))];
  const tokens: Record<string, TokenMetadata> = {};
  await Promise.all(
    addresses.map(async (address) => {
      try {
        if (!adapter?.readTokenMetadata) throw new Error('No token reader');
        tokens[address] = await adapter.readTokenMetadata(address, network);
      } catch {
        if (strict) throw new InvalidSessionRequestError(`the token ${address} cannot be read on ${network.name}`);
      }
    }),
  );
  return { nativeSymbol: network.nativeCurrency.symbol, nativeDecimals: network.nativeCurrency.decimals, tokens };
}
