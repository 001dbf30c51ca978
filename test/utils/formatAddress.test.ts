import { expect } from 'chai';
import { formatAddress } from '../../src/utils/formatAddress';

const ADDRESS = '0x1234567890abcdef1234567890abcdef1234abcd';

describe('formatAddress', () => {
  it('keeps 6 leading and 4 trailing characters by default', () => {
    expect(formatAddress(ADDRESS)).to.equal('0x1234…abcd');
  });

  it('takes other lengths', () => {
    expect(formatAddress(ADDRESS, { head: 4, tail: 6 })).to.equal('0x12…34abcd');
    expect(formatAddress(ADDRESS, { tail: 0 })).to.equal('0x1234…');
  });

  it('leaves strings alone that would not get shorter', () => {
    expect(formatAddress('0x1234')).to.equal('0x1234');
    expect(formatAddress('0x123456789')).to.equal('0x123456789'); // 11 = 6 + 1 + 4
    expect(formatAddress('0x1234567890')).to.equal('0x1234…7890'); // 12
    expect(formatAddress('')).to.equal('');
  });
});
