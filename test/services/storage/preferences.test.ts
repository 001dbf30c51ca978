import { expect } from 'chai';
import { getConnectedSocialProvider, getConnectedSocialUsername, removeConnectedSocialProvider, removeConnectedSocialUsername, setConnectedSocialProvider, setConnectedSocialUsername, SOCIAL_PROVIDERS } from '../../../src/services/storage/socialLogin';
import { getDeepLinkChoice, getPreferredAccountTypes, getWalletId, getWalletName, removeDeepLinkChoice, removeWalletId, removeWalletName, setDeepLinkChoice, setPreferredAccountType, setWalletId, setWalletName } from '../../../src/services/storage/preferences';
import { getSiwxAuthToken, getSiwxNonceToken, removeSiwxAuthToken, removeSiwxNonceToken, setSiwxAuthToken, setSiwxNonceToken } from '../../../src/services/storage/siwxTokens';
import { StorageKeys } from '../../../src/services/storage/storageKeys';
import { resetStorage } from './support';

describe('preferences', () => {
  beforeEach(resetStorage);

  it('keeps one preferred account type per namespace', () => {
    expect(getPreferredAccountTypes()).to.deep.equal({});
    expect(setPreferredAccountType('eip155', 'smartAccount')).to.equal(true);
    expect(setPreferredAccountType('solana', 'eoa')).to.equal(true);
    expect(setPreferredAccountType('bip122', 'payment')).to.equal(true);
    expect(getPreferredAccountTypes()).to.deep.equal({ eip155: 'smartAccount', solana: 'eoa', bip122: 'payment' });
    expect(setPreferredAccountType('eip155', 'eoa')).to.equal(true);
    expect(getPreferredAccountTypes()).to.deep.equal({ eip155: 'eoa', solana: 'eoa', bip122: 'payment' });
  });

  it('refuses account types that do not fit the namespace', () => {
    expect(setPreferredAccountType('eip155', 'payment')).to.equal(false);
    expect(setPreferredAccountType('bip122', 'eoa')).to.equal(false);
    expect(setPreferredAccountType('nope' as never, 'eoa')).to.equal(false);
    expect(getPreferredAccountTypes()).to.deep.equal({});
  });

  it('round-trips the deep link choice and refuses script links', () => {
    expect(getDeepLinkChoice()).to.equal(undefined);
    expect(setDeepLinkChoice({ href: 'metamask://', name: 'MetaMask' })).to.equal(true);
    expect(getDeepLinkChoice()).to.deep.equal({ href: 'metamask://', name: 'MetaMask' });
    expect(setDeepLinkChoice({ href: 'https://link.trustwallet.com', name: 'Trust' })).to.equal(true);
    expect(getDeepLinkChoice()).to.deep.equal({ href: 'https://link.trustwallet.com', name: 'Trust' });
    expect(setDeepLinkChoice({ href: 'javascript:alert(1)', name: 'Evil' })).to.equal(false);
    expect(setDeepLinkChoice({ href: 'not a url', name: 'Bad' })).to.equal(false);
    expect(getDeepLinkChoice()).to.deep.equal({ href: 'https://link.trustwallet.com', name: 'Trust' });
    removeDeepLinkChoice();
    expect(getDeepLinkChoice()).to.equal(undefined);
  });

  // The plain string items: getter, setter, remover, key.
  const stringItems = [
    { label: 'wallet id', key: StorageKeys.WALLET_ID, get: getWalletId, set: setWalletId, remove: removeWalletId, value: 'c57ca95b47569778' },
    { label: 'wallet name', key: StorageKeys.WALLET_NAME, get: getWalletName, set: setWalletName, remove: removeWalletName, value: 'MetaMask' },
    { label: 'social username', key: StorageKeys.CONNECTED_SOCIAL_USERNAME, get: getConnectedSocialUsername, set: setConnectedSocialUsername, remove: removeConnectedSocialUsername, value: '@alice' },
    { label: 'SIWX auth token', key: StorageKeys.SIWX_AUTH_TOKEN, get: getSiwxAuthToken, set: setSiwxAuthToken, remove: removeSiwxAuthToken, value: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig' },
    { label: 'SIWX nonce token', key: StorageKeys.SIWX_NONCE_TOKEN, get: getSiwxNonceToken, set: setSiwxNonceToken, remove: removeSiwxNonceToken, value: 'nonce-123' },
  ];
  for (const item of stringItems) {
    it(`round-trips the ${item.label}`, () => {
      expect(item.get()).to.equal(undefined);
      expect(item.set(item.value)).to.equal(true);
      expect(localStorage.getItem(item.key)).to.equal(JSON.stringify(item.value));
      expect(item.get()).to.equal(item.value);
      expect(item.set('')).to.equal(false);
      expect(item.set('x'.repeat(10_000))).to.equal(false);
      expect(item.get()).to.equal(item.value);
      item.remove();
      expect(item.get()).to.equal(undefined);
      expect(localStorage.getItem(item.key)).to.equal(null);
    });
  }

  it('refuses SIWX tokens with whitespace', () => {
    expect(setSiwxAuthToken('has space')).to.equal(false);
    expect(setSiwxNonceToken('line\nbreak')).to.equal(false);
  });

  it('round-trips every social provider and refuses unknown ones', () => {
    expect(getConnectedSocialProvider()).to.equal(undefined);
    for (const provider of SOCIAL_PROVIDERS) {
      expect(setConnectedSocialProvider(provider)).to.equal(true);
      expect(getConnectedSocialProvider()).to.equal(provider);
    }
    expect(setConnectedSocialProvider('myspace' as never)).to.equal(false);
    expect(getConnectedSocialProvider()).to.equal('farcaster');
    removeConnectedSocialProvider();
    expect(getConnectedSocialProvider()).to.equal(undefined);
  });
});
