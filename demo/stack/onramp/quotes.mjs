// Quotes of the local providers: made from what a client sends (the data service's
// POST /v1/onramp/quote, the URL generator, a provider page), kept in memory by id so an order
// can name the quote it was shown, and answered in the data service's shape.
import { randomBytes } from 'node:crypto';
import { caip2 } from '../units.mjs';
import { DEFAULT_FIAT, DEFAULT_PAYMENT_METHOD, PROVIDERS, providerById } from './providers.mjs';
import { QuoteError, checkLimits, fiatOf, formatCents, formatTokenAmount, parseFiatCents, paymentForUnits, paymentMethodOf, priceQuote } from './pricing.mjs';

const KEEP = 2000;
const idOf = (value) => (typeof value === 'object' && value !== null ? value.id : value);

export function providerOf(value, field = 'provider') {
  if (value === undefined || value === null || value === '') return PROVIDERS[0];
  const provider = providerById(idOf(value));
  if (!provider) throw new QuoteError(field, `Unknown provider ${JSON.stringify(idOf(value))}: the local providers are ${PROVIDERS.map((p) => `"${p.id}"`).join(' and ')}`);
  return provider;
}

/** `catalog` from catalog.mjs. */
export function createQuotes({ catalog }) {
  const kept = new Map(); // id -> quote, oldest first

  function keep(quote) {
    kept.set(quote.id, quote);
    if (kept.size > KEEP) kept.delete(kept.keys().next().value);
    return quote;
  }

  /**
   * A new quote. Every field is read leniently (see catalog.mjs); `amount` is the fiat amount
   * paid, or, with `cryptoAmount` instead, the payment that buys at least that many tokens.
   * Throws a QuoteError for anything it cannot sell (limits included).
   */
  function make({ provider, paymentCurrency, paymentMethod, amount, cryptoAmount, network, purchaseCurrency }) {
    const seller = providerOf(provider);
    const fiat = fiatOf(idOf(paymentCurrency) ?? DEFAULT_FIAT);
    const method = paymentMethodOf(idOf(paymentMethod) ?? DEFAULT_PAYMENT_METHOD);
    const chain = catalog.chainOf(network ?? 'eip155:1');
    const asset = catalog.assetOf(purchaseCurrency ?? 'USDC', chain.chainId);
    let amountCents;
    if ((amount === undefined || amount === null || amount === '') && cryptoAmount !== undefined && cryptoAmount !== null && cryptoAmount !== '') {
      const units = parseTokenUnits(cryptoAmount, asset.decimals);
      amountCents = paymentForUnits({ provider: seller, fiat, asset, chainId: chain.chainId, units });
    } else {
      amountCents = parseFiatCents(amount, 'amount');
    }
    checkLimits(method, fiat, amountCents);
    const numbers = priceQuote({ provider: seller, fiat, asset, chainId: chain.chainId, amountCents });
    return keep({
      id: `q_${randomBytes(12).toString('base64url')}`,
      provider: seller,
      fiat,
      method,
      chain,
      asset,
      amountCents,
      ...numbers,
      createdAt: new Date().toISOString(),
    });
  }

  /** The kept quote with that id, or undefined. */
  const byId = (id) => (typeof id === 'string' ? kept.get(id) : undefined);

  return { make, byId };
}

/** '0.5' (of a token with `decimals`) -> base units; throws a QuoteError. */
export function parseTokenUnits(value, decimals, field = 'presetCryptoAmount') {
  const numeric = typeof value === 'number' && Number.isFinite(value);
  const text = numeric ? (/e/i.test(String(value)) ? value.toFixed(Math.min(decimals, 20)) : String(value)) : String(value ?? '').trim();
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  const fraction = (match?.[2] ?? '').replace(/0+$/, '');
  if (!match || fraction.length > decimals) throw new QuoteError(field, `${field} must be a token amount with at most ${decimals} decimals (got ${JSON.stringify(value)})`);
  const units = BigInt(match[1]) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (units <= 0n) throw new QuoteError(field, `${field} must be more than 0`);
  return units;
}

/** A quote in the data service's shape (and the provider pages' /api/quote). */
export function quoteAnswer(quote) {
  const money = (cents) => ({ amount: formatCents(cents), currency: quote.fiat.id });
  return {
    quoteId: quote.id,
    provider: quote.provider.id,
    paymentTotal: money(quote.amountCents),
    paymentSubtotal: money(quote.subtotalCents),
    purchaseAmount: { amount: formatTokenAmount(quote.units, quote.asset.decimals), currency: quote.asset.symbol },
    networkFee: money(quote.networkFeeCents),
    fees: [{ type: 'provider', provider: quote.provider.id, name: `${quote.provider.name} fee`, rate: quote.provider.feeRate, ...money(quote.feeCents) }],
    price: money(quote.priceCents),
    paymentMethod: quote.method.id,
    purchaseCurrency: quote.asset.symbol,
    network: caip2(quote.chain.chainId),
  };
}
