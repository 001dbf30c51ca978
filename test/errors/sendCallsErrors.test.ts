import { expect } from 'chai';
import { BaseError } from '../../src/errors/BaseError';
import { InvalidCallDataError, InvalidCallToError } from '../../src/errors/sendCallsErrors';

describe('wallet_sendCalls errors', () => {
  it('InvalidCallToError names the call index', () => {
    const error = new InvalidCallToError({ index: 2 });
    expect(error).to.be.instanceOf(BaseError);
    expect(error.name).to.equal('InvalidCallToError');
    expect(error.message).to.equal('Call 2 needs a 0x-prefixed "to" address.');
    expect(error.index).to.equal(2);
  });

  it('InvalidCallDataError names the call index', () => {
    const error = new InvalidCallDataError({ index: 0 });
    expect(error.name).to.equal('InvalidCallDataError');
    expect(error.message).to.equal('Call 0 has "data" that is not 0x-prefixed.');
    expect(error.index).to.equal(0);
  });
});
