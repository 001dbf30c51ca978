/** How the convert service names a network's native coin: this address in its CAIP-10 form. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** Whether a CAIP-10 token address is the native coin. */
export const isNativeToken = (caip10: string): boolean => caip10.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`);

/** The native coin's balance among the account's balances (the balance service gives it no address), if any. */
export function nativeBalanceOf<B extends { address?: string | undefined }>(balances: readonly B[]): B | undefined {
  return balances.find((balance) => !balance.address);
}

/** The balance the visitor holds of a swap token (CAIP-10, the native coin as the convert service names it), if any. */
export function heldBalanceOf<B extends { address?: string | undefined }>(balances: readonly B[], caip10: string): B | undefined {
  if (isNativeToken(caip10)) return nativeBalanceOf(balances);
  return balances.find((balance) => (balance.address ?? '').toLowerCase() === caip10.toLowerCase());
}
