// One local on-ramp provider's own origin: its order page and the API the page calls.
//   GET  /buy?{order}            the order page (providerPage.mjs); / shows the same
//   GET  /buy.js, /buy.css, /icon.svg
//   GET  /api/quote?{order}      a quote of this provider (the data service's quote shape)
//   POST /api/orders  {order}    "Pay": the server delivers the tokens on chain -> 201 { order }
//   GET  /api/orders/{id}        -> { order } (status pending -> confirmed | failed)
//   GET  /api/orders?address=0x… -> { orders } this provider delivered to that address, newest first
// {order} is the page URL's fields (orderQuery.mjs): address, network, asset, fiatCurrency,
// fiatAmount, paymentMethod, quoteId, partnerUserId. Errors: 400/503
// { status: 'FAILED', reasons: [{ field, description }] }. Like the data service it records its
// calls (GET /__log) and takes faults (/__faults, faults.mjs), and answers with CORS open.
import { readFile } from 'node:fs/promises';
import { createFaults } from '../faults.mjs';
import { sendJson, serviceHandler } from '../http.mjs';
import { isAddress } from '../units.mjs';
import { orderAnswer } from './deliveries.mjs';
import { readOrder } from './orderQuery.mjs';
import { orderPage, orderProblemPage } from './providerPage.mjs';
import { QuoteError, formatCents } from './pricing.mjs';
import { quoteAnswer } from './quotes.mjs';
import { readJsonBody, sendFailure } from './onrampRoutes.mjs';
// The same page answers as the secure frame's (no caching, no sniffing, no referrer).
import { send } from '../secureFrame/pageResponse.mjs';

const PAGE_DIR = new URL('./page/', import.meta.url);
const ORDER_PATH = /^\/api\/orders\/([A-Za-z0-9_-]{1,64})$/;


const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'",
};

/** The provider's mark: its initial on its colour. */
const iconSvg = (provider) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="${provider.color}"/><text x="32" y="43" text-anchor="middle" font-family="system-ui, sans-serif" font-size="32" font-weight="700" fill="#fff">${provider.name[0]}</text></svg>`;

/** `provider` (providers.mjs), `catalog`, `quotes`, `deliveries` (the shared on-ramp parts). */
export function createProviderServer({ provider, catalog, quotes, deliveries, log }) {
  /** The quote an order is paid at: the one it names, when it is this provider's and the same order; else a new one. */
  function quoteFor(order) {
    if (order.amountCents === null) throw new QuoteError('fiatAmount', 'fiatAmount is required: the amount to pay');
    const named = order.quoteId ? quotes.byId(order.quoteId) : undefined;
    const same =
      named &&
      named.provider.id === provider.id &&
      named.chain.chainId === order.chain.chainId &&
      named.asset.symbol === order.asset.symbol &&
      named.fiat.id === order.fiat.id &&
      named.method.id === order.method.id &&
      named.amountCents === order.amountCents;
    if (same) return named;
    return quotes.make({
      provider: provider.id,
      paymentCurrency: order.fiat.id,
      paymentMethod: order.method.id,
      amount: formatCents(order.amountCents),
      network: `eip155:${order.chain.chainId}`,
      purchaseCurrency: order.asset.symbol,
    });
  }

  function buyPage(res, url) {
    const get = (name) => url.searchParams.get(name);
    let order;
    let quote;
    try {
      order = readOrder(get, catalog);
      if (order.amountCents !== null) quote = quoteFor(order);
    } catch (error) {
      if (!(error instanceof QuoteError)) throw error;
      return send(res, 400, orderProblemPage(provider, error.message), 'text/html; charset=utf-8', PAGE_HEADERS);
    }
    return send(res, 200, orderPage({ provider, order, quote, network: catalog.networkNames(order.chain.chainId) }), 'text/html; charset=utf-8', PAGE_HEADERS);
  }

  async function asset(res, name, type, prefix = '') {
    return send(res, 200, prefix + (await readFile(new URL(name, PAGE_DIR), 'utf8')), type);
  }

  async function route(req, res, url) {
    const { pathname } = url;
    const method = req.method;
    try {
      if ((pathname === '/' || pathname === '/buy') && method === 'GET') return buyPage(res, url);
      if (pathname === '/buy.js' && method === 'GET') return asset(res, 'buy.js', 'text/javascript; charset=utf-8');
      if (pathname === '/buy.css' && method === 'GET') return asset(res, 'buy.css', 'text/css; charset=utf-8', `:root { --brand: ${provider.color}; }\n`);
      if (pathname === '/icon.svg' && method === 'GET') return send(res, 200, iconSvg(provider), 'image/svg+xml');
      if (pathname === '/api/quote' && method === 'GET') {
        const order = readOrder((name) => url.searchParams.get(name), catalog);
        return sendJson(res, 200, quoteAnswer(quoteFor({ ...order, quoteId: null })));
      }
      if (pathname === '/api/orders' && method === 'POST') {
        const body = await readJsonBody(req);
        const order = readOrder((name) => (body[name] === undefined || body[name] === null ? undefined : String(body[name])), catalog);
        const placed = await deliveries.deliver({ quote: quoteFor(order), address: order.address, partnerUserId: order.partnerUserId });
        return sendJson(res, 201, { order: orderAnswer(placed) });
      }
      if (pathname === '/api/orders' && method === 'GET') {
        const address = url.searchParams.get('address') ?? '';
        if (!isAddress(address)) throw new QuoteError('address', 'address must be an EVM address');
        return sendJson(res, 200, { orders: (await deliveries.toAddress(provider.id, address)).map(orderAnswer) });
      }
      const match = ORDER_PATH.exec(pathname);
      if (match && method === 'GET') {
        const order = await deliveries.byId(match[1]);
        if (!order || order.quote.provider.id !== provider.id) return sendJson(res, 404, { status: 'FAILED', reasons: [{ field: 'id', description: `No order ${match[1]} at ${provider.name}` }] });
        return sendJson(res, 200, { order: orderAnswer(order) });
      }
    } catch (error) {
      return sendFailure(res, error);
    }
    return false;
  }

  return serviceHandler(`onramp-${provider.id}`, log, route, { faults: createFaults() });
}
