import { expect } from 'chai';
import { CACHE_LIFETIMES, getCachedIdentity, getCachedName, getCachedNativeBalance, getCachedPortfolio, removeCachedLookups, setCachedIdentity, setCachedName, setCachedNativeBalance, setCachedPortfolio } from '../../../src/services/storage/cachedLookups';
import { StorageKeys } from '../../../src/services/storage/storageKeys';
import type { Clock } from '../../../src/services/storage/timedCache';
import type { TokenBalance } from '../../../src/services/storage/lookupShapes';
import { resetStorage } from './support';

const ADDRESS = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';
const OTHER = '0x2222222222222222222222222222222222222222';
const SOLANA = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const T0 = 1_700_000_000_000;
const at = (ms: number): Clock => () => ms;

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: 'https://example.com/usdc.png',
};
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '0.1' },
  iconUrl: '',
};

// One row per cache: its key, lifetime, a value and the accessors.
const caches = [
  { label: 'portfolio', key: StorageKeys.PORTFOLIO_CACHE, lifetime: 30_000, value: [usdc, eth], get: getCachedPortfolio, set: setCachedPortfolio },
  { label: 'native balance', key: StorageKeys.NATIVE_BALANCE_CACHE, lifetime: 30_000, value: { balance: '0.10', symbol: 'ETH' }, get: getCachedNativeBalance, set: setCachedNativeBalance },
  { label: 'name', key: StorageKeys.NAME_CACHE, lifetime: 300_000, value: 'vitalik.reown.id', get: getCachedName, set: setCachedName },
  { label: 'identity', key: StorageKeys.IDENTITY_CACHE, lifetime: 300_000, value: { name: 'vitalik.eth', avatar: null }, get: getCachedIdentity, set: setCachedIdentity },
] as const;

type AnyGet = (address: string, now?: Clock) => unknown;
type AnySet = (address: string, value: unknown, now?: Clock) => boolean;

const stored = (key: string): Record<string, unknown> | null => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('cachedLookups', () => {
  beforeEach(resetStorage);

  it('uses the spec §9 lifetimes', () => {
    expect(CACHE_LIFETIMES).to.deep.equal({ portfolio: 30_000, nativeBalance: 30_000, name: 300_000, identity: 300_000 });
  });

  for (const cache of caches) {
    const get = cache.get as AnyGet;
    const set = cache.set as AnySet;

    describe(cache.label, () => {
      it('round-trips a value keyed by address, with its timestamp', () => {
        expect(get(ADDRESS, at(T0))).to.equal(undefined);
        expect(set(ADDRESS, cache.value, at(T0))).to.equal(true);
        expect(get(ADDRESS, at(T0))).to.deep.equal(cache.value);
        expect(stored(cache.key)).to.deep.equal({ [ADDRESS.toLowerCase()]: { timestamp: T0, value: cache.value } });
      });

      it(`is fresh until ${cache.lifetime - 1} ms and gone (and removed) at ${cache.lifetime} ms`, () => {
        set(ADDRESS, cache.value, at(T0));
        expect(get(ADDRESS, at(T0 + cache.lifetime - 1))).to.deep.equal(cache.value);
        expect(localStorage.getItem(cache.key)).to.not.equal(null);
        expect(get(ADDRESS, at(T0 + cache.lifetime))).to.equal(undefined);
        expect(localStorage.getItem(cache.key)).to.equal(null);
        // Still gone when the clock goes back: the entry was removed, not just hidden.
        expect(get(ADDRESS, at(T0))).to.equal(undefined);
      });

      it('is gone after the lifetime, removing only the expired entry', () => {
        set(ADDRESS, cache.value, at(T0));
        set(OTHER, cache.value, at(T0 + 10));
        expect(get(ADDRESS, at(T0 + cache.lifetime + 1))).to.equal(undefined);
        expect(Object.keys(stored(cache.key) ?? {})).to.deep.equal([OTHER]);
        expect(get(OTHER, at(T0 + cache.lifetime + 1))).to.deep.equal(cache.value);
      });

      it('matches 0x addresses case-insensitively but other addresses exactly', () => {
        set(ADDRESS, cache.value, at(T0));
        expect(get(ADDRESS.toLowerCase(), at(T0))).to.deep.equal(cache.value);
        expect(get(ADDRESS.toUpperCase().replace('0X', '0x'), at(T0))).to.deep.equal(cache.value);
        set(SOLANA, cache.value, at(T0));
        expect(get(SOLANA, at(T0))).to.deep.equal(cache.value);
        expect(get(SOLANA.toLowerCase(), at(T0))).to.equal(undefined);
      });

      it('drops a malformed entry and a future timestamp, keeping the good entries', () => {
        const raw = {
          [OTHER]: { timestamp: T0, value: cache.value },
          [ADDRESS.toLowerCase()]: { timestamp: T0, value: 42 },
          [SOLANA]: { timestamp: T0 + 1, value: cache.value },
          ['__proto__']: { timestamp: T0, value: cache.value },
        };
        localStorage.setItem(cache.key, JSON.stringify(raw));
        expect(localStorage.getItem(cache.key)).to.contain('"__proto__"');
        expect(get(ADDRESS, at(T0))).to.equal(undefined);
        expect(get(SOLANA, at(T0))).to.equal(undefined);
        expect(Object.keys(stored(cache.key) ?? {})).to.deep.equal([OTHER]);
        expect(get(OTHER, at(T0))).to.deep.equal(cache.value);
      });

      it('refuses malformed values and addresses', () => {
        expect(set(ADDRESS, 42, at(T0))).to.equal(false);
        expect(set('', cache.value, at(T0))).to.equal(false);
        expect(set('__proto__', cache.value, at(T0))).to.equal(false);
        expect(localStorage.getItem(cache.key)).to.equal(null);
      });
    });
  }

  it('caches a known absence of a name as null', () => {
    setCachedName(ADDRESS, null, at(T0));
    expect(getCachedName(ADDRESS, at(T0))).to.equal(null);
    expect(getCachedName(OTHER, at(T0))).to.equal(undefined);
  });

  it('removes every lookup of one address', () => {
    for (const cache of caches) (cache.set as AnySet)(ADDRESS, cache.value, at(T0));
    setCachedName(OTHER, 'other.reown.id', at(T0));
    removeCachedLookups(ADDRESS, at(T0));
    for (const cache of caches) expect((cache.get as AnyGet)(ADDRESS, at(T0))).to.equal(undefined);
    expect(getCachedName(OTHER, at(T0))).to.equal('other.reown.id');
  });

  it('drops a well-shaped but oversized name map as a whole', () => {
    const entries: Record<string, unknown> = {};
    for (let i = 0; i < 2000; i++) entries[`0x${i.toString(16).padStart(40, '0')}`] = { timestamp: T0, value: `name${i}` };
    entries[ADDRESS.toLowerCase()] = { timestamp: T0, value: 'kept?' };
    localStorage.setItem(StorageKeys.NAME_CACHE, JSON.stringify(entries));
    expect(getCachedName(ADDRESS, at(T0))).to.equal(undefined);
    expect(localStorage.getItem(StorageKeys.NAME_CACHE)).to.equal(null);
  });

  it('drops a well-shaped but oversized portfolio, and refuses to write one', () => {
    const big = Array.from({ length: 400 }, (_, i) => ({ ...usdc, symbol: `T${i}`, iconUrl: `https://example.com/${'i'.repeat(1500)}` }));
    localStorage.setItem(StorageKeys.PORTFOLIO_CACHE, JSON.stringify({ [ADDRESS.toLowerCase()]: { timestamp: T0, value: big } }));
    expect(getCachedPortfolio(ADDRESS, at(T0))).to.equal(undefined);
    expect(localStorage.getItem(StorageKeys.PORTFOLIO_CACHE)).to.equal(null);
    expect(setCachedPortfolio(ADDRESS, big, at(T0))).to.equal(false);
    expect(localStorage.getItem(StorageKeys.PORTFOLIO_CACHE)).to.equal(null);
    expect(setCachedPortfolio(ADDRESS, big.slice(0, 10), at(T0))).to.equal(true);
    expect(getCachedPortfolio(ADDRESS, at(T0))).to.have.length(10);
  });

  it('keeps only the newest portfolio when two no longer fit together', () => {
    const half = Array.from({ length: 180 }, (_, i) => ({ ...usdc, symbol: `T${i}`, iconUrl: `https://example.com/${'i'.repeat(1500)}` }));
    expect(setCachedPortfolio(OTHER, half, at(T0))).to.equal(true);
    expect(setCachedPortfolio(ADDRESS, half, at(T0 + 1))).to.equal(true);
    expect(getCachedPortfolio(ADDRESS, at(T0 + 1))).to.have.length(180);
    expect(getCachedPortfolio(OTHER, at(T0 + 1))).to.equal(undefined);
  });

  it('keeps at most 20 addresses, dropping the oldest', () => {
    for (let i = 0; i < 25; i++) setCachedName(`0x${i.toString(16).padStart(40, '0')}`, `n${i}`, at(T0 + i));
    const addresses = Object.keys(stored(StorageKeys.NAME_CACHE) ?? {});
    expect(addresses).to.have.length(20);
    expect(getCachedName(`0x${'0'.repeat(40)}`, at(T0 + 25))).to.equal(undefined);
    expect(getCachedName(`0x${(24).toString(16).padStart(40, '0')}`, at(T0 + 25))).to.equal('n24');
  });
});
