import { expect } from 'chai';
import { downloadLinksFor } from '../../src/utils/downloadLinks';

const WALLET = {
  app_store: 'https://apps.apple.com/app/x/id1',
  play_store: 'https://play.google.com/store/apps/details?id=x',
  chrome_store: 'https://chromewebstore.google.com/detail/x',
  homepage: 'https://example.com',
};

describe("downloadLinksFor (the links a visitor's platform can install a wallet from)", () => {
  it("offers a phone only its own system's store", () => {
    expect(downloadLinksFor(WALLET, 'ios')).to.deep.equal([{ kind: 'app_store', href: 'https://apps.apple.com/app/x/id1' }]);
    expect(downloadLinksFor(WALLET, 'android')).to.deep.equal([{ kind: 'play_store', href: 'https://play.google.com/store/apps/details?id=x' }]);
  });

  it("falls back to the wallet's website when it lists nothing (safe) for that store, and to nothing without one", () => {
    expect(downloadLinksFor({ ...WALLET, app_store: null }, 'ios')).to.deep.equal([{ kind: 'homepage', href: 'https://example.com/' }]);
    expect(downloadLinksFor({ ...WALLET, play_store: 'javascript:alert(1)' }, 'android')).to.deep.equal([{ kind: 'homepage', href: 'https://example.com/' }]);
    expect(downloadLinksFor({ chrome_store: WALLET.chrome_store }, 'android')).to.deep.equal([]);
  });

  it('offers a desktop every link, in the usual order', () => {
    expect(downloadLinksFor(WALLET, undefined).map((link) => link.kind)).to.deep.equal(['app_store', 'play_store', 'chrome_store', 'homepage']);
  });
});
