import type { ChainNamespace } from '../../config/chainNamespaces';
import type { Network } from '../../config/Network';
import { getCachedNativeBalance, setCachedNativeBalance } from '../../services/storage/cachedLookups';
import type { NativeBalance } from '../../services/storage/lookupShapes';
import { formatUnits } from '../../utils/formatUnits';
import { loadAdapter } from '../connection/loadAdapter';
import { balanceKey } from './balanceKey';

/** Native balances being read now, by balanceKey: a second ask for the same one joins its read. */
const reading = new Map<string, Promise<NativeBalance>>();

/**
 * The native balance of an address on a network, as shown (the exact figure and its symbol):
 * from the 30 s cache (spec §9) when it holds one, else read through the namespace's adapter
 * and cached. One read per address and network at a time, whoever asks (the current account,
 * Account's list of wallets); `fresh` skips the cache and what is being read (a balance just
 * changed). Rejects when the read fails.
 */
export function readNativeBalance(namespace: ChainNamespace, address: string, network: Network, { fresh = false } = {}): Promise<NativeBalance> {
  const key = balanceKey(network.caipNetworkId, address);
  const cached = fresh ? undefined : getCachedNativeBalance(key);
  if (cached) return Promise.resolve(cached);
  const held = fresh ? undefined : reading.get(key);
  if (held) return held;
  const read = loadAdapter(namespace)
    .then((adapter) => adapter.getBalance(address, network))
    .then((answer) => {
      const shown = { balance: formatUnits(answer.value, answer.decimals), symbol: answer.symbol };
      setCachedNativeBalance(key, shown);
      return shown;
    });
  reading.set(key, read);
  const done = () => {
    if (reading.get(key) === read) reading.delete(key);
  };
  read.then(done, done);
  return read;
}
