// Quote arithmetic of the local on-ramp providers, in integers: fiat in cents, tokens in base
// units. What the visitor pays (paymentTotal) = provider fee + network fee + the part that buys
// tokens (paymentSubtotal); tokens = subtotal / price (assets.mjs PRICES, in USD, turned into the
// payment currency at the fixed rate of providers.mjs FIAT), rounded down to the token's units.
import { PRICES } from '../assets.mjs';
import { formatUnits } from '../units.mjs';
import { FIAT, PAYMENT_METHODS, networkFeeCents } from './providers.mjs';

const MICRO = 1_000_000n;

/** A request problem, answered as 400 `{ status: 'FAILED', reasons: [{ field, description }] }`. */
export class QuoteError extends Error {
  constructor(field, description, status = 400) {
    super(description);
    this.field = field;
    this.status = status;
  }
}

/** '100', '12.5', 12.5 or '7500.00' -> cents (bigint); anything else throws a QuoteError. */
export function parseFiatCents(value, field = 'amount') {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    throw new QuoteError(field, value === undefined || value === null || value === '' ? `${field} is required: the fiat amount to pay, e.g. "100.00"` : `${field} must be a fiat amount with at most 2 decimals, e.g. "100.00" (got ${JSON.stringify(value)})`);
  }
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** 9890n -> '98.90' */
export const formatCents = (cents) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

/** '25,000.00' style, for people (the pages); the API answers formatCents. */
export const displayCents = (cents) => `${(cents / 100n).toLocaleString('en-US')}.${(cents % 100n).toString().padStart(2, '0')}`;

const roundHalfUp = (numerator, denominator) => (numerator * 2n + denominator) / (denominator * 2n);
const ceilDiv = (numerator, denominator) => (numerator + denominator - 1n) / denominator;
const priceMicroOf = (symbol) => BigInt(Math.round((PRICES[symbol] ?? 0) * 1e6));

export function paymentMethodOf(id) {
  const method = PAYMENT_METHODS.find((m) => m.id === String(id).toLowerCase());
  if (!method) throw new QuoteError('paymentMethod', `Unknown payment method ${JSON.stringify(id)}: use ${PAYMENT_METHODS.map((m) => `"${m.id}"`).join(' or ')}`);
  return method;
}

export function fiatOf(id) {
  const fiat = FIAT[String(id).toUpperCase()];
  if (!fiat) throw new QuoteError('paymentCurrency', `Unsupported payment currency ${JSON.stringify(id)}: the providers take ${Object.keys(FIAT).join(' and ')}`);
  return fiat;
}

/** Throws a QuoteError when `amountCents` is outside the method's limits (spec §9). */
export function checkLimits(method, fiat, amountCents) {
  const range = `${displayCents(method.minCents)} to ${displayCents(method.maxCents)} ${fiat.id}`;
  if (amountCents < method.minCents) {
    throw new QuoteError('amount', `The amount ${displayCents(amountCents)} ${fiat.id} is below the ${method.name.toLowerCase()} minimum: ${method.name.toLowerCase()} payments take ${range}`);
  }
  if (amountCents > method.maxCents) {
    throw new QuoteError('amount', `The amount ${displayCents(amountCents)} ${fiat.id} is above the ${method.name.toLowerCase()} maximum: ${method.name.toLowerCase()} payments take ${range}`);
  }
}

/**
 * The numbers of one quote. `asset` is `{ symbol, decimals }`; `amountCents` is what the visitor
 * pays. Returns `{ feeCents, networkFeeCents, subtotalCents, units, priceCents }` (priceCents:
 * one whole token in the payment currency, rounded to the cent, for display).
 */
export function priceQuote({ provider, fiat, asset, chainId, amountCents }) {
  const feeCents = roundHalfUp(amountCents * BigInt(provider.feeBps), 10_000n);
  const netCents = networkFeeCents(chainId);
  const subtotalCents = amountCents - feeCents - netCents;
  if (subtotalCents <= 0n) throw new QuoteError('amount', `The amount does not cover the fees (${formatCents(feeCents + netCents)} ${fiat.id})`);
  const priceMicro = priceMicroOf(asset.symbol);
  if (priceMicro <= 0n) throw new QuoteError('purchaseCurrency', `No price for ${asset.symbol}`);
  // tokens = (subtotal in the payment currency) * (USD per unit of it) / (USD per token)
  const units = (subtotalCents * fiat.usdNum * 10n ** BigInt(asset.decimals) * MICRO) / (100n * fiat.usdDen * priceMicro);
  const priceCents = roundHalfUp(priceMicro * fiat.usdDen * 100n, fiat.usdNum * MICRO);
  return { feeCents, networkFeeCents: netCents, subtotalCents, units, priceCents };
}

/** The smallest payment (cents) whose quote delivers at least `units` of the asset. */
export function paymentForUnits({ provider, fiat, asset, chainId, units }) {
  const priceMicro = priceMicroOf(asset.symbol);
  const neededSubtotal = ceilDiv(units * 100n * fiat.usdDen * priceMicro, fiat.usdNum * 10n ** BigInt(asset.decimals) * MICRO);
  const netCents = networkFeeCents(chainId);
  const bps = BigInt(provider.feeBps);
  const delivers = (total) => total - roundHalfUp(total * bps, 10_000n) - netCents >= neededSubtotal;
  let total = ceilDiv((neededSubtotal + netCents) * 10_000n, 10_000n - bps);
  while (!delivers(total)) total += 1n;
  while (total > 1n && delivers(total - 1n)) total -= 1n;
  return total;
}

/** Token base units as the answers show them: '98.9', '0.032966666666666666'. */
export const formatTokenAmount = (units, decimals) => formatUnits(units, decimals);
