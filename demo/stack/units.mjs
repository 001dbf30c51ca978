// Number and id formats of the data-service answers: decimal strings of token amounts, USD
// values, CAIP-2/CAIP-10 ids and request validation of addresses.

/** Base units to a decimal string with at least one fraction digit: 10000n*10n**18n, 18 -> '10000.0'. */
export function formatUnits(amount, decimals) {
  const unit = 10n ** BigInt(decimals);
  const sign = amount < 0n ? '-' : '';
  const abs = amount < 0n ? -amount : amount;
  const fraction = (abs % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${sign}${abs / unit}.${fraction || '0'}`;
}

/** USD value of a decimal amount, rounded to 1e-6 so float noise does not show. */
export const usdValue = (numeric, price) => Math.round(Number(numeric) * price * 1e6) / 1e6;

export const caip2 = (chainId) => `eip155:${chainId}`;
export const caip10 = (chainId, address) => `eip155:${chainId}:${address}`;

/** Chain id number of an `eip155:N` id, or undefined. */
export function chainIdOf(caip2Id) {
  const match = /^eip155:(\d+)$/.exec(caip2Id ?? '');
  return match ? Number(match[1]) : undefined;
}

/** How price lookups and the convert endpoints name a chain's native coin (`eip155:{id}:{NATIVE_ADDRESS}`). */
export const NATIVE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

export const isAddress = (text) => /^0x[0-9a-fA-F]{40}$/.test(text ?? '');

/** 400 error for handlers to throw (serviceHandler answers it as JSON). */
export const badRequest = (message) => Object.assign(new Error(message), { status: 400 });
