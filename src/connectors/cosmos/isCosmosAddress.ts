/**
 * A bech32 account address of a Cosmos chain by shape: a lower-case prefix (`cosmos`, `osmo`…),
 * the separator 1, and 20 or 32 bytes of data with the checksum (38 or 58 characters). The
 * wallet and the chain check the checksum for real; here only what is no address is refused.
 */
const BECH32_ACCOUNT = /^[a-z][a-z0-9]{0,19}1(?:[02-9ac-hj-np-z]{38}|[02-9ac-hj-np-z]{58})$/;

/** Whether a wallet's value has the shape of a Cosmos account address. */
export function isCosmosAddress(value: unknown): value is string {
  return typeof value === 'string' && BECH32_ACCOUNT.test(value);
}
