import { atom } from 'nanostores';
import type { NativeBalance } from '../services/storage/lookupShapes';

/**
 * Native balances of the connected wallets that are not the current one (Account's list), by
 * balanceKey (`caipNetworkId:address`): the figure once read, `'unavailable'` when the read
 * failed; no entry while it is being read. The current wallet's balance is `$account`'s.
 */
export const $walletBalances = atom<Readonly<Record<string, NativeBalance | 'unavailable'>>>({});
