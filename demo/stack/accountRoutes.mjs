// The data service's account endpoints, answered from the local chains: balance, history,
// identity and fungible prices, plus the spam-NFT fixture admin route. Shapes follow
// /work/shared/reference/data-services.md exactly.
import { NATIVE, PRICES } from './assets.mjs';
import { readBalances } from './balances.mjs';
import { createHistoryIndex } from './historyIndex.mjs';
import { historyPage } from './historyPage.mjs';
import { missingParams, missingParamsMessage, readBody, sendError, sendJson } from './http.mjs';
import { identityOf } from './identity.mjs';
import { createSpamFixtures } from './spamFixtures.mjs';
import { NATIVE_ADDRESS, badRequest, caip10, caip2, chainIdOf, isAddress } from './units.mjs';
import { tokenIconUrl } from './walletListService.mjs';
import { isSolanaChainId, readSolanaBalances, solanaAddressParam, solanaFungible } from './solana/solanaBalances.mjs';

const REQUIRED_PARAMS = ['projectId', 'st', 'sv'];

const ROUTES = [
  ['GET', /^\/v1\/account\/([^/]+)\/balance$/, 'balance'],
  ['GET', /^\/v1\/account\/([^/]+)\/history$/, 'history'],
  ['GET', /^\/v1\/identity\/([^/]+)$/, 'identity'],
  ['POST', /^\/v1\/fungible\/price$/, 'price'],
];

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The body is not JSON');
  }
}

function addressParam(raw) {
  let address = raw;
  try {
    address = decodeURIComponent(raw);
  } catch {
    // not an address either: answered below
  }
  if (!isAddress(address)) throw badRequest(`Invalid address "${address}"`);
  return address.toLowerCase();
}

/**
 * `getChains()` → running chains `[{ chainId, rpcUrl }]`; `getTokens()` → `{ [chainId]: tokens }`;
 * `getExplorerUrl()` → the wallet-list service, which serves the token icons;
 * `getSolanaRpcUrl()` → the local Solana ledger's JSON-RPC URL, or '' when it is not running;
 * `names` → the name registry (nameRegistry.mjs) the identity call answers from;
 * `onramp` → the local on-ramp (onramp/createOnramp.mjs), whose deliveries history flags.
 */
export function createAccountRoutes({ getChains, getTokens, getExplorerUrl, prices = PRICES, getSolanaRpcUrl = () => '', names, onramp }) {
  const indexes = new Map(); // rpcUrl -> history index (a restarted chain gets a fresh one)
  const fixtures = createSpamFixtures();
  const tokensOf = (chainId) => getTokens()[chainId] ?? [];
  const chainOf = (caip2Id) => getChains().find((c) => caip2(c.chainId) === caip2Id);

  function indexOf(chain) {
    if (!indexes.has(chain.rpcUrl)) indexes.set(chain.rpcUrl, createHistoryIndex({ rpcUrl: chain.rpcUrl, getTokens: () => tokensOf(chain.chainId) }));
    return indexes.get(chain.rpcUrl);
  }

  // Icons come from the wallet-list service, which wants the caller's ids like any other call.
  const iconUrlFor = (url) => tokenIconUrl(getExplorerUrl(), url);

  const handlers = {
    async balance(req, res, url, address) {
      const currency = (url.searchParams.get('currency') ?? 'usd').toLowerCase();
      if (currency !== 'usd') throw badRequest(`Unsupported currency "${currency}": the local twin prices in usd`);
      const wanted = url.searchParams.get('chainId');
      // No chainId: the whole portfolio; an unsupported one: nothing, like the hosted service.
      const chains = wanted ? [chainOf(wanted)].filter(Boolean) : getChains();
      const iconUrl = iconUrlFor(url);
      const lists = await Promise.all(chains.map((chain) => readBalances({ chain, tokens: tokensOf(chain.chainId), address, iconUrl, prices })));
      return sendJson(res, 200, { balances: lists.flat() });
    },

    async history(req, res, url, address) {
      const wanted = url.searchParams.get('chainId');
      if (!wanted) throw badRequest('Missing required query parameter: chainId');
      const chain = chainOf(wanted);
      // `onramp`: absent, '' or 'false' the whole history (on-ramp deliveries flagged in it); a
      // provider id only that provider's deliveries; any other value every provider's
      // (onramp/createOnramp.mjs historyFilter). Without the on-ramp, that is nothing.
      const asked = url.searchParams.get('onramp');
      const filter = onramp ? onramp.historyFilter(asked) : asked && asked !== 'false' ? 'none' : null;
      if (!chain || filter === 'none') return sendJson(res, 200, { data: [], next: null });
      const index = indexOf(chain);
      await index.sync();
      const onrampOf = onramp ? (record) => onramp.deliveryOf(record, address) : () => undefined;
      const records = index.recordsOf(address);
      return sendJson(res, 200, historyPage({
        records: filter ? records.filter((record) => (filter === '*' ? onrampOf(record) : onrampOf(record)?.provider === filter)) : records,
        fixtures: filter ? [] : fixtures.for(chain.chainId, address),
        onrampOf,
        address,
        chainId: chain.chainId,
        cursor: url.searchParams.get('cursor'),
        iconUrl: iconUrlFor(url),
        prices,
      }));
    },

    identity(req, res, url, address) {
      return sendJson(res, 200, identityOf(address, names));
    },

    // As the hosted service: only the first address is priced (one token a call), an empty list
    // or an address it cannot read is 400 'The address provided is invalid', a token it does not
    // know 400 'Asset is not supported: …', and the answer carries the token's decimals.
    async price(req, res, url) {
      const body = parseJson(await readBody(req));
      if (!Array.isArray(body?.addresses)) throw badRequest('Body needs addresses: CAIP-10 ids');
      const currency = String(body.currency ?? 'usd').toLowerCase();
      if (currency !== 'usd') throw badRequest(`Unsupported currency "${currency}": the local twin prices in usd`);
      const refuse = (field, description) => sendJson(res, 400, { status: 'FAILED', reasons: [{ field, description }] });
      const [id] = body.addresses;
      if (typeof id !== 'string') return refuse('address', 'The address provided is invalid');
      const iconUrl = iconUrlFor(url);
      const [namespace, reference, address] = id.split(':');
      if (namespace === 'solana') {
        const fungible = solanaFungible(id, { iconUrl, prices });
        return fungible ? sendJson(res, 200, { fungibles: [fungible] }) : refuse('asset', `Asset is not supported: ${address}`);
      }
      const chainId = chainIdOf(`${namespace}:${reference}`);
      const lower = (address ?? '').toLowerCase();
      if (chainId === undefined || !/^0x[0-9a-f]{40}$/.test(lower)) return refuse('address', 'The address provided is invalid');
      const asset = lower === NATIVE_ADDRESS ? NATIVE : tokensOf(chainId).find((t) => t.address === lower);
      if (!asset || !getChains().some((c) => c.chainId === chainId)) return refuse('asset', `Asset is not supported: ${lower}`);
      const fungible = { address: caip10(chainId, lower), name: asset.name, symbol: asset.symbol, iconUrl: iconUrl(asset.symbol), price: prices[asset.symbol] ?? 0, decimals: asset.decimals };
      return sendJson(res, 200, { fungibles: [fungible] });
    },
  };

  /** POST/DELETE /__fixtures/spam-nft (admin: no ids needed, not logged). */
  async function admin(req, res, url) {
    if (url.pathname !== '/__fixtures/spam-nft') return false;
    if (req.method === 'DELETE') return sendJson(res, 200, { cleared: fixtures.clear() });
    if (req.method !== 'POST') return sendError(res, 405, 'Method not allowed');
    const { address, chainId } = parseJson(await readBody(req)) ?? {};
    if (!isAddress(address)) throw badRequest('Fixture needs an address');
    const chain = chainOf(typeof chainId === 'number' ? caip2(chainId) : chainId);
    if (!chain) throw badRequest(`Fixture needs a running chainId (CAIP-2), got "${chainId}"`);
    const index = indexOf(chain);
    await index.sync();
    return sendJson(res, 201, { tx: fixtures.plant({ address, chainId: chain.chainId, block: index.lastBlock }) });
  }

  /** Answers the account routes; false for any other path. */
  async function route(req, res, url) {
    const match = ROUTES.map(([method, pattern, name]) => [method, url.pathname.match(pattern), name]).find(([, m]) => m);
    if (!match) return false;
    const [method, found, name] = match;
    if (req.method !== method) return sendError(res, 405, 'Method not allowed');
    const missing = missingParams(url.searchParams, REQUIRED_PARAMS);
    if (missing.length) return sendError(res, 400, missingParamsMessage(missing), { missing });
    // The hosted service reads balances of EVM and Solana addresses only: a bip122 chain id
    // falls back to its EVM checks, and a Bitcoin address fails them (blockchain-api
    // src/handlers/balance.rs). Bitcoin balances come from the ledger twin's Esplora API.
    if (name === 'balance' && url.searchParams.get('chainId')?.startsWith('bip122:')) {
      return sendJson(res, 400, { status: 'FAILED', reasons: [{ field: 'address', description: 'The address provided is invalid' }] });
    }
    // Solana addresses are base58 (case matters): the local Solana ledger answers balances; the
    // twin keeps no Solana history, so that is empty, as for an address that never transacted.
    const solanaChainId = url.searchParams.get('chainId');
    if ((name === 'balance' || name === 'history') && isSolanaChainId(solanaChainId)) {
      const address = solanaAddressParam(found[1]);
      if (!address) throw badRequest(`Invalid address "${found[1]}"`);
      if (name === 'history') return sendJson(res, 200, { data: [], next: null });
      return sendJson(res, 200, await readSolanaBalances({ rpcUrl: getSolanaRpcUrl(), address, chainId: solanaChainId, iconUrl: iconUrlFor(url), prices }));
    }
    return handlers[name](req, res, url, found[1] === undefined ? undefined : addressParam(found[1]));
  }

  return { route, admin };
}
