import { expect } from 'chai';
import { clearEmbeddedWalletKeys, getEmailLoginUsed, getEmbeddedEmail, getEmbeddedSocialUsername, getLastEmailLoginTime, getLastUsedChain, getSmartAccountEnabledNetworks, setEmailLoginUsed, setEmbeddedEmail, setEmbeddedSocialUsername, setLastEmailLoginTime, setLastUsedChain, setSmartAccountEnabledNetworks } from '../../../src/services/storage/embeddedWalletKeys';
import { getWalletId, setWalletId } from '../../../src/services/storage/preferences';
import { StorageKeys } from '../../../src/services/storage/storageKeys';
import { ownLocalStorageKeys, resetStorage } from './support';

describe('embeddedWalletKeys', () => {
  beforeEach(resetStorage);

  it('reads the defaults when nothing is stored', () => {
    expect(getEmailLoginUsed()).to.equal(false);
    expect(getEmbeddedEmail()).to.equal(undefined);
    expect(getLastEmailLoginTime()).to.equal(undefined);
    expect(getLastUsedChain()).to.equal(undefined);
    expect(getSmartAccountEnabledNetworks()).to.deep.equal([]);
    expect(getEmbeddedSocialUsername()).to.equal(undefined);
  });

  it('round-trips the email-login-used flag', () => {
    expect(setEmailLoginUsed(true)).to.equal(true);
    expect(localStorage.getItem(StorageKeys.EMBEDDED_EMAIL_LOGIN_USED)).to.equal('true');
    expect(getEmailLoginUsed()).to.equal(true);
    setEmailLoginUsed(false);
    expect(getEmailLoginUsed()).to.equal(false);
    expect(localStorage.getItem(StorageKeys.EMBEDDED_EMAIL_LOGIN_USED)).to.equal('false');
  });

  it('round-trips the email and refuses non-emails', () => {
    expect(setEmbeddedEmail('alice@example.com')).to.equal(true);
    expect(getEmbeddedEmail()).to.equal('alice@example.com');
    expect(setEmbeddedEmail('not an email')).to.equal(false);
    expect(setEmbeddedEmail('')).to.equal(false);
    expect(getEmbeddedEmail()).to.equal('alice@example.com');
  });

  it('round-trips the last email login time', () => {
    expect(setLastEmailLoginTime(1_700_000_000_123)).to.equal(true);
    expect(getLastEmailLoginTime()).to.equal(1_700_000_000_123);
    expect(setLastEmailLoginTime(-1)).to.equal(false);
    expect(setLastEmailLoginTime(Number.NaN)).to.equal(false);
    expect(getLastEmailLoginTime()).to.equal(1_700_000_000_123);
  });

  it('round-trips the last used chain as CAIP-2', () => {
    expect(setLastUsedChain('eip155:137')).to.equal(true);
    expect(getLastUsedChain()).to.equal('eip155:137');
    expect(setLastUsedChain('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).to.equal(true);
    expect(getLastUsedChain()).to.equal('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    expect(setLastUsedChain('137' as never)).to.equal(false);
    expect(getLastUsedChain()).to.equal('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
  });

  it('round-trips the smart-account-enabled networks', () => {
    expect(setSmartAccountEnabledNetworks([1, 137, 8453])).to.equal(true);
    expect(getSmartAccountEnabledNetworks()).to.deep.equal([1, 137, 8453]);
    expect(setSmartAccountEnabledNetworks([1, 1])).to.equal(false);
    expect(setSmartAccountEnabledNetworks([0])).to.equal(false);
    expect(setSmartAccountEnabledNetworks([1.5])).to.equal(false);
    expect(getSmartAccountEnabledNetworks()).to.deep.equal([1, 137, 8453]);
    expect(setSmartAccountEnabledNetworks([])).to.equal(true);
    expect(getSmartAccountEnabledNetworks()).to.deep.equal([]);
  });

  it('round-trips the social username', () => {
    expect(setEmbeddedSocialUsername('alice')).to.equal(true);
    expect(getEmbeddedSocialUsername()).to.equal('alice');
  });

  it('clears only the embedded-wallet keys', () => {
    setEmailLoginUsed(true);
    setEmbeddedEmail('alice@example.com');
    setLastEmailLoginTime(1);
    setLastUsedChain('eip155:1');
    setSmartAccountEnabledNetworks([1]);
    setEmbeddedSocialUsername('alice');
    setWalletId('w');
    clearEmbeddedWalletKeys();
    expect(ownLocalStorageKeys()).to.deep.equal([StorageKeys.WALLET_ID]);
    expect(getWalletId()).to.equal('w');
    expect(getEmailLoginUsed()).to.equal(false);
  });
});
