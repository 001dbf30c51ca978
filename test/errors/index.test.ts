import { expect } from 'chai';
import * as errors from '../../src/errors/index';
import { BaseError } from '../../src/errors/BaseError';

describe('errors index', () => {
  it('exports exactly these errors', () => {
    // A change to this list is a change to the public surface and should be deliberate.
    expect(Object.keys(errors).sort()).to.deep.equal([
      'AccountNameInvalidCharactersError',
      'AccountNameTooShortError',
      'BaseError',
      'BaseFeeMultiplierError',
      'Eip1559FeesNotSupportedError',
      'FeeConflictError',
      'GasEstimationError',
      'GasPriceNetworkNotSupportedError',
      'InsufficientFundsError',
      'InvalidAddressError',
      'InvalidCaipAddressError',
      'InvalidCaipNetworkIdError',
      'InvalidCallDataError',
      'InvalidCallToError',
      'InvalidDecimalNumberError',
      'InvalidDecimalPlacesError',
      'NameNotResolvedError',
      'NameRegistrationError',
      'SendNotSupportedError',
      'SwapNetworkNotSupportedError',
      'TipAboveFeeCapError',
    ]);
  });

  it('every exported subclass extends BaseError and its name matches its export name', () => {
    for (const [exportName, ErrorClass] of Object.entries(errors)) {
      if (exportName === 'BaseError') continue;
      expect(ErrorClass.prototype, exportName).to.be.instanceOf(BaseError);
      // Build each with a generous argument; the name field does not depend on it.
      const instance = new (ErrorClass as unknown as new (arg: object) => BaseError)({
        address: 'x', value: 'x', places: -1, caipAddress: 'x', caipNetworkId: 'x', index: 0,
        maxFeePerGas: 1n, maxPriorityFeePerGas: 2n, baseFeeMultiplier: 1, accountName: 'x', minLength: 4,
      });
      expect(instance.name, exportName).to.equal(exportName);
    }
  });
});
