import { expect } from 'chai';
import { BaseError } from '../../src/errors/BaseError';
import { InvalidDecimalNumberError, InvalidDecimalPlacesError } from '../../src/errors/numberErrors';

describe('number errors', () => {
  it('InvalidDecimalNumberError names the value', () => {
    const error = new InvalidDecimalNumberError({ value: '1e5' });
    expect(error).to.be.instanceOf(BaseError);
    expect(error.name).to.equal('InvalidDecimalNumberError');
    expect(error.message).to.equal('Number 1e5 is not a valid decimal number.');
    expect(error.value).to.equal('1e5');
  });

  it('InvalidDecimalPlacesError', () => {
    const error = new InvalidDecimalPlacesError({ places: -1 });
    expect(error.name).to.equal('InvalidDecimalPlacesError');
    expect(error.shortMessage).to.equal('Decimal places -1 are invalid.');
    expect(error.places).to.equal(-1);
  });
});
