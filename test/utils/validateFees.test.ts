import { expect } from 'chai';
import {
  BaseFeeMultiplierError,
  Eip1559FeesNotSupportedError,
  FeeConflictError,
  TipAboveFeeCapError,
} from '../../src/errors/feeErrors';
import { validateFees } from '../../src/utils/validateFees';

const EIP1559 = { supportsEip1559: true };
const LEGACY = { supportsEip1559: false };

describe('validateFees', () => {
  it('passes consistent fees', () => {
    expect(() => validateFees({}, EIP1559)).not.to.throw();
    expect(() => validateFees({ maxFeePerGas: 30n, maxPriorityFeePerGas: 2n }, EIP1559)).not.to.throw();
    expect(() => validateFees({ maxFeePerGas: 2n, maxPriorityFeePerGas: 2n }, EIP1559)).not.to.throw();
    expect(() => validateFees({ gasPrice: 10n }, EIP1559)).not.to.throw();
    expect(() => validateFees({ gasPrice: 10n, baseFeeMultiplier: 1.2 }, LEGACY)).not.to.throw();
    expect(() => validateFees({ gasPrice: 0n }, LEGACY)).not.to.throw();
  });

  it('rejects gasPrice combined with max-fee fields', () => {
    expect(() => validateFees({ gasPrice: 1n, maxFeePerGas: 2n }, EIP1559)).to.throw(FeeConflictError);
    expect(() => validateFees({ gasPrice: 1n, maxPriorityFeePerGas: 0n }, EIP1559)).to.throw(FeeConflictError);
    expect(() => validateFees({ gasPrice: 0n, maxFeePerGas: 0n }, LEGACY)).to.throw(FeeConflictError);
  });

  it('rejects maxFeePerGas below maxPriorityFeePerGas', () => {
    expect(() => validateFees({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }, EIP1559))
      .to.throw(TipAboveFeeCapError)
      .that.includes({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n });
  });

  it('rejects a base fee multiplier that is not greater than 1', () => {
    for (const baseFeeMultiplier of [1, 0.5, 0, -2, Number.NaN]) {
      expect(() => validateFees({ baseFeeMultiplier }, EIP1559), String(baseFeeMultiplier))
        .to.throw(BaseFeeMultiplierError)
        .that.includes({ name: 'BaseFeeMultiplierError' });
    }
    expect(() => validateFees({ baseFeeMultiplier: 1.0001 }, EIP1559)).not.to.throw();
  });

  it('rejects EIP-1559 fields on a chain without EIP-1559', () => {
    expect(() => validateFees({ maxFeePerGas: 2n }, LEGACY)).to.throw(Eip1559FeesNotSupportedError);
    expect(() => validateFees({ maxPriorityFeePerGas: 1n }, LEGACY)).to.throw(Eip1559FeesNotSupportedError);
    expect(() => validateFees({ maxFeePerGas: 2n, maxPriorityFeePerGas: 1n }, LEGACY)).to.throw(
      Eip1559FeesNotSupportedError,
    );
  });
});
