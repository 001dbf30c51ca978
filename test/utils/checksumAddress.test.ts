import { expect } from 'chai';
import { checksumAddress } from '../../src/utils/checksumAddress';

describe('checksumAddress', () => {
  it('gives a 0x address its EIP-55 case, whatever case it came in', () => {
    const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(checksumAddress(checksummed.toLowerCase())).to.equal(checksummed);
    expect(checksumAddress(`0x${checksummed.slice(2).toUpperCase()}`)).to.equal(checksummed);
    expect(checksumAddress(checksummed)).to.equal(checksummed);
  });

  it('leaves other addresses as they are', () => {
    for (const address of ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', '0x1234']) {
      expect(checksumAddress(address)).to.equal(address);
    }
  });
});
