import { expect } from 'chai';
import { addRecentWallet, getRecentWallets } from '../../../src/services/storage/recentWallets';
import { clear } from '../../../src/services/storage/safeStorage';
import { connectedConnectorIdKey, StorageKeys } from '../../../src/services/storage/storageKeys';
import { getActiveCaipNetworkId, getActiveNamespace, getConnectedConnectorId, getConnectedNamespaces, getConnectionStatus } from '../../../src/services/storage/connectionPersistence';
import { setActiveCaipNetworkId, setConnectionStatus } from '../../../src/services/storage/connectionPersistenceWrites';
import { getCachedIdentity, getCachedName, getCachedNativeBalance, getCachedPortfolio } from '../../../src/services/storage/cachedLookups';
import { getConnectedSocialProvider, getConnectedSocialUsername } from '../../../src/services/storage/socialLogin';
import { getConnections } from '../../../src/services/storage/connections';
import { getDeepLinkChoice, getLegalAccepted, getPreferredAccountTypes, getWalletId, getWalletName } from '../../../src/services/storage/preferences';
import { getEmailLoginUsed, getEmbeddedEmail, getEmbeddedSocialUsername, getLastEmailLoginTime, getLastUsedChain, getSmartAccountEnabledNetworks } from '../../../src/services/storage/embeddedWalletKeys';
import { getSiwxAuthToken, getSiwxNonceToken } from '../../../src/services/storage/siwxTokens';
import { getSiwxSession } from '../../../src/services/storage/siwxSession';
import { getPendingTransactions } from '../../../src/services/storage/pendingTransactions';
import { ownLocalStorageKeys, resetStorage } from './support';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const NOW = 1_700_000_000_000;
const now = (): number => NOW;
const wallet = (id: string) => ({ id, name: id });
const record = { accounts: [ADDRESS], chainId: 1, connector: { id: 'i', name: 'n', type: 't', uid: 'u' } };

// Every key, its start-up read, the default that read must fall back to, and values of the wrong shape.
const cases: { key: string; read: () => unknown; fallback: unknown; wrong: unknown[] }[] = [
  {
    key: StorageKeys.RECENT_WALLETS,
    read: getRecentWallets,
    fallback: [],
    wrong: [42, { id: 'a', name: 'b' }, [{ id: 1, name: 'x' }], [{ id: 'a' }], [wallet('a'), wallet('b'), wallet('c')],
      [wallet('a'), wallet('a')], [{ id: 'a', name: 'A', mobile_link: 'javascript:alert(1)' }], [null]],
  },
  { key: StorageKeys.CONNECTED_NAMESPACES, read: getConnectedNamespaces, fallback: [], wrong: ['eip155,foo', 'eip155,eip155', '', ['eip155'], 42] },
  { key: StorageKeys.ACTIVE_NAMESPACE, read: getActiveNamespace, fallback: undefined, wrong: ['ethereum', 42, ['eip155']] },
  {
    key: StorageKeys.ACTIVE_CAIP_NETWORK_ID,
    read: getActiveCaipNetworkId,
    fallback: undefined,
    wrong: ['eip155', 'eip1551', 'foo:1', 'eip155:', ':1', 'eip155:1:2', `eip155:${'1'.repeat(33)}`, 1],
  },
  { key: StorageKeys.CONNECTION_STATUS, read: getConnectionStatus, fallback: 'disconnected', wrong: ['online', 'CONNECTED', 1, true] },
  { key: connectedConnectorIdKey('eip155'), read: () => getConnectedConnectorId('eip155'), fallback: undefined, wrong: ['', 42, {}] },
  {
    key: StorageKeys.CONNECTIONS,
    read: () => getConnections('eip155'),
    fallback: [],
    wrong: [42, [], [record], { eip155: [] }, { foo: [record] }, { eip155: [{ ...record, accounts: [] }] }, { eip155: [{ ...record, chainId: -1 }] }],
  },
  { key: StorageKeys.PREFERRED_ACCOUNT_TYPES, read: getPreferredAccountTypes, fallback: {}, wrong: [42, [], { eip155: 'payment' }, { foo: 'eoa' }, { bip122: 'eoa' }] },
  { key: StorageKeys.CONNECTED_SOCIAL_PROVIDER, read: getConnectedSocialProvider, fallback: undefined, wrong: ['myspace', 'Google', 1] },
  { key: StorageKeys.CONNECTED_SOCIAL_USERNAME, read: getConnectedSocialUsername, fallback: undefined, wrong: ['', 42, ['a']] },
  {
    key: StorageKeys.DEEPLINK_CHOICE,
    read: getDeepLinkChoice,
    fallback: undefined,
    wrong: [42, 'metamask://', { href: 'metamask://' }, { href: 'javascript:alert(1)', name: 'x' }, { href: 'no url', name: 'x' }],
  },
  { key: StorageKeys.WALLET_ID, read: getWalletId, fallback: undefined, wrong: [42, '', { id: 'a' }] },
  { key: StorageKeys.WALLET_NAME, read: getWalletName, fallback: undefined, wrong: [42, '', {}] },
  { key: StorageKeys.LEGAL_ACCEPTED, read: getLegalAccepted, fallback: false, wrong: [false, 'true', 1, {}, [true]] },
  { key: StorageKeys.SIWX_AUTH_TOKEN, read: getSiwxAuthToken, fallback: undefined, wrong: [42, '', 'has space', { token: 'a' }] },
  { key: StorageKeys.SIWX_NONCE_TOKEN, read: getSiwxNonceToken, fallback: undefined, wrong: [42, '', 'tab\there'] },
  {
    key: StorageKeys.SIWX_SESSION,
    read: getSiwxSession,
    fallback: undefined,
    wrong: [42, 'token', { address: ADDRESS }, { address: ADDRESS, caipNetworkId: 'eip155:1', namespace: 'eip155', message: 'm', signature: 's', expiresAt: 'later' }],
  },
  {
    key: StorageKeys.PENDING_TRANSACTIONS,
    read: getPendingTransactions,
    fallback: [],
    wrong: [42, {}, [{ id: 42 }], [{ id: '0x1', caipNetworkId: 'eip155:1', from: ADDRESS, nonce: -1 }], Array.from({ length: 100 }, (_, i) => ({ id: `0x${i}`, caipNetworkId: 'eip155:1', from: ADDRESS }))],
  },
  {
    key: StorageKeys.PORTFOLIO_CACHE,
    read: () => getCachedPortfolio(ADDRESS, now),
    fallback: undefined,
    wrong: [42, [], 'x', [{ [ADDRESS]: { timestamp: NOW, value: [] } }]],
  },
  { key: StorageKeys.NATIVE_BALANCE_CACHE, read: () => getCachedNativeBalance(ADDRESS, now), fallback: undefined, wrong: [42, [], 'x', true] },
  { key: StorageKeys.NAME_CACHE, read: () => getCachedName(ADDRESS, now), fallback: undefined, wrong: [42, [], 'x'] },
  { key: StorageKeys.IDENTITY_CACHE, read: () => getCachedIdentity(ADDRESS, now), fallback: undefined, wrong: [42, [], 'x'] },
  { key: StorageKeys.EMBEDDED_EMAIL_LOGIN_USED, read: getEmailLoginUsed, fallback: false, wrong: ['true', 1, {}] },
  { key: StorageKeys.EMBEDDED_EMAIL, read: getEmbeddedEmail, fallback: undefined, wrong: ['not-an-email', '', 42] },
  { key: StorageKeys.EMBEDDED_LAST_EMAIL_LOGIN_TIME, read: getLastEmailLoginTime, fallback: undefined, wrong: ['yesterday', -1, 1.5, {}] },
  { key: StorageKeys.EMBEDDED_LAST_USED_CHAIN, read: getLastUsedChain, fallback: undefined, wrong: ['eip155', '1', 1, 'bitcoin:1'] },
  {
    key: StorageKeys.EMBEDDED_SMART_ACCOUNT_ENABLED_NETWORKS,
    read: getSmartAccountEnabledNetworks,
    fallback: [],
    wrong: ['1,137', [1, 1], [0], ['1'], [1.5], 42, Array.from({ length: 65 }, (_, i) => i + 1)],
  },
  { key: StorageKeys.EMBEDDED_SOCIAL_USERNAME, read: getEmbeddedSocialUsername, fallback: undefined, wrong: [42, '', null] },
];

// Corrupt for every key: not JSON, JSON null, and a huge (but valid JSON) string.
const HUGE = JSON.stringify('x'.repeat(1_000_000));
const corruptForAll = ['{not json', 'null', '', 'undefined', HUGE];

const FOREIGN = { 'other-lib/recentWallets': '{not json', '@wallet-modal-other/walletId': '"theirs"', walletId: 'null' };

describe('corrupt stored values', () => {
  beforeEach(() => {
    resetStorage();
    for (const [key, value] of Object.entries(FOREIGN)) localStorage.setItem(key, value);
  });
  afterEach(() => {
    for (const key of Object.keys(FOREIGN)) localStorage.removeItem(key);
  });

  it('covers every storage key', () => {
    const covered = new Set(cases.map((c) => c.key));
    for (const key of Object.values(StorageKeys)) expect(covered.has(key), key).to.equal(true);
  });

  for (const c of cases) {
    it(`drops corrupt or wrongly shaped ${c.key} and reads the default`, () => {
      const raws = [...corruptForAll, ...c.wrong.map((value) => JSON.stringify(value))];
      for (const raw of raws) {
        localStorage.setItem(c.key, raw);
        const label = `${c.key} = ${raw.slice(0, 60)}`;
        expect(() => c.read(), label).to.not.throw();
        localStorage.setItem(c.key, raw);
        expect(c.read(), label).to.deep.equal(c.fallback);
        expect(localStorage.getItem(c.key), label).to.equal(null);
      }
      for (const [key, value] of Object.entries(FOREIGN)) expect(localStorage.getItem(key)).to.equal(value);
    });
  }

  it('lets a start-up with every key corrupt read defaults, then write again', () => {
    for (const [index, c] of cases.entries()) localStorage.setItem(c.key, corruptForAll[index % corruptForAll.length] ?? '');
    for (const c of cases) expect(c.read(), c.key).to.deep.equal(c.fallback);
    expect(ownLocalStorageKeys()).to.deep.equal([]);
    expect(addRecentWallet(wallet('w'))).to.deep.equal([wallet('w')]);
    expect(setConnectionStatus('connected')).to.equal(true);
    expect(setActiveCaipNetworkId('eip155:1')).to.equal(true);
    expect(getRecentWallets()).to.deep.equal([wallet('w')]);
    expect(getConnectionStatus()).to.equal('connected');
    expect(getActiveCaipNetworkId()).to.equal('eip155:1');
  });

  it('leaves foreign keys in place when ours are cleared', () => {
    setConnectionStatus('connected');
    addRecentWallet(wallet('w'));
    clear();
    expect(ownLocalStorageKeys()).to.deep.equal([]);
    for (const [key, value] of Object.entries(FOREIGN)) expect(localStorage.getItem(key)).to.equal(value);
  });
});
