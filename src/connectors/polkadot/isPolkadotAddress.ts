// An SS58 address of a 32-byte key (sr25519, ed25519) with a one- or two-byte prefix: base58 of
// 35 or 36 bytes, 46 to 48 characters. By shape only: the wallet and the data service check the
// checksum; here only something that is not an address is refused.
const SS58 = /^[1-9A-HJ-NP-Za-km-z]{46,48}$/;

/** Whether a wallet's value has the shape of a Polkadot (SS58) address. */
export function isPolkadotAddress(value: unknown): value is string {
  return typeof value === 'string' && SS58.test(value);
}
