import { expect } from 'chai';
import { InvalidCaipAddressError } from '../../src/errors/caipErrors';
import { parseCaipAddress } from '../../src/utils/parseCaipAddress';

describe('parseCaipAddress', () => {
  it('splits an eip155 account id', () => {
    expect(parseCaipAddress('eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')).to.deep.equal({
      namespace: 'eip155',
      reference: '1',
      address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      caipNetworkId: 'eip155:1',
    });
  });

  it('splits a solana account id', () => {
    const parsed = parseCaipAddress(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    );
    expect(parsed.namespace).to.equal('solana');
    expect(parsed.reference).to.equal('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(parsed.address).to.equal('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv');
    expect(parsed.caipNetworkId).to.equal('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
  });

  it('rejects anything but three non-empty parts', () => {
    const invalid = ['', 'eip155', 'eip155:1', 'eip155:1:', 'eip155::0xabc', ':1:0xabc', '::', 'eip155:1:0xabc:extra'];
    for (const caipAddress of invalid) {
      expect(() => parseCaipAddress(caipAddress), caipAddress)
        .to.throw(InvalidCaipAddressError)
        .that.includes({ shortMessage: `CAIP address "${caipAddress}" is invalid.`, caipAddress });
    }
  });
});
