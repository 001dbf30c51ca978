import { SWAP_SLIPPAGE } from '../config/defaults';

/** The least a swap quoted at `toAmount` may deliver: the quote less the slippage (spec §9: 1 %). */
export function minimumReceived(toAmount: bigint): bigint {
  return (toAmount * BigInt(100 - SWAP_SLIPPAGE)) / 100n;
}
