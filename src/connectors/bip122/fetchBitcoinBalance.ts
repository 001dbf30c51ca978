import type { Network } from '../../config/Network';
import { BalanceSourceMissingError } from '../../errors/balanceErrors';
import { MalformedResponseError } from '../../errors/httpErrors';
import { fetchJson } from '../../services/http/fetchJson';

/**
 * mempool.space's Esplora API of each built-in Bitcoin network: what AppKit's Bitcoin adapter
 * and most Bitcoin wallets read. The data service cannot answer Bitcoin balances: its balance
 * call takes only EVM and Solana addresses (a bip122 chain id answers 400 "The address
 * provided is invalid").
 */
const DEFAULT_ESPLORA_APIS: Readonly<Record<string, string>> = {
  'bip122:000000000019d6689c085ae165831e93': 'https://mempool.space/api',
  'bip122:000000000933ea01ad0ee984209779ba': 'https://mempool.space/testnet/api',
};

/** A funded or spent sum of Esplora's address stats: whole satoshis. */
const satoshis = (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 0 ? BigInt(value as number) : undefined);

/** Confirmed minus spent of one half of the stats (`chain_stats` or `mempool_stats`). */
function heldIn(stats: unknown): bigint | undefined {
  if (!stats || typeof stats !== 'object') return undefined;
  const { funded_txo_sum: funded, spent_txo_sum: spent } = stats as Record<string, unknown>;
  const [paidIn, paidOut] = [satoshis(funded), satoshis(spent)];
  return paidIn === undefined || paidOut === undefined ? undefined : paidIn - paidOut;
}

/**
 * The satoshis `address` holds on `network`, confirmed and in the mempool (as wallets add them
 * up), from the Esplora API's `GET {api}/address/{address}`: the host's `bitcoinApiUrl`, else
 * mempool.space's for a built-in network. Rejects when no API is known for the network, when
 * the call fails, or when the answer is not address stats.
 */
export async function fetchBitcoinBalance(address: string, network: Network, { apiUrl, timeoutMs }: { apiUrl: string | undefined; timeoutMs: number }): Promise<bigint> {
  const api = apiUrl ?? DEFAULT_ESPLORA_APIS[network.caipNetworkId];
  if (!api) throw new BalanceSourceMissingError(network.caipNetworkId);
  const url = `${api}/address/${encodeURIComponent(address)}`;
  const body = await fetchJson<Record<string, unknown> | null>(url, { timeoutMs });
  const confirmed = heldIn(body?.chain_stats);
  const pending = heldIn(body?.mempool_stats);
  if (confirmed === undefined || pending === undefined || confirmed + pending < 0n) throw new MalformedResponseError(url);
  return confirmed + pending;
}
