import {
  BaseFeeMultiplierError,
  Eip1559FeesNotSupportedError,
  FeeConflictError,
  TipAboveFeeCapError,
} from '../errors/feeErrors';

export type ValidateFeesParameters = {
  gasPrice?: bigint | undefined;
  maxFeePerGas?: bigint | undefined;
  maxPriorityFeePerGas?: bigint | undefined;
  /** Scales the estimated base fee (default elsewhere 1.2); a fraction, hence a number. */
  baseFeeMultiplier?: number | undefined;
};

export type ValidateFeesChain = { supportsEip1559: boolean };

/**
 * Rejects fee fields that cannot form a valid transaction, throwing `FeeConflictError`,
 * `Eip1559FeesNotSupportedError`, `TipAboveFeeCapError` or `BaseFeeMultiplierError`.
 *
 * @example
 * validateFees({ maxFeePerGas: 30n, maxPriorityFeePerGas: 2n }, { supportsEip1559: true }) // ok
 * validateFees({ gasPrice: 1n, maxFeePerGas: 2n }, { supportsEip1559: true }) // throws FeeConflictError
 */
export function validateFees(fees: ValidateFeesParameters, chain: ValidateFeesChain): void {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas, baseFeeMultiplier } = fees;
  const hasEip1559Fields = maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined;

  if (gasPrice !== undefined && hasEip1559Fields) throw new FeeConflictError();
  if (!chain.supportsEip1559 && hasEip1559Fields) throw new Eip1559FeesNotSupportedError();
  if (maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined && maxFeePerGas < maxPriorityFeePerGas) {
    throw new TipAboveFeeCapError({ maxFeePerGas, maxPriorityFeePerGas });
  }
  // `!(x > 1)` also rejects NaN.
  if (baseFeeMultiplier !== undefined && !(baseFeeMultiplier > 1)) {
    throw new BaseFeeMultiplierError({ baseFeeMultiplier });
  }
}
