import { InvalidCallDataError, InvalidCallToError } from '../errors/sendCallsErrors';

/** One call of `wallet_sendCalls` as received; fields are unknown until checked. */
export type SendCallInput = { to?: unknown; data?: unknown; value?: unknown };

export type ValidatedSendCall = { to: `0x${string}`; data?: `0x${string}` | undefined; value?: unknown };

/**
 * Checks the calls of a `wallet_sendCalls` request: each needs a 0x-prefixed `to`, and
 * `data`, when present, must be 0x-prefixed. Throws `InvalidCallToError` or
 * `InvalidCallDataError` naming the index of the first bad call.
 *
 * @example
 * validateSendCalls([{ to: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', data: '0x' }])
 */
export function validateSendCalls(calls: readonly SendCallInput[]): asserts calls is readonly ValidatedSendCall[] {
  calls.forEach((call, index) => {
    if (!isHexPrefixed(call.to)) throw new InvalidCallToError({ index });
    if (call.data !== undefined && !isHexPrefixed(call.data)) throw new InvalidCallDataError({ index });
  });
}

function isHexPrefixed(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && value.startsWith('0x');
}
