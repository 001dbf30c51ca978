// Request handler twin of the blockchain data service: the JSON-RPC gateway, routed by CAIP-2
// chainId to the local anvil for that chain, the supported-chains list, the account
// endpoints (accountRoutes.mjs), the name service (profileRoutes.mjs: lookups, suggestions and
// registration over one name registry, nameRegistry.mjs), and the on-ramp routes of the two local providers
// (onramp/onrampRoutes.mjs, /v1/onramp/*, /v1/generators/onrampurl) and the smart-session
// store (sessionRoutes.mjs, /v1/sessions/*). The modal never talks to a chain node directly; it always goes
// through this gateway, like it does in production. Faults: see faults.mjs.
import { createAccountRoutes } from './accountRoutes.mjs';
import { createConvertRoutes } from './convertRoutes.mjs';
import { createFaults } from './faults.mjs';
import { missingParams, missingParamsMessage, readBody, sendError, sendJson, serviceHandler } from './http.mjs';
import { createProfileRoutes } from './profileRoutes.mjs';
import { createSessionRoutes } from './sessionRoutes.mjs';
import { createNameRegistry } from './nameRegistry.mjs';
import { createEvmVerifier } from './evmSignatures.mjs';
import { BIP122_TESTNET } from './bitcoin/bitcoinLib.mjs';
import { SOLANA_CHAIN_IDS } from './solana/solanaAssets.mjs';
import { POLKADOT_CHAIN_IDS } from './polkadot/polkadotChains.mjs';
import { cosmosBalanceRoute } from './cosmos/cosmosBalanceRoute.mjs';
import { createBundlerRoute } from './smartAccounts/bundlerRoute.mjs';

function rpcError(res, status, id, code, message) {
  sendJson(res, status, { jsonrpc: '2.0', id: id ?? null, error: { code, message } });
}

/**
 * `getChains()` returns the running chains `[{ chainId, rpcUrl }]`, `getTokens()` their deployed
 * tokens `{ [chainId]: [{ address, symbol, name, decimals }] }`, `getMarket()` their local market
 * `{ [chainId]: { router, factory, weth } }` (deployMarket.mjs; the convert endpoints,
 * convertRoutes.mjs, answer from it), `getExplorerUrl()` the wallet-list
 * service's URL (token icons); all read per request. `prices` overrides assets.mjs PRICES.
 * `getBitcoinLedger()` gives the Bitcoin ledger twin: its network is listed as supported (as the
 * hosted service lists Bitcoin), though the balance call refuses Bitcoin addresses as the hosted
 * one does; Bitcoin balances are read from the twin's own Esplora API.
 * `getSolanaRpcUrl()` gives the local Solana ledger's URL ('' when not running): the gateway
 * routes the three Solana CAIP-2 ids to that one ledger and the balance call reads it.
 * `onramp` (onramp/createOnramp.mjs): the local on-ramp providers, which answer /v1/onramp/* and
 * /v1/generators/onrampurl and whose deliveries the history call flags (`onramp` query).
 * `getBundlers()` gives the bundler of each smart-account chain `{ [chainId]: Promise<url> }`
 * (smartAccounts/startBundlers.mjs), behind the hosted bundler route /v1/bundler (smartAccounts/bundlerRoute.mjs).
 * `exchange` (exchange/createExchange.mjs): the local exchange, behind Pay's JSON-RPC (POST /v1/json-rpc).
 */
export function createDataService({ getChains, getTokens = () => ({}), getMarket = () => ({}), getExplorerUrl = () => '', prices, log, getBitcoinLedger, getSolanaRpcUrl = () => '', onramp, getBundlers = () => ({}), exchange }) {
  const caip2 = (chain) => `eip155:${chain.chainId}`;
  const solanaIds = () => (getSolanaRpcUrl() ? SOLANA_CHAIN_IDS : []);
  // The ledger is told which cluster was asked for (its getGenesisHash answers that cluster's).
  const solanaChain = (chainId) =>
    solanaIds().includes(chainId) ? { rpcUrl: `${getSolanaRpcUrl()}/?cluster=${chainId.slice('solana:'.length)}` } : undefined;
  // Names registered while the stack runs live here, next to the fixed ones, for every read.
  const names = createNameRegistry();
  const evm = createEvmVerifier({ getChains });
  const account = createAccountRoutes({ getChains, getTokens, getExplorerUrl, getSolanaRpcUrl, names, onramp, ...(prices ? { prices } : {}) });
  const profile = createProfileRoutes({ names, evm });
  const sessions = createSessionRoutes();
  const convert = createConvertRoutes({ getChains, getTokens, getMarket, getExplorerUrl });
  const bundler = createBundlerRoute({ getBundlers });
  // Test fixtures: spam NFTs, forgetting registered names.
  const admin = async (req, res, url) => {
    for (const routes of [account, profile]) if ((await routes.admin(req, res, url)) !== false) return undefined;
    return false;
  };

  async function gateway(req, res, url) {
    if (req.method !== 'POST') return rpcError(res, 405, null, -32600, 'The JSON-RPC gateway only accepts POST');
    const text = await readBody(req);
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      return rpcError(res, 400, null, -32700, 'Parse error: the body is not JSON');
    }
    const id = Array.isArray(body) ? null : body?.id;
    // The methods asked, for the request log (tests count a client's polls by them).
    res.rpcMethods = (Array.isArray(body) ? body : [body]).map((call) => String(call?.method));
    // The projectId is checked, not validated: any non-empty id works locally.
    const missing = missingParams(url.searchParams, ['chainId', 'projectId']);
    if (missing.length) return rpcError(res, 400, id, -32602, missingParamsMessage(missing));

    const chainId = url.searchParams.get('chainId');
    const chains = getChains();
    const chain = chains.find((c) => caip2(c) === chainId) ?? solanaChain(chainId);
    if (!chain) {
      const running = [...chains.map(caip2), ...solanaIds()].join(', ') || 'none';
      return rpcError(res, 400, id, -32602, `Unsupported chainId "${chainId}": the local stack runs ${running}`);
    }

    let upstream;
    try {
      // Bodies may arrive as text/plain (clients use it to skip the CORS preflight); anvil wants JSON.
      upstream = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
    } catch (error) {
      return rpcError(res, 502, id, -32603, `Chain ${chainId} is not reachable: ${error.message}`);
    }
    res.statusCode = upstream.status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(Buffer.from(await upstream.arrayBuffer()));
  }

  // The hosted list takes no parameters and is the same for every caller; the twin keeps the
  // spec §7 identity (projectId, st, sv), which the modal sends. Only GET (and HEAD), as hosted.
  function supportedChains(req, res, url) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, 405, 'Method not allowed');
    const missing = missingParams(url.searchParams, ['projectId', 'st', 'sv']);
    if (missing.length) return sendError(res, 400, missingParamsMessage(missing), { missing });
    // The local EVM chains, the Solana ledger's ids, the Bitcoin twin's network and the Polkadot ids; no
    // websocket endpoints.
    const bitcoin = getBitcoinLedger?.() ? [BIP122_TESTNET] : [];
    return sendJson(res, 200, { http: [...getChains().map(caip2), ...solanaIds(), ...bitcoin, ...POLKADOT_CHAIN_IDS, ...cosmosBalanceRoute.chainIds], ws: [] });
  }

  return serviceHandler('data', log, (req, res, url) => {
    if (url.pathname === '/v1/' || url.pathname === '/v1') return gateway(req, res, url);
    if (url.pathname === '/v1/supported-chains') return supportedChains(req, res, url);
    if (url.pathname === '/v1/bundler') return bundler(req, res, url);
    if (exchange && url.pathname === '/v1/json-rpc') return exchange.route(req, res, url);
    if (url.pathname.startsWith('/v1/profile/')) return profile.route(req, res, url);
    if (url.pathname.startsWith('/v1/sessions/')) return sessions.route(req, res, url);
    if (url.pathname.startsWith('/v1/convert/')) return convert.route(req, res, url);
    if (onramp && (url.pathname.startsWith('/v1/onramp/') || url.pathname === '/v1/generators/onrampurl')) return onramp.route(req, res, url);
    return account.route(req, res, url);
  }, { faults: createFaults(), admin });
}
