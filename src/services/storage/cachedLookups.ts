import { isCachedName, isIdentity, isNativeBalance, isPortfolio } from './lookupShapes';
import type { Identity, NativeBalance, TokenBalance } from './lookupShapes';
import { StorageKeys } from './storageKeys';
import { timedCache, type Clock } from './timedCache';

/** Spec §9 cache lifetimes in milliseconds. */
export const CACHE_LIFETIMES = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  name: 300_000,
  identity: 300_000,
} as const;

// Portfolios are the only large lookups; the others are a few short strings per address.
const portfolio = timedCache(StorageKeys.PORTFOLIO_CACHE, CACHE_LIFETIMES.portfolio, isPortfolio, 512 * 1024);
const nativeBalance = timedCache(StorageKeys.NATIVE_BALANCE_CACHE, CACHE_LIFETIMES.nativeBalance, isNativeBalance, 16 * 1024);
const names = timedCache(StorageKeys.NAME_CACHE, CACHE_LIFETIMES.name, isCachedName, 16 * 1024);
const identities = timedCache(StorageKeys.IDENTITY_CACHE, CACHE_LIFETIMES.identity, isIdentity, 64 * 1024);

/** The cached token balances of an address, unless older than 30 s. */
export function getCachedPortfolio(address: string, now: Clock = Date.now): TokenBalance[] | undefined {
  return portfolio.get(address, now);
}

/** Caches an address's token balances; `false` when malformed. */
export function setCachedPortfolio(address: string, balances: TokenBalance[], now: Clock = Date.now): boolean {
  return portfolio.set(address, balances, now);
}

/** The cached native balance of an address, unless older than 30 s. */
export function getCachedNativeBalance(address: string, now: Clock = Date.now): NativeBalance | undefined {
  return nativeBalance.get(address, now);
}

/** Caches an address's native balance; `false` when malformed. */
export function setCachedNativeBalance(address: string, balance: NativeBalance, now: Clock = Date.now): boolean {
  return nativeBalance.set(address, balance, now);
}

/** The cached name-service name (`null`: known to have none), unless older than 300 s. */
export function getCachedName(address: string, now: Clock = Date.now): string | null | undefined {
  return names.get(address, now);
}

/** Caches an address's name, or `null` when it has none; `false` when malformed. */
export function setCachedName(address: string, name: string | null, now: Clock = Date.now): boolean {
  return names.set(address, name, now);
}

/** The cached identity of an address, unless older than 300 s. */
export function getCachedIdentity(address: string, now: Clock = Date.now): Identity | undefined {
  return identities.get(address, now);
}

/** Caches an address's identity; `false` when malformed. */
export function setCachedIdentity(address: string, identity: Identity, now: Clock = Date.now): boolean {
  return identities.set(address, identity, now);
}

/** Drops every cached lookup of one address (e.g. after a transaction changed its balances). */
export function removeCachedLookups(address: string, now: Clock = Date.now): void {
  for (const cache of [portfolio, nativeBalance, names, identities]) cache.remove(address, now);
}
