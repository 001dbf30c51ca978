import { InvalidWalletDataError } from '../../errors/walletRequestErrors';
import type { StandardAccount } from '../walletStandard/StandardWallet';
import { isCosmosAddress } from './isCosmosAddress';
import type { KeplrWallet } from './KeplrWallet';

/** A Cosmos account as the adapter holds it: the key's address and public key, and its algorithm. */
export interface CosmosAccount extends StandardAccount {
  readonly algo: string;
}

/**
 * The wallet's account on the first of `chainIds` (CAIP-2 references), read with `getKey`:
 * untrusted, so its bech32 address and its public key (33 or 65 bytes, secp256k1) are checked
 * and copied. The account is listed on every chain asked for.
 */
export async function keplrAccounts(keplr: KeplrWallet, chainIds: readonly string[]): Promise<CosmosAccount[]> {
  const [first] = chainIds;
  if (!first) return [];
  const key = (await keplr.getKey(first)) as unknown as Partial<Record<string, unknown>> | undefined;
  const address = key?.bech32Address;
  if (!isCosmosAddress(address)) throw new InvalidWalletDataError('address', address);
  const publicKey = key?.pubKey;
  if (!(publicKey instanceof Uint8Array) || (publicKey.length !== 33 && publicKey.length !== 65)) throw new InvalidWalletDataError('address', 'public key');
  const algo = typeof key?.algo === 'string' && key.algo.length <= 32 ? key.algo : 'secp256k1';
  return [{ address, publicKey: publicKey.slice(), algo, chains: chainIds.map((id) => `cosmos:${id}`), features: [] }];
}
