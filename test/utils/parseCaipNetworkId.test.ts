import { expect } from 'chai';
import { InvalidCaipNetworkIdError } from '../../src/errors/caipErrors';
import { parseCaipNetworkId } from '../../src/utils/parseCaipNetworkId';

describe('parseCaipNetworkId', () => {
  it('splits namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:1')).to.deep.equal({ namespace: 'eip155', reference: '1' });
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).to.deep.equal({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    });
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).to.deep.equal({
      namespace: 'bip122',
      reference: '000000000019d6689c085ae165831e93',
    });
  });

  it('rejects anything but two non-empty parts', () => {
    for (const caipNetworkId of ['', 'eip155', 'eip155:', ':1', ':', 'eip155:1:0xabc', 'eip155:1:']) {
      expect(() => parseCaipNetworkId(caipNetworkId), caipNetworkId)
        .to.throw(InvalidCaipNetworkIdError)
        .that.includes({ shortMessage: `CAIP network id "${caipNetworkId}" is invalid.`, caipNetworkId });
    }
  });
});
