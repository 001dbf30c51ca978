import { expect } from 'chai';
import { BaseError } from '../../src/errors/BaseError';
import {
  BaseFeeMultiplierError,
  Eip1559FeesNotSupportedError,
  FeeConflictError,
  TipAboveFeeCapError,
} from '../../src/errors/feeErrors';

describe('fee errors', () => {
  it('FeeConflictError', () => {
    const error = new FeeConflictError();
    expect(error).to.be.instanceOf(BaseError);
    expect(error.name).to.equal('FeeConflictError');
    expect(error.shortMessage).to.equal('Cannot combine gasPrice with maxFeePerGas or maxPriorityFeePerGas.');
  });

  it('TipAboveFeeCapError shows both values', () => {
    const error = new TipAboveFeeCapError({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n });
    expect(error.name).to.equal('TipAboveFeeCapError');
    expect(error.message).to.equal('maxFeePerGas (1) cannot be lower than maxPriorityFeePerGas (2).');
    expect(error.maxFeePerGas).to.equal(1n);
    expect(error.maxPriorityFeePerGas).to.equal(2n);
  });

  it('BaseFeeMultiplierError', () => {
    const error = new BaseFeeMultiplierError({ baseFeeMultiplier: 1 });
    expect(error.name).to.equal('BaseFeeMultiplierError');
    expect(error.message).to.equal('baseFeeMultiplier (1) must be greater than 1.');
  });

  it('Eip1559FeesNotSupportedError', () => {
    const error = new Eip1559FeesNotSupportedError();
    expect(error.name).to.equal('Eip1559FeesNotSupportedError');
    expect(error.shortMessage).to.equal('Chain does not support EIP-1559 fees.');
  });
});
