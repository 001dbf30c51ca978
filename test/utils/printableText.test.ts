import { expect } from 'chai';
import { isPrintableText } from '../../src/utils/printableText';

describe('isPrintableText: a name from a service shown as it is', () => {
  it('takes a plain name and refuses empty, too long, controls and bidi overrides', () => {
    expect(isPrintableText('USD Coin', 64)).to.equal(true);
    expect(isPrintableText('', 64)).to.equal(false);
    expect(isPrintableText('x'.repeat(65), 64)).to.equal(false);
    expect(isPrintableText('USD\u202eCoin', 64)).to.equal(false);
    expect(isPrintableText('USD\nCoin', 64)).to.equal(false);
    expect(isPrintableText(42, 64)).to.equal(false);
  });
});
