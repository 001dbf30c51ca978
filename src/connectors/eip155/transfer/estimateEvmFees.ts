import type { Client } from 'viem';
import { estimateMaxPriorityFeePerGas, getBlock, getGasPrice } from 'viem/actions';
import { BASE_FEE_MULTIPLIER } from '../../../config/transactionTiming';
import { validateFees } from '../../../utils/validateFees';

/** The fee fields of a transaction: EIP-1559's where the chain has a base fee, a legacy gas price elsewhere. */
export type EvmFees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint };

/** `value × multiplier`, rounded up, in integer arithmetic (the multiplier has at most 2 decimals). */
function scale(value: bigint, multiplier: number): bigint {
  const hundredths = BigInt(Math.round(multiplier * 100));
  return (value * hundredths + 99n) / 100n;
}

/**
 * Fees for a transaction sent now. On a chain whose latest block has a base fee: max fee =
 * base fee × the spec's multiplier (1.2: room for the base fee to rise over a few blocks) +
 * the priority fee the node suggests. On a chain without one: the node's gas price × the
 * multiplier, as a legacy transaction. The fields are checked against the §5 fee rules.
 */
export async function estimateEvmFees(client: Client, baseFeeMultiplier = BASE_FEE_MULTIPLIER): Promise<EvmFees> {
  validateFees({ baseFeeMultiplier }, { supportsEip1559: true });
  const block = await getBlock(client, { blockTag: 'latest' });
  if (typeof block.baseFeePerGas === 'bigint') {
    const maxPriorityFeePerGas = await estimateMaxPriorityFeePerGas(client);
    const fees = { maxFeePerGas: scale(block.baseFeePerGas, baseFeeMultiplier) + maxPriorityFeePerGas, maxPriorityFeePerGas };
    validateFees(fees, { supportsEip1559: true });
    return fees;
  }
  const fees = { gasPrice: scale(await getGasPrice(client), baseFeeMultiplier) };
  validateFees(fees, { supportsEip1559: false });
  return fees;
}
