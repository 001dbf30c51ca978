// The data service's on-ramp routes (data-services.md "on-ramp" rows; spec §3, §7, §9), answered
// by the two local providers:
//   GET  /v1/onramp/options          { paymentCurrencies, purchaseCurrencies }
//   GET  /v1/onramp/providers        { providers: [{ id, name, feeRate, feeRange, url, iconUrl, paymentMethods }] }  (our extension)
//   POST /v1/onramp/quote            one provider's quote (quotes.mjs quoteAnswer)
//   POST /v1/generators/onrampurl    { url } of the chosen provider's page with the order in its query
// Every call needs projectId, st and sv like the other routes; a request the providers cannot
// serve answers 400 { status: 'FAILED', reasons: [{ field, description }] }. The generator's body
// is held to the hosted one's types (readGeneratorBody), which refuses with plain text.
import { isAddress } from '../units.mjs';
import { missingParams, missingParamsMessage, readBody, sendJson } from '../http.mjs';
import { DEFAULT_FIAT, DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, PROVIDERS } from './providers.mjs';
import { QuoteError, fiatOf, paymentMethodOf } from './pricing.mjs';
import { providerOf, quoteAnswer } from './quotes.mjs';
import { orderQuery } from './orderQuery.mjs';

const REQUIRED_PARAMS = ['projectId', 'st', 'sv'];

export function sendFailure(res, error) {
  if (!(error instanceof QuoteError)) throw error;
  return sendJson(res, error.status, { status: 'FAILED', reasons: [{ field: error.field, description: error.message }] });
}

export async function readJsonBody(req) {
  const text = await readBody(req);
  try {
    const body = JSON.parse(text || 'null');
    if (body && typeof body === 'object' && !Array.isArray(body)) return body;
  } catch {
    // answered below
  }
  throw new QuoteError('body', 'The body must be a JSON object');
}

// The hosted generator deserializes its body by hand and answers any failure with this text,
// braces included (reown-com/blockchain-api, handlers/generators/onrampurl.rs).
const GENERATOR_REFUSAL = 'Error deserializing request body: {}';
const isWhole = (value) => Number.isSafeInteger(value) && value >= 0;
const isOptional = (value, check) => value === undefined || value === null || check(value);

function sendText(res, status, text) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/**
 * The generator's body as the hosted one takes it, or null where it refuses it: wallets with
 * a string address, a string partnerUserId, whole-number preset amounts (usize: not text, not
 * fractions), and `defaultExperience` 'buy' or 'send'. Other fields (ours: provider, payment,
 * quote) pass.
 */
async function readGeneratorBody(req) {
  let body;
  try {
    body = JSON.parse(await readBody(req));
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const wallets = body.destinationWallets;
  const walletsFit = Array.isArray(wallets) && wallets.every((w) => w && typeof w === 'object' && !Array.isArray(w) && typeof w.address === 'string');
  const fits =
    walletsFit &&
    typeof body.partnerUserId === 'string' &&
    isOptional(body.presetFiatAmount, isWhole) &&
    isOptional(body.presetCryptoAmount, isWhole) &&
    isOptional(body.defaultExperience, (value) => value === 'buy' || value === 'send') &&
    isOptional(body.defaultNetwork, (value) => typeof value === 'string');
  return fits ? body : null;
}

/** What the providers list says of one provider; `url` is its page's origin. */
export function providerEntry(provider, url) {
  return {
    id: provider.id,
    name: provider.name,
    feeRate: provider.feeRate,
    feeRange: `${provider.feeBps / 100}%`,
    url,
    iconUrl: `${url}/icon.svg`,
    paymentMethods: PAYMENT_METHODS.map((m) => m.id),
  };
}

/**
 * `catalog` (catalog.mjs), `quotes` (quotes.mjs), `getProviderUrl(id)` → that provider's origin.
 * `route(req, res, url)` answers the four routes and returns false for any other path.
 */
export function createOnrampRoutes({ catalog, quotes, getProviderUrl }) {
  const handlers = {
    'GET /v1/onramp/options': (req, res) => sendJson(res, 200, catalog.options()),

    'GET /v1/onramp/providers': (req, res) => sendJson(res, 200, { providers: PROVIDERS.map((p) => providerEntry(p, getProviderUrl(p.id))) }),

    async 'POST /v1/onramp/quote'(req, res) {
      const body = await readJsonBody(req);
      const quote = quotes.make({
        provider: body.provider,
        paymentCurrency: body.paymentCurrency,
        paymentMethod: body.paymentMethod,
        amount: body.amount,
        network: body.network,
        purchaseCurrency: body.purchaseCurrency,
      });
      return sendJson(res, 200, quoteAnswer(quote));
    },

    async 'POST /v1/generators/onrampurl'(req, res) {
      const body = await readGeneratorBody(req);
      if (!body) return sendText(res, 400, GENERATOR_REFUSAL);
      const wallet = body.destinationWallets[0];
      if (!wallet) throw new QuoteError('destinationWallets', 'destinationWallets needs one wallet: [{ address, blockchains, assets }]');
      if (!isAddress(wallet.address)) throw new QuoteError('destinationWallets', `The local providers deliver to EVM addresses (0x and 40 hex digits), got ${JSON.stringify(wallet.address ?? null)}`);
      const given = (value) => value !== undefined && value !== null && value !== '';
      const presets = given(body.presetFiatAmount) || given(body.presetCryptoAmount);
      const earlier = given(body.quoteId) ? quotes.byId(body.quoteId) : undefined;
      if (given(body.quoteId) && !earlier) throw new QuoteError('quoteId', `Unknown quote ${JSON.stringify(body.quoteId)}`);
      let order;
      if (earlier && !presets) {
        // The order of a quote the visitor saw (our extension): that provider, network, asset and amount.
        order = { provider: earlier.provider, chain: earlier.chain, asset: earlier.asset, fiat: earlier.fiat, method: earlier.method, quote: earlier };
      } else {
        const provider = providerOf(body.provider ?? earlier?.provider.id);
        const chain = catalog.chainOf(body.defaultNetwork ?? (Array.isArray(wallet.blockchains) ? wallet.blockchains[0] : undefined) ?? earlier?.chain.chainId ?? 'eip155:1', 'defaultNetwork');
        const asset = catalog.assetOf((Array.isArray(wallet.assets) ? wallet.assets[0] : undefined) ?? earlier?.asset.symbol ?? 'USDC', chain.chainId, 'destinationWallets');
        const fiat = fiatOf(body.paymentCurrency ?? earlier?.fiat.id ?? DEFAULT_FIAT);
        const method = paymentMethodOf(body.paymentMethod ?? earlier?.method.id ?? DEFAULT_PAYMENT_METHOD);
        // A quote only when the amount is known; without one the page asks the visitor for it.
        const quote = presets
          ? quotes.make({
              provider, paymentCurrency: fiat.id, paymentMethod: method.id, network: `eip155:${chain.chainId}`, purchaseCurrency: asset.symbol,
              amount: given(body.presetFiatAmount) ? body.presetFiatAmount : undefined,
              cryptoAmount: given(body.presetFiatAmount) ? undefined : body.presetCryptoAmount,
            })
          : undefined;
        order = { provider, chain, asset, fiat, method, quote };
      }
      const { provider } = order;
      const query = orderQuery({ ...order, address: wallet.address, partnerUserId: body.partnerUserId });
      return sendJson(res, 200, { url: `${getProviderUrl(provider.id)}/buy?${query}` });
    },
  };

  return async function route(req, res, url) {
    const isOnramp = url.pathname.startsWith('/v1/onramp/') || url.pathname === '/v1/generators/onrampurl';
    if (!isOnramp) return false;
    const handler = handlers[`${req.method} ${url.pathname}`];
    if (!handler) {
      const known = Object.keys(handlers).find((key) => key.endsWith(` ${url.pathname}`));
      return sendJson(res, known ? 405 : 404, { status: known ? 405 : 404, error: known ? 'Method not allowed' : `No route for ${req.method} ${url.pathname}` });
    }
    const missing = missingParams(url.searchParams, REQUIRED_PARAMS);
    if (missing.length) return sendJson(res, 400, { status: 400, error: missingParamsMessage(missing), missing });
    try {
      return await handler(req, res, url);
    } catch (error) {
      return sendFailure(res, error);
    }
  };
}
