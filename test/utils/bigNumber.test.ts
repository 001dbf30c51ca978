import Big from 'big.js';
import { expect } from 'chai';
import {
  DivisionByZeroError,
  InvalidDecimalNumberError,
  InvalidDecimalPlacesError,
  InvalidRoundingModeError,
} from '../../src/errors/numberErrors';
import {
  add,
  bigNumber,
  compare,
  div,
  isZero,
  mul,
  round,
  sub,
  toFixed,
  type RoundingMode,
} from '../../src/utils/bigNumber';

describe('bigNumber', () => {
  it('reads decimals, with or without an exponent', () => {
    expect(bigNumber('1e-7').toFixed()).to.equal('0.0000001');
    expect(bigNumber('-2.5E3').toFixed()).to.equal('-2500');
    expect(bigNumber(0.1).toFixed()).to.equal('0.1');
    expect(bigNumber(12n).toFixed()).to.equal('12');
  });

  it('turns an invalid number into InvalidDecimalNumberError, keeping the big.js error as cause', () => {
    for (const value of ['abc', '', '1e', '0x10', '1,5']) {
      expect(() => bigNumber(value), value)
        .to.throw(InvalidDecimalNumberError)
        .that.includes({ message: `Number ${value} is not a valid decimal number.` })
        .and.has.nested.property('cause.message', '[big.js] Invalid number');
    }
    expect(() => bigNumber(Number.NaN)).to.throw(InvalidDecimalNumberError, 'Number NaN is not a valid decimal number.');
  });

  it('adds, subtracts and multiplies exactly', () => {
    expect(add('0.1', '0.2')).to.equal('0.3');
    expect(sub('0.3', '0.1')).to.equal('0.2');
    expect(mul('1.5', '3')).to.equal('4.5');
    expect(mul('1e-7', '2')).to.equal('0.0000002');
    expect(add('99999999999999999999.99', '0.01')).to.equal('100000000000000000000');
  });

  it('divides to 20 places, rounding half up', () => {
    expect(div('1', '3')).to.equal('0.33333333333333333333');
    expect(div('2', '3')).to.equal('0.66666666666666666667');
    expect(div('-2', '3')).to.equal('-0.66666666666666666667');
    expect(div('10', '4')).to.equal('2.5');
  });

  it('divides to the given places', () => {
    expect(div('2', '3', 2)).to.equal('0.67');
    expect(div('1', '8', 2)).to.equal('0.13');
    expect(div('1', '3', 25)).to.equal('0.3333333333333333333333333');
    expect(div('7', '2', 0)).to.equal('4');
  });

  it('throws DivisionByZeroError', () => {
    expect(() => div('1', '0'))
      .to.throw(DivisionByZeroError)
      .that.includes({ name: 'DivisionByZeroError', message: 'Division by zero.' })
      .and.has.nested.property('cause.message', '[big.js] Division by zero');
    expect(() => div('1', '0', 2)).to.throw(DivisionByZeroError);
  });

  it('throws InvalidDecimalPlacesError for bad division places', () => {
    for (const places of [-1, 1.5, Number.NaN, 1e6 + 1]) {
      expect(() => div('1', '3', places), String(places))
        .to.throw(InvalidDecimalPlacesError)
        .that.satisfies((error: InvalidDecimalPlacesError) => Object.is(error.places, places)) // NaN !== NaN
        .and.has.nested.property('cause.message', '[big.js] Invalid decimal places');
    }
  });

  it('does not change the shared big.js constructor', () => {
    const saved = { DP: Big.DP, RM: Big.RM };
    try {
      Big.DP = 3;
      Big.RM = 0;
      expect(div('2', '3')).to.equal('0.66666666666666666667');
      expect(round('2.5', 0)).to.equal('3');
      div('1', '3', 40);
      expect(Big.DP).to.equal(3);
      expect(Big.RM).to.equal(0);
    } finally {
      Big.DP = saved.DP;
      Big.RM = saved.RM;
    }
  });

  it('rounds half up by default, without padding', () => {
    expect(round('1.005', 2)).to.equal('1.01');
    expect(round('1.004', 2)).to.equal('1');
    expect(round('2.5', 0)).to.equal('3');
    expect(round('-2.5', 0)).to.equal('-3');
    expect(round('1e-7', 6)).to.equal('0');
    expect(round('1e-7', 7)).to.equal('0.0000001');
  });

  it('rounds with another mode when asked', () => {
    expect(round('1.29', 1, 0)).to.equal('1.2');
    expect(round('2.5', 0, 2)).to.equal('2');
    expect(round('1.21', 1, 3)).to.equal('1.3');
  });

  it('throws InvalidRoundingModeError and InvalidDecimalPlacesError from round', () => {
    expect(() => round('1', 2, 7 as RoundingMode))
      .to.throw(InvalidRoundingModeError)
      .that.includes({ shortMessage: 'Rounding mode 7 is invalid.', rounding: 7 });
    expect(() => round('1', 1.5)).to.throw(InvalidDecimalPlacesError).that.includes({ places: 1.5 });
  });

  it('toFixed pads to the places and never shows -0', () => {
    expect(toFixed('1.5', 3)).to.equal('1.500');
    expect(toFixed('0.125', 2)).to.equal('0.13');
    expect(toFixed('-0.4', 0)).to.equal('0');
    expect(toFixed('-0.004', 2)).to.equal('0.00');
    expect(toFixed('1.29', 1, 0)).to.equal('1.2');
    expect(() => toFixed('1', -1)).to.throw(InvalidDecimalPlacesError);
    expect(() => toFixed('1', 2, 4 as RoundingMode)).to.throw(InvalidRoundingModeError);
  });

  it('compares and tests for zero', () => {
    expect(compare('2', '10')).to.equal(-1);
    expect(compare('1e1', '10.000')).to.equal(0);
    expect(compare('0.30000000000000000001', '0.3')).to.equal(1);
    expect(isZero('-0.000')).to.equal(true);
    expect(isZero('0e10')).to.equal(true);
    expect(isZero('1e-30')).to.equal(false);
    expect(() => compare('1', 'x')).to.throw(InvalidDecimalNumberError, 'Number x is not a valid decimal number.');
  });
});
