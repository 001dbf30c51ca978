import { expect } from 'chai';
import { InvalidDecimalPlacesError } from '../../src/errors/numberErrors';
import { formatUnits } from '../../src/utils/formatUnits';
import { parseUnits } from '../../src/utils/parseUnits';

describe('formatUnits', () => {
  it('divides by the decimals and drops trailing zeros', () => {
    expect(formatUnits(1500000000000000000n, 18)).to.equal('1.5');
    expect(formatUnits(100n, 2)).to.equal('1');
    expect(formatUnits(0n, 18)).to.equal('0');
    expect(formatUnits(123n, 0)).to.equal('123');
    expect(formatUnits(1n, 6)).to.equal('0.000001');
    expect(formatUnits(123456789012345678901234567890n, 18)).to.equal('123456789012.34567890123456789');
  });

  it('keeps the sign', () => {
    expect(formatUnits(-5n, 3)).to.equal('-0.005');
    expect(formatUnits(-120n, 2)).to.equal('-1.2');
  });

  it('round-trips with parseUnits', () => {
    for (const value of ['0.1', '-42.000001', '1000000', '0.000000000000000001']) {
      expect(formatUnits(parseUnits(value, 18), 18)).to.equal(value);
    }
  });

  it('rejects invalid decimals', () => {
    expect(() => formatUnits(1n, -2)).to.throw(InvalidDecimalPlacesError);
  });
});
