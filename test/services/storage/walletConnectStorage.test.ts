import { expect } from 'chai';
import { clear, setItem, setStorageBackend } from '../../../src/services/storage/safeStorage';
import { StorageKeys } from '../../../src/services/storage/storageKeys';
import { WALLET_CONNECT_KEY_PREFIX, WalletConnectStorage } from '../../../src/services/storage/walletConnectStorage';
import { FullBackend, ownLocalStorageKeys, resetStorage, throwingBackend } from './support';

// Keys as the SDK writes them (customStoragePrefix 'wallet-modal').
const SESSION = 'wc@2:client:0.3:wallet-modal//session';
const KEYCHAIN = 'wc@2:core:0.3:wallet-modal//keychain';
const THEIRS = 'wc@2:client:0.3//session'; // a host page's own WalletConnect SDK

describe('WalletConnectStorage (the WalletConnect SDK over our storage)', () => {
  beforeEach(resetStorage);
  afterEach(() => {
    localStorage.removeItem(THEIRS);
    resetStorage();
  });

  it('round-trips JSON values under our prefix, in localStorage by default', async () => {
    const storage = new WalletConnectStorage();
    const session = [{ topic: 'a'.repeat(64), expiry: 1_900_000_000, acknowledged: true, peer: { metadata: { name: 'W' } } }];
    await storage.setItem(SESSION, session);
    await storage.setItem(KEYCHAIN, { key: 'value' });
    await storage.setItem('a-string', 'plain');
    expect(localStorage.getItem(WALLET_CONNECT_KEY_PREFIX + SESSION)).to.equal(JSON.stringify(session));
    expect(await storage.getItem(SESSION)).to.deep.equal(session);
    expect(await storage.getItem('a-string')).to.equal('plain');
    expect(await storage.getItem('absent')).to.equal(undefined);
    expect((await storage.getKeys()).sort()).to.deep.equal(['a-string', KEYCHAIN, SESSION].sort());
    expect(await storage.getEntries()).to.deep.include.members([[KEYCHAIN, { key: 'value' }]]);
    await storage.removeItem(SESSION);
    expect(await storage.getItem(SESSION)).to.equal(undefined);
    expect(localStorage.getItem(WALLET_CONNECT_KEY_PREFIX + SESSION)).to.equal(null);
  });

  it('keeps BigInts', async () => {
    const storage = new WalletConnectStorage();
    await storage.setItem('ids', { id: 1234567890123456789012n, list: [1n, -2n], small: 5 });
    expect(await storage.getItem('ids')).to.deep.equal({ id: 1234567890123456789012n, list: [1n, -2n], small: 5 });
  });

  it('never sees, changes or lists keys that are not its own', async () => {
    localStorage.setItem(THEIRS, '"host page"');
    setItem(StorageKeys.WALLET_ID, '"our other key"');
    const storage = new WalletConnectStorage();
    expect(await storage.getKeys()).to.deep.equal([]);
    await storage.setItem(THEIRS, 'ours');
    expect(localStorage.getItem(THEIRS)).to.equal('"host page"');
    expect(await storage.getKeys()).to.deep.equal([THEIRS]);
    await storage.removeItem(THEIRS);
    expect(localStorage.getItem(THEIRS)).to.equal('"host page"');
    expect(localStorage.getItem(StorageKeys.WALLET_ID)).to.equal('"our other key"');
  });

  it('drops an unreadable value instead of handing it to the SDK', async () => {
    localStorage.setItem(WALLET_CONNECT_KEY_PREFIX + SESSION, '{not json');
    const storage = new WalletConnectStorage();
    expect(await storage.getItem(SESSION)).to.equal(undefined);
    expect(localStorage.getItem(WALLET_CONNECT_KEY_PREFIX + SESSION)).to.equal(null);
    localStorage.setItem(WALLET_CONNECT_KEY_PREFIX + KEYCHAIN, '{not json either');
    expect(await storage.getEntries()).to.deep.equal([]);
  });

  it('resolves, keeping values in memory, where storage is denied', async () => {
    const denied = throwingBackend();
    setStorageBackend(denied);
    const storage = new WalletConnectStorage();
    await storage.setItem(SESSION, [{ topic: 't' }]);
    expect(await storage.getItem(SESSION)).to.deep.equal([{ topic: 't' }]);
    expect(await storage.getKeys()).to.deep.equal([SESSION]);
    expect(await storage.getEntries()).to.deep.equal([[SESSION, [{ topic: 't' }]]]);
    await storage.removeItem(SESSION);
    expect(await storage.getItem(SESSION)).to.equal(undefined);
    expect(denied.calls).to.be.greaterThan(0);
  });

  it('resolves when storage is full (the value lives in memory) and when a value cannot be stored', async () => {
    setStorageBackend(new FullBackend(10));
    const storage = new WalletConnectStorage();
    await storage.setItem(SESSION, { big: 'x'.repeat(100) });
    expect(await storage.getItem(SESSION)).to.deep.equal({ big: 'x'.repeat(100) });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await storage.setItem(SESSION, cyclic);
    expect(await storage.getItem(SESSION)).to.equal(undefined);
  });

  it('is emptied with the rest of our keys by clear()', async () => {
    const storage = new WalletConnectStorage();
    await storage.setItem(SESSION, []);
    clear();
    expect(await storage.getKeys()).to.deep.equal([]);
    expect(ownLocalStorageKeys()).to.deep.equal([]);
  });
});
