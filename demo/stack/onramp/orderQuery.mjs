// The order in a provider page's URL: `/buy?address=0x…&network=eip155:8453&asset=USDC
// &fiatCurrency=USD&fiatAmount=100.00&paymentMethod=card&quoteId=q_…&partnerUserId=…`.
// The URL generator writes it; the page (and its server, when the visitor pays) reads it back.
import { caip2, isAddress } from '../units.mjs';
import { DEFAULT_FIAT, DEFAULT_PAYMENT_METHOD } from './providers.mjs';
import { QuoteError, fiatOf, formatCents, parseFiatCents, paymentMethodOf } from './pricing.mjs';

const MAX_PARTNER_ID = 200;

/** `{ address, chain, asset, fiat, method, quote?, partnerUserId? }` -> the query string. */
export function orderQuery({ address, chain, asset, fiat, method, quote, partnerUserId }) {
  const query = new URLSearchParams({ address, network: caip2(chain.chainId), asset: asset.symbol, fiatCurrency: fiat.id, paymentMethod: method.id });
  if (quote) {
    query.set('fiatAmount', formatCents(quote.amountCents));
    query.set('quoteId', quote.id);
  }
  if (typeof partnerUserId === 'string' && partnerUserId) query.set('partnerUserId', partnerUserId.slice(0, MAX_PARTNER_ID));
  return query.toString();
}

/**
 * Reads an order from the page's query (or an order body with the same names); throws a
 * QuoteError naming the first field it cannot use. `fiatAmount` may be absent (amountCents null).
 */
export function readOrder(get, catalog) {
  const address = String(get('address') ?? '');
  if (!isAddress(address)) throw new QuoteError('address', address ? `The address "${address}" is not an EVM address` : 'The order names no address to deliver to');
  if (!get('network')) throw new QuoteError('network', 'The order names no network');
  const chain = catalog.chainOf(get('network'));
  if (!get('asset')) throw new QuoteError('asset', 'The order names no asset to buy');
  const asset = catalog.assetOf(get('asset'), chain.chainId, 'asset');
  const fiat = fiatOf(get('fiatCurrency') || DEFAULT_FIAT);
  const method = paymentMethodOf(get('paymentMethod') || DEFAULT_PAYMENT_METHOD);
  const rawAmount = get('fiatAmount');
  const amountCents = rawAmount === undefined || rawAmount === null || rawAmount === '' ? null : parseFiatCents(rawAmount, 'fiatAmount');
  const partner = get('partnerUserId');
  return {
    address: address.toLowerCase(),
    chain,
    asset,
    fiat,
    method,
    amountCents,
    quoteId: typeof get('quoteId') === 'string' && get('quoteId') ? get('quoteId') : null,
    partnerUserId: typeof partner === 'string' && partner ? partner.slice(0, MAX_PARTNER_ID) : null,
  };
}
