import { expect } from 'chai';
import { InvalidDecimalNumberError, InvalidDecimalPlacesError } from '../../src/errors/numberErrors';
import { parseUnits } from '../../src/utils/parseUnits';

describe('parseUnits', () => {
  it('scales by the decimals', () => {
    expect(parseUnits('1.5', 18)).to.equal(1500000000000000000n);
    expect(parseUnits('42', 0)).to.equal(42n);
    expect(parseUnits('0.000001', 6)).to.equal(1n);
    expect(parseUnits('007.10', 2)).to.equal(710n);
    expect(parseUnits('123456789012345678901234567890', 18)).to.equal(
      123456789012345678901234567890000000000000000000n,
    );
  });

  it('accepts a missing integer or fraction part', () => {
    expect(parseUnits('1.', 2)).to.equal(100n);
    expect(parseUnits('.5', 2)).to.equal(50n);
    expect(parseUnits('-.5', 2)).to.equal(-50n);
  });

  it('handles negative numbers', () => {
    expect(parseUnits('-1.5', 18)).to.equal(-1500000000000000000n);
    expect(parseUnits('-3', 2)).to.equal(-300n);
  });

  it('rounds an over-long fraction half up, away from zero', () => {
    expect(parseUnits('1.2345', 2)).to.equal(123n);
    expect(parseUnits('1.235', 2)).to.equal(124n);
    expect(parseUnits('1.2349999', 2)).to.equal(123n);
    expect(parseUnits('-1.235', 2)).to.equal(-124n);
    expect(parseUnits('-1.2345', 2)).to.equal(-123n);
    expect(parseUnits('0.5', 0)).to.equal(1n);
    expect(parseUnits('0.4', 0)).to.equal(0n);
    expect(parseUnits('9.995', 2)).to.equal(1000n);
    expect(parseUnits('-0.004', 2)).to.equal(0n);
  });

  it('rejects anything else with the exact message', () => {
    const invalid = ['', 'abc', '1e5', '1.2.3', '.', '-', '+1', ' 1', '1 ', '1,000', '--1', '0x10', 'Infinity'];
    for (const value of invalid) {
      expect(() => parseUnits(value, 18), JSON.stringify(value))
        .to.throw(InvalidDecimalNumberError)
        .that.includes({ message: `Number ${value} is not a valid decimal number.`, value });
    }
  });

  it('rejects decimals that are not a whole number from 0 up', () => {
    expect(() => parseUnits('1', -1)).to.throw(InvalidDecimalPlacesError);
    expect(() => parseUnits('1', 1.5)).to.throw(InvalidDecimalPlacesError);
  });
});
