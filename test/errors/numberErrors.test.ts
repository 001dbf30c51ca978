import { expect } from 'chai';
import { BaseError } from '../../src/errors/BaseError';
import {
  DivisionByZeroError,
  InvalidDecimalNumberError,
  InvalidDecimalPlacesError,
  InvalidRoundingModeError,
} from '../../src/errors/numberErrors';

describe('number errors', () => {
  it('InvalidDecimalNumberError names the value', () => {
    const error = new InvalidDecimalNumberError({ value: '1e5' });
    expect(error).to.be.instanceOf(BaseError);
    expect(error.name).to.equal('InvalidDecimalNumberError');
    expect(error.message).to.equal('Number 1e5 is not a valid decimal number.');
    expect(error.value).to.equal('1e5');
  });

  it('DivisionByZeroError', () => {
    const cause = new Error('[big.js] Division by zero');
    const error = new DivisionByZeroError({ cause });
    expect(error.name).to.equal('DivisionByZeroError');
    expect(error.message).to.equal('Division by zero.');
    expect(error.cause).to.equal(cause);
  });

  it('InvalidRoundingModeError lists the valid modes', () => {
    const error = new InvalidRoundingModeError({ rounding: 7 });
    expect(error.name).to.equal('InvalidRoundingModeError');
    expect(error.shortMessage).to.equal('Rounding mode 7 is invalid.');
    expect(error.message).to.equal('Rounding mode 7 is invalid.\n\nUse 0 (down), 1 (half up), 2 (half even) or 3 (up).');
    expect(error.rounding).to.equal(7);
  });

  it('InvalidDecimalPlacesError', () => {
    const error = new InvalidDecimalPlacesError({ places: -1 });
    expect(error.name).to.equal('InvalidDecimalPlacesError');
    expect(error.shortMessage).to.equal('Decimal places -1 are invalid.');
    expect(error.places).to.equal(-1);
  });
});
