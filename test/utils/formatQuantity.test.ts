import { expect } from 'chai';
import { formatQuantity } from '../../src/utils/formatQuantity';

describe('formatQuantity: one rule for token quantities', () => {
  it('groups thousands, shows at most 3 decimals, pads no zeros', () => {
    expect(formatQuantity('10000')).to.equal('10,000');
    expect(formatQuantity('1234.56789')).to.equal('1,234.568');
    expect(formatQuantity('0.25')).to.equal('0.25');
    expect(formatQuantity(5)).to.equal('5');
  });

  it('says <0.001 for a positive amount too small to show, 0 for nothing or nonsense', () => {
    expect(formatQuantity('0.000023')).to.equal('<0.001');
    expect(formatQuantity('0')).to.equal('0');
    expect(formatQuantity('abc')).to.equal('0');
    expect(formatQuantity(undefined)).to.equal('0');
  });
});
