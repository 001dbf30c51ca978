import { expect } from 'chai';
import {
  DivisionByZeroError,
  InvalidDecimalNumberError,
  InvalidDecimalPlacesError,
  InvalidRoundingModeError,
} from '../../src/errors/numberErrors';
import { translateBigJsError } from '../../src/utils/translateBigJsError';

describe('translateBigJsError', () => {
  it('maps each big.js message to its typed error, keeping the cause and context', () => {
    const cases = [
      ['[big.js] Division by zero', DivisionByZeroError],
      ['[big.js] Invalid rounding mode', InvalidRoundingModeError],
      ['[big.js] Invalid decimal places', InvalidDecimalPlacesError],
      ['[big.js] Invalid number', InvalidDecimalNumberError],
    ] as const;
    for (const [message, ErrorClass] of cases) {
      const cause = new Error(message);
      const translated = translateBigJsError(cause, { value: 'v', places: 99, rounding: 9 });
      expect(translated, message).to.be.instanceOf(ErrorClass).and.have.property('cause', cause);
    }
    const places = translateBigJsError(new Error('[big.js] Invalid decimal places'), { places: -3 });
    expect(places).to.have.property('places', -3);
    const number = translateBigJsError(new Error('[big.js] Invalid number'), { value: 'abc' });
    expect(number).to.have.property('message', 'Number abc is not a valid decimal number.');
  });

  it('returns other errors unchanged', () => {
    const other = new Error('[big.js] No square root');
    expect(translateBigJsError(other)).to.equal(other);
    expect(translateBigJsError('not an error')).to.equal('not an error');
  });
});
