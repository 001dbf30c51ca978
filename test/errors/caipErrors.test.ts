import { expect } from 'chai';
import { BaseError } from '../../src/errors/BaseError';
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../../src/errors/caipErrors';

describe('CAIP errors', () => {
  it('InvalidCaipAddressError', () => {
    const error = new InvalidCaipAddressError({ caipAddress: 'eip155:1' });
    expect(error).to.be.instanceOf(BaseError);
    expect(error.name).to.equal('InvalidCaipAddressError');
    expect(error.shortMessage).to.equal('CAIP address "eip155:1" is invalid.');
    expect(error.metaMessages).to.deep.equal(['Expected three non-empty parts: namespace:reference:address.']);
    expect(error.caipAddress).to.equal('eip155:1');
  });

  it('InvalidCaipNetworkIdError', () => {
    const error = new InvalidCaipNetworkIdError({ caipNetworkId: 'eip155' });
    expect(error.name).to.equal('InvalidCaipNetworkIdError');
    expect(error.shortMessage).to.equal('CAIP network id "eip155" is invalid.');
    expect(error.metaMessages).to.deep.equal(['Expected two non-empty parts: namespace:reference.']);
    expect(error.caipNetworkId).to.equal('eip155');
  });
});
