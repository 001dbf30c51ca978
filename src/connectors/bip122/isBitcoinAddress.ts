// Bech32/bech32m (bc1, tb1, bcrt1) or base58 (1, 3, m, n, 2) addresses, by shape: the wallet
// and the ledger check them for real; here only something that is not an address is refused.
const BECH32 = /^(bc|tb|bcrt)1[ac-hj-np-z02-9]{8,87}$/;
const BASE58 = /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/;

/** Whether a wallet's value has the shape of a Bitcoin address. */
export function isBitcoinAddress(value: unknown): value is string {
  return typeof value === 'string' && (BECH32.test(value) || BASE58.test(value));
}
