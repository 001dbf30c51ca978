/**
 * A change of the connected address as most page providers report it (for withAddressEvents):
 * `accountsChanged` with `[address]`, or `disconnect` with `[]` once none is connected.
 */
export function accountsChangedOrDisconnect(now: string | undefined): readonly ['accountsChanged' | 'disconnect', string[]] {
  return now ? ['accountsChanged', [now]] : ['disconnect', []];
}
