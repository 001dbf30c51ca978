import { expect } from 'chai';
import { addRecentWallet, clearRecentWallets, getRecentWallets, MAX_RECENT_WALLETS } from '../../../src/services/storage/recentWallets';
import { StorageKeys } from '../../../src/services/storage/storageKeys';
import { resetStorage } from './support';

const metamask = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  image_id: '018b2d52-10e9-4158-1fde-a5d5bac5aa00',
  rdns: 'io.metamask',
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: 'https://metamask.io/',
};
const rainbow = { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://' };
const trust = { id: 'trust', name: 'Trust Wallet' };

describe('recentWallets', () => {
  beforeEach(resetStorage);

  it('reads [] when nothing is stored', () => {
    expect(getRecentWallets()).to.deep.equal([]);
  });

  it('round-trips an entry, keeping only set known fields', () => {
    const withExtra = { ...metamask, chains: ['eip155:1'] };
    addRecentWallet(withExtra);
    const expected = {
      id: metamask.id,
      name: 'MetaMask',
      image_id: metamask.image_id,
      rdns: 'io.metamask',
      mobile_link: 'metamask://',
      webapp_link: 'https://metamask.io/',
    };
    expect(getRecentWallets()).to.deep.equal([expected]);
    expect(JSON.parse(localStorage.getItem(StorageKeys.RECENT_WALLETS) ?? 'null')).to.deep.equal([expected]);
  });

  it('puts the newest first and keeps at most 2', () => {
    expect(MAX_RECENT_WALLETS).to.equal(2);
    addRecentWallet(trust);
    addRecentWallet(rainbow);
    expect(getRecentWallets().map((w) => w.id)).to.deep.equal(['rainbow', 'trust']);
    const returned = addRecentWallet(metamask);
    expect(returned.map((w) => w.id)).to.deep.equal([metamask.id, 'rainbow']);
    expect(getRecentWallets().map((w) => w.id)).to.deep.equal([metamask.id, 'rainbow']);
  });

  it('de-duplicates by id, moving a re-added wallet to the front with its new data', () => {
    addRecentWallet(trust);
    addRecentWallet(rainbow);
    addRecentWallet({ ...trust, name: 'Trust' });
    expect(getRecentWallets()).to.deep.equal([{ id: 'trust', name: 'Trust' }, rainbow]);
    addRecentWallet({ ...trust, name: 'Trust' });
    expect(getRecentWallets()).to.deep.equal([{ id: 'trust', name: 'Trust' }, rainbow]);
  });

  it('ignores malformed additions', () => {
    addRecentWallet(trust);
    expect(addRecentWallet({ id: '', name: 'Nameless id' })).to.deep.equal([trust]);
    expect(addRecentWallet({ id: 'x', name: 'Evil', mobile_link: 'javascript:alert(1)' })).to.deep.equal([trust]);
    expect(addRecentWallet(null as never)).to.deep.equal([trust]);
    expect(getRecentWallets()).to.deep.equal([trust]);
  });

  it('clears', () => {
    addRecentWallet(trust);
    clearRecentWallets();
    expect(getRecentWallets()).to.deep.equal([]);
    expect(localStorage.getItem(StorageKeys.RECENT_WALLETS)).to.equal(null);
  });

  it('starts over from a corrupt list when adding', () => {
    localStorage.setItem(StorageKeys.RECENT_WALLETS, '[{"id":1}]');
    expect(addRecentWallet(trust)).to.deep.equal([trust]);
    expect(getRecentWallets()).to.deep.equal([trust]);
  });
});
