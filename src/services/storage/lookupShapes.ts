import { isArrayOf, isFiniteNumber, isOptional, isRecord, isText } from './guards';

// Shapes of the cached lookups (spec §3 "Token balance", "Balance result", "Identity").

/** One token of a portfolio (spec §3 token balance); `address` is absent for the native token. */
export interface TokenBalance {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value?: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

/** A native balance as shown in the account button. */
export interface NativeBalance {
  balance: string;
  symbol: string;
}

/** A name-service identity; either part may be missing. */
export interface Identity {
  name: string | null;
  avatar: string | null;
}

/** Tokens per cached portfolio; more is not a real wallet's portfolio. */
export const MAX_PORTFOLIO_TOKENS = 500;

const isString = (value: unknown): value is string => typeof value === 'string' && value.length <= 2048;
const isNullableText = (value: unknown): value is string | null => value === null || isText(value, 2048);

function isTokenBalance(value: unknown): value is TokenBalance {
  return (
    isRecord(value) &&
    isString(value.name) &&
    isString(value.symbol) &&
    isText(value.chainId, 64) &&
    isOptional(value, 'address', (v) => isText(v, 128)) &&
    isOptional(value, 'value', isFiniteNumber) &&
    isFiniteNumber(value.price) &&
    isRecord(value.quantity) &&
    isText(value.quantity.decimals, 8) &&
    isText(value.quantity.numeric, 128) &&
    isString(value.iconUrl)
  );
}

/** A list of token balances. */
export function isPortfolio(value: unknown): value is TokenBalance[] {
  return isArrayOf(value, isTokenBalance, MAX_PORTFOLIO_TOKENS);
}

/** A balance string and its symbol. */
export function isNativeBalance(value: unknown): value is NativeBalance {
  return isRecord(value) && isText(value.balance, 128) && isText(value.symbol, 32);
}

/** A resolved name, or `null` for "looked up, has none". */
export function isCachedName(value: unknown): value is string | null {
  return value === null || isText(value, 256);
}

/** An identity with nullable name and avatar. */
export function isIdentity(value: unknown): value is Identity {
  return isRecord(value) && isNullableText(value.name) && isNullableText(value.avatar);
}
