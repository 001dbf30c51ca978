// The deep-link choice keeps the wallet's own link and name: never a pairing URI, whose
// symKey would otherwise rest in storage for any script of the host page to read.
import { expect } from 'chai';
import { getDeepLinkChoice, removeDeepLinkChoice, setDeepLinkChoice } from '../../../src/services/storage/preferences';
import { StorageKeys } from '../../../src/services/storage/storageKeys';

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=5f5e&expiryTimestamp=1700000000';

describe('deep link choice at rest', () => {
  afterEach(() => removeDeepLinkChoice());

  it('refuses a link that carries a pairing URI, encoded or not', () => {
    for (const href of [`metamask://wc?uri=${encodeURIComponent(URI)}`, `https://metamask.app.link/wc?uri=${URI}`, `metamask://wc?uri=${encodeURIComponent(URI).toLowerCase()}`]) {
      expect(setDeepLinkChoice({ href, name: 'MetaMask' }), href).to.equal(false);
    }
    expect(localStorage.getItem(StorageKeys.DEEPLINK_CHOICE)).to.equal(null);
  });

  it('drops an entry an older version left with the pairing URI in it', () => {
    localStorage.setItem(StorageKeys.DEEPLINK_CHOICE, JSON.stringify({ href: `metamask://wc?uri=${encodeURIComponent(URI)}`, name: 'MetaMask' }));
    expect(getDeepLinkChoice()).to.equal(undefined);
    expect(localStorage.getItem(StorageKeys.DEEPLINK_CHOICE)).to.equal(null);
  });

  it('refuses hostile links by the shared rule', () => {
    for (const href of ['\u0001javascript:alert(1)//://', 'java\nscript:alert(1)', '//evil.example/x', 'about:blank']) {
      expect(setDeepLinkChoice({ href, name: 'Evil' }), JSON.stringify(href)).to.equal(false);
    }
  });
});
