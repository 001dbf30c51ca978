// The on-ramp provider's page opens only on the provider's own origin, over https; plain http
// only in local development, where both the provider's page and the host page are on the
// visitor's own machine.
import { expect } from 'chai';
import { checkProviderPage } from '../../src/actions/onramp/checkProviderPage';
import { OnrampPageRefusedError } from '../../src/errors/onrampErrors';
import { errorMessage } from '../../src/i18n/errorMessage';
import type { OnrampProvider } from '../../src/services/onramp/onrampCalls';

const local: OnrampProvider = { id: 'rampa', name: 'Rampa', feeRate: 0.01, iconUrl: '', url: 'http://127.0.0.1:4700' };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('checkProviderPage', () => {
  it('opens a local provider over http for a page on the same machine', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect(checkProviderPage('http://127.0.0.1:4700/buy?a=1', local, host).href).to.equal('http://127.0.0.1:4700/buy?a=1');
    }
  });

  it('refuses an http provider page, even a loopback one, for a deployed page', () => {
    const error = refusal(() => checkProviderPage('http://127.0.0.1:4700/buy', local, 'shop.example'));
    expect(error).to.be.instanceOf(OnrampPageRefusedError);
    expect(errorMessage(error)).to.equal("The buy service gave a page that is not Rampa's, so it was not opened");
  });
});
