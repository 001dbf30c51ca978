import { expect } from 'chai';
import { InvalidAddressError } from '../../src/errors/addressErrors';
import { BaseError } from '../../src/errors/BaseError';

describe('InvalidAddressError', () => {
  it('has the exact message, its name and the address', () => {
    const error = new InvalidAddressError({ address: '0x123' });
    expect(error).to.be.instanceOf(BaseError);
    expect(error.name).to.equal('InvalidAddressError');
    expect(error.message).to.equal('Address is invalid');
    expect(error.shortMessage).to.equal('Address is invalid');
    expect(error.address).to.equal('0x123');
  });
});
