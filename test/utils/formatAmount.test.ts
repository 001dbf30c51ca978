import { expect } from 'chai';
import type { Locale } from '../../src/i18n/Catalogue';
import { $locale } from '../../src/stores/locale';
import { formatAmount } from '../../src/utils/formatAmount';
import { formatUnits } from '../../src/utils/formatUnits';
import { formatUsd } from '../../src/utils/formatUsd';

/** Numbers follow the language only (the texts are not needed here). */
const speak = (tag: Locale) => $locale.set({ tag, dir: tag === 'ar' ? 'rtl' : 'ltr', catalogue: undefined });

describe('formatAmount: one rule for token amounts on every screen', () => {
  afterEach(() => speak('en'));

  it('groups thousands and shows 4 decimals, without padded zeros', () => {
    const table: [string | number, string][] = [
      ['0.032333333333333333', '0.0323'],
      ['1234.56789', '1,234.5679'],
      ['10000', '10,000'],
      ['1.5', '1.5'],
      [5, '5'],
      ['0.25', '0.25'],
      [2988.021234, '2,988.0212'],
    ];
    for (const [input, shown] of table) expect(formatAmount(input), String(input)).to.equal(shown);
  });

  it('keeps 3 significant digits below 0.001, up to 6 decimals; below that says "< 0.000001", never 0', () => {
    expect(formatAmount('0.00123456')).to.equal('0.00123');
    expect(formatAmount('0.000334661')).to.equal('0.000335');
    expect(formatAmount('0.0000123')).to.equal('0.000012');
    expect(formatAmount('0.0000001')).to.equal('< 0.000001');
    expect(formatAmount(formatUnits(1n, 18))).to.equal('< 0.000001');
    expect(formatAmount('-0.0000001')).to.equal('> -0.000001');
  });

  it('reads 18-decimal values and huge ones to the last digit, not through a float', () => {
    expect(formatAmount(formatUnits(32899906626436447n, 18))).to.equal('0.0329');
    expect(formatAmount(formatUnits(123456789012345678901234567890n, 18))).to.equal('123,456,789,012.3457');
    // 2^53 + 1 is not a float: a Number would print ...992.
    expect(formatAmount('9007199254740993')).to.equal('9,007,199,254,740,993');
    expect(formatAmount('99999999999999999999.99999')).to.equal('100,000,000,000,000,000,000');
  });

  it('rounds down what is promised and up what is paid, never the other way', () => {
    expect(formatAmount('0.032899906626436447', { round: 'down' })).to.equal('0.0328');
    expect(formatAmount('0.032899906626436447', { round: 'up' })).to.equal('0.0329');
    expect(formatAmount('1.00001', { round: 'up' })).to.equal('1.0001');
    expect(formatAmount('1.99999', { round: 'down' })).to.equal('1.9999');
    expect(formatAmount('1.99999')).to.equal('2');
  });

  it('shows zero, negatives and nonsense plainly', () => {
    expect(formatAmount('0')).to.equal('0');
    expect(formatAmount(0)).to.equal('0');
    expect(formatAmount('-1234.5')).to.equal('-1,234.5');
    expect(formatAmount('abc')).to.equal('0');
    expect(formatAmount('1,000')).to.equal('0');
    expect(formatAmount(undefined)).to.equal('0');
    expect(formatAmount(Number.NaN)).to.equal('0');
  });

  it('takes fixed places where the spec fixes them (activity: 3)', () => {
    expect(formatAmount('1234.56789', { places: 3 })).to.equal('1,234.568');
    expect(formatAmount('0.0004', { places: 3 })).to.equal('< 0.001');
  });

  it('writes the visitor’s language: German, Arabic and Japanese digits and separators', () => {
    speak('de');
    expect([formatAmount('1234567.891234'), formatAmount('0.0000001')]).to.deep.equal(['1.234.567,8912', '< 0,000001']);
    speak('ar');
    // Arabic's digits are whichever the browser's ICU gives 'ar' (Latin in current Chromium); the rule is the same.
    const arabic = new Intl.NumberFormat('ar', { maximumFractionDigits: 4 });
    expect([formatAmount('1234567.891234'), formatAmount('0.0323333')]).to.deep.equal([arabic.format(1234567.891234), arabic.format(0.0323)]);
    expect(formatAmount('0.0000001')).to.equal(`< ${new Intl.NumberFormat('ar', { maximumFractionDigits: 6 }).format(0.000001)}`);
    speak('ja');
    expect([formatAmount('1234567.891234'), formatAmount('0.0323333')]).to.deep.equal(['1,234,567.8912', '0.0323']);
  });
});

describe('formatUsd: dollars, and "< $0.01" for less than a cent', () => {
  afterEach(() => speak('en'));

  it('shows cents, groups thousands, and never shows a tiny value as $0.00', () => {
    const table: [number | string | undefined, string][] = [
      [1234.5, '$1,234.50'],
      ['30007000', '$30,007,000.00'],
      [0.004, '< $0.01'],
      [0.01, '$0.01'],
      [0, '$0.00'],
      ['abc', '$0.00'],
      [undefined, '$0.00'],
      [-2.5, '-$2.50'],
    ];
    for (const [input, shown] of table) expect(formatUsd(input), String(input)).to.equal(shown);
  });

  it('writes the visitor’s language', () => {
    speak('de');
    expect([formatUsd(1234.5), formatUsd(0.001)]).to.deep.equal(['1.234,50\u00a0$', '< 0,01\u00a0$']);
    speak('ja');
    expect(formatUsd(0.001)).to.equal('< $0.01');
    speak('ar');
    expect(formatUsd(1234.5)).to.equal(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(1234.5));
    expect(formatUsd(0.001)).to.match(/^< /);
  });
});
