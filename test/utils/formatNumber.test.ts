import { expect } from 'chai';
import { formatNumber } from '../../src/utils/formatNumber';

describe('formatNumber', () => {
  it('formats en-US with two decimals by default', () => {
    expect(formatNumber('1234.5')).to.equal('1,234.50');
    expect(formatNumber(1234.5)).to.equal('1,234.50');
    expect(formatNumber(1000000)).to.equal('1,000,000.00');
    expect(formatNumber('-1234.567')).to.equal('-1,234.57');
    expect(formatNumber('0.004')).to.equal('0.00');
  });

  it('formats a non-numeric value as 0', () => {
    expect(formatNumber('abc')).to.equal('0.00');
    expect(formatNumber('')).to.equal('0.00');
    expect(formatNumber(undefined)).to.equal('0.00');
  });

  it('takes other decimals', () => {
    expect(formatNumber(1234.5, 0)).to.equal('1,235');
    expect(formatNumber('0.1', 3)).to.equal('0.100');
  });
});
