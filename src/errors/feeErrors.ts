import { BaseError } from './BaseError';

export type FeeConflictErrorType = FeeConflictError;
export type TipAboveFeeCapErrorType = TipAboveFeeCapError;
export type BaseFeeMultiplierErrorType = BaseFeeMultiplierError;
export type Eip1559FeesNotSupportedErrorType = Eip1559FeesNotSupportedError;

/** Legacy `gasPrice` given together with EIP-1559 max-fee fields. */
export class FeeConflictError extends BaseError {
  override name = 'FeeConflictError' as const;

  constructor() {
    super('Cannot combine gasPrice with maxFeePerGas or maxPriorityFeePerGas.', {
      metaMessages: ['Use the max-fee fields on EIP-1559 chains and gasPrice on others.'],
    });
  }
}

/** `maxFeePerGas` below `maxPriorityFeePerGas`, which no block could satisfy. */
export class TipAboveFeeCapError extends BaseError {
  override name = 'TipAboveFeeCapError' as const;
  readonly maxFeePerGas: bigint;
  readonly maxPriorityFeePerGas: bigint;

  constructor({ maxFeePerGas, maxPriorityFeePerGas }: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }) {
    super(
      `maxFeePerGas (${maxFeePerGas}) cannot be lower than maxPriorityFeePerGas (${maxPriorityFeePerGas}).`,
    );
    this.maxFeePerGas = maxFeePerGas;
    this.maxPriorityFeePerGas = maxPriorityFeePerGas;
  }
}

/** A base fee multiplier that would not raise the fee estimate. */
export class BaseFeeMultiplierError extends BaseError {
  override name = 'BaseFeeMultiplierError' as const;
  readonly baseFeeMultiplier: number;

  constructor({ baseFeeMultiplier }: { baseFeeMultiplier: number }) {
    super(`baseFeeMultiplier (${baseFeeMultiplier}) must be greater than 1.`);
    this.baseFeeMultiplier = baseFeeMultiplier;
  }
}

/** EIP-1559 fee fields sent to a chain that only knows legacy gas prices. */
export class Eip1559FeesNotSupportedError extends BaseError {
  override name = 'Eip1559FeesNotSupportedError' as const;

  constructor() {
    super('Chain does not support EIP-1559 fees.', {
      metaMessages: ['Use gasPrice instead of maxFeePerGas or maxPriorityFeePerGas.'],
    });
  }
}
