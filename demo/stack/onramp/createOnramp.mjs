// The local on-ramp in one object, for startStack.mjs and the data service: two providers
// (providers.mjs: Rampa, fee 1 %, and Onda, fee 2 %), each a page and an API on its own origin
// (providerServer.mjs) that delivers what the visitor buys, on chain, from its own funded
// account (deliveries.mjs); the data service's on-ramp routes (onrampRoutes.mjs); and what the
// history call needs to flag those deliveries as on-ramp purchases.
import { PROVIDERS, providerByDeliveryAddress, providerById } from './providers.mjs';
import { createCatalog } from './catalog.mjs';
import { createDeliveries, fundDeliveryAccounts } from './deliveries.mjs';
import { createOnrampRoutes } from './onrampRoutes.mjs';
import { formatCents } from './pricing.mjs';
import { createProviderServer } from './providerServer.mjs';
import { createQuotes } from './quotes.mjs';

/**
 * `getChains()` → running chains `[{ chainId, rpcUrl }]`; `getTokens()` → `{ [chainId]: tokens }`;
 * `getProviderUrl(id)` → that provider's origin (known once it listens).
 */
export function createOnramp({ getChains, getTokens, getProviderUrl, log }) {
  const catalog = createCatalog({ getChains, getTokens });
  const quotes = createQuotes({ catalog });
  const deliveries = createDeliveries({ getChains });

  /**
   * How the history call reads its `onramp` query: null (absent, '' or 'false': the whole
   * history), a provider id ('rampa', 'onda': that provider's deliveries only) or '*' (any other
   * value, e.g. 'true', 'coinbase' or 'meld': every local provider's deliveries).
   */
  function historyFilter(value) {
    if (value === null || value === undefined || value === '' || value === 'false') return null;
    return providerById(value)?.id ?? '*';
  }

  /**
   * The on-ramp facts of one indexed history record as `address` sees it, or undefined when it
   * is not an on-ramp delivery to that address: `{ provider, providerName, orderId, quoteId,
   * paymentTotal: { amount, currency }, paymentMethod, partnerUserId }` (the order fields are
   * null for a transfer from a delivery account that no order of this run made).
   */
  function deliveryOf(record, address) {
    const provider = providerByDeliveryAddress(record.from);
    if (!provider || record.from === address.toLowerCase()) return undefined;
    if (!record.moves.some((m) => m.from === provider.deliveryAddress && m.to === address.toLowerCase())) return undefined;
    const order = deliveries.byHash(record.hash);
    return {
      provider: provider.id,
      providerName: provider.name,
      orderId: order?.id ?? null,
      quoteId: order?.quote.id ?? null,
      paymentTotal: order ? { amount: formatCents(order.quote.amountCents), currency: order.quote.fiat.id } : null,
      paymentMethod: order?.quote.method.id ?? null,
      partnerUserId: order?.partnerUserId ?? null,
    };
  }

  return {
    /** One server per provider: `{ provider, handler }`. */
    servers: PROVIDERS.map((provider) => ({ provider, handler: createProviderServer({ provider, catalog, quotes, deliveries, log }) })),
    /** The data service's on-ramp routes; false for any other path. */
    route: createOnrampRoutes({ catalog, quotes, getProviderUrl }),
    /** Funds the delivery accounts on one chain (see deliveries.mjs). */
    fund: fundDeliveryAccounts,
    historyFilter,
    deliveryOf,
    /** For the stack info: `[{ id, name, feeRate, url, deliveryAddress }]`. */
    info: () => PROVIDERS.map((p) => ({ id: p.id, name: p.name, feeRate: p.feeRate, url: getProviderUrl(p.id), deliveryAddress: p.deliveryAddress })),
  };
}
