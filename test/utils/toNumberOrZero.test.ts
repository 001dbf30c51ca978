import { expect } from 'chai';
import { toNumberOrZero } from '../../src/utils/toNumberOrZero';

describe('toNumberOrZero', () => {
  it('reads numeric strings and numbers', () => {
    expect(toNumberOrZero('12.5')).to.equal(12.5);
    expect(toNumberOrZero(' 3 ')).to.equal(3);
    expect(toNumberOrZero('1e3')).to.equal(1000);
    expect(toNumberOrZero('-0.5')).to.equal(-0.5);
    expect(toNumberOrZero('.5')).to.equal(0.5);
    expect(toNumberOrZero(7)).to.equal(7);
  });

  it('counts anything non-numeric as 0', () => {
    for (const value of ['abc', '', '  ', '12abc', '0x10', '1,000', 'Infinity', '.', '-']) {
      expect(toNumberOrZero(value), JSON.stringify(value)).to.equal(0);
    }
    expect(toNumberOrZero(Number.NaN)).to.equal(0);
    expect(toNumberOrZero(Number.POSITIVE_INFINITY)).to.equal(0);
    expect(toNumberOrZero(null)).to.equal(0);
    expect(toNumberOrZero(undefined)).to.equal(0);
  });
});
