import { expect } from 'chai';
import { clear, getItem, keys, removeItem, setItem, setStorageBackend } from '../../../src/services/storage/safeStorage';
import { getRecentWallets, addRecentWallet } from '../../../src/services/storage/recentWallets';
import { StorageKeys } from '../../../src/services/storage/storageKeys';
import { getConnectionStatus } from '../../../src/services/storage/connectionPersistence';
import { setConnectionStatus } from '../../../src/services/storage/connectionPersistenceWrites';
import { FullBackend, ownLocalStorageKeys, resetStorage, throwingBackend } from './support';

const KEY = '@wallet-modal/test/a';
const FOREIGN = 'other-lib/session';
const LOOKALIKE = '@wallet-modal-other/session'; // same start, different prefix

describe('safeStorage', () => {
  beforeEach(resetStorage);
  afterEach(() => {
    localStorage.removeItem(FOREIGN);
    localStorage.removeItem(LOOKALIKE);
    resetStorage();
  });

  it('round-trips our keys through window.localStorage by default', () => {
    expect(setItem(KEY, 'value')).to.equal(true);
    expect(localStorage.getItem(KEY)).to.equal('value');
    expect(getItem(KEY)).to.equal('value');
    removeItem(KEY);
    expect(localStorage.getItem(KEY)).to.equal(null);
    expect(getItem(KEY)).to.equal(null);
  });

  it('never reads, writes or removes keys outside the prefix', () => {
    localStorage.setItem(FOREIGN, 'theirs');
    localStorage.setItem(LOOKALIKE, 'theirs too');
    expect(getItem(FOREIGN)).to.equal(null);
    expect(setItem(FOREIGN, 'ours')).to.equal(false);
    expect(setItem('@wallet-modal/', 'bare prefix')).to.equal(false);
    removeItem(FOREIGN);
    removeItem(LOOKALIKE);
    expect(localStorage.getItem(FOREIGN)).to.equal('theirs');
    expect(localStorage.getItem(LOOKALIKE)).to.equal('theirs too');
    expect(localStorage.getItem('@wallet-modal/')).to.equal(null);
  });

  it('lists only our keys, and clear() leaves foreign keys alone', () => {
    localStorage.setItem(FOREIGN, 'theirs');
    localStorage.setItem(LOOKALIKE, 'theirs too');
    setItem(KEY, '1');
    setItem(StorageKeys.WALLET_ID, '"w"');
    expect(keys().sort()).to.deep.equal([KEY, StorageKeys.WALLET_ID].sort());
    clear();
    expect(ownLocalStorageKeys()).to.deep.equal([]);
    expect(keys()).to.deep.equal([]);
    expect(localStorage.getItem(FOREIGN)).to.equal('theirs');
    expect(localStorage.getItem(LOOKALIKE)).to.equal('theirs too');
  });

  it('falls back to memory when every backend method throws, without throwing', () => {
    const backend = throwingBackend();
    setStorageBackend(backend);
    expect(getItem(KEY)).to.equal(null);
    expect(setItem(KEY, 'kept')).to.equal(false); // not durable
    expect(getItem(KEY)).to.equal('kept');
    expect(keys()).to.deep.equal([KEY]);
    removeItem(KEY);
    expect(getItem(KEY)).to.equal(null);
    setItem(KEY, 'again');
    clear();
    expect(keys()).to.deep.equal([]);
    expect(backend.calls).to.be.greaterThan(0); // the backend really was tried
    expect(ownLocalStorageKeys()).to.deep.equal([]); // and the real one never touched
  });

  it('keeps accessors working on a throwing backend', () => {
    setStorageBackend(throwingBackend());
    expect(getRecentWallets()).to.deep.equal([]);
    expect(getConnectionStatus()).to.equal('disconnected');
    addRecentWallet({ id: 'w1', name: 'One' });
    expect(setConnectionStatus('connected')).to.equal(true);
    expect(getRecentWallets()).to.deep.equal([{ id: 'w1', name: 'One' }]);
    expect(getConnectionStatus()).to.equal('connected');
  });

  it('works from memory alone when there is no backend at all', () => {
    setStorageBackend(null);
    expect(setItem(KEY, 'mem')).to.equal(false);
    expect(getItem(KEY)).to.equal('mem');
    expect(ownLocalStorageKeys()).to.deep.equal([]);
  });

  it('keeps a write the full backend refused in memory and drops the stale persisted value', () => {
    const backend = new FullBackend(10);
    setStorageBackend(backend);
    expect(setItem(KEY, 'short')).to.equal(true);
    expect(backend.data.get(KEY)).to.equal('short');
    expect(setItem(KEY, 'much too long for it')).to.equal(false);
    expect(getItem(KEY)).to.equal('much too long for it');
    expect(backend.data.has(KEY)).to.equal(false);
    // A later write that fits goes back to the backend and replaces the memory copy.
    expect(setItem(KEY, 'fits')).to.equal(true);
    expect(backend.data.get(KEY)).to.equal('fits');
    expect(getItem(KEY)).to.equal('fits');
  });

  it('treats a non-string from a broken backend as absent', () => {
    const backend = new FullBackend(100);
    backend.getItem = () => 42 as unknown as string;
    setStorageBackend(backend);
    expect(getItem(KEY)).to.equal(null);
  });

  it('forgets memory values when the backend is replaced', () => {
    setStorageBackend(null);
    setItem(KEY, 'mem');
    setStorageBackend(undefined);
    expect(getItem(KEY)).to.equal(null);
  });
});
