// The data service's account endpoints, answered from the local chains: balance, history,
// identity (identity.mjs) and fungible prices, plus the spam-NFT fixture admin route, in the
// hosted service's shapes (blockchain-api src/handlers/).
//
// The balance call answers as the hosted one (src/handlers/balance.rs), in its order:
// - `currency` is required, one of the hosted list in lowercase (else 400 text from the query
//   extractor); the twin prices in usd only and says so for the others;
// - `{ balances: [] }` without looking when the request has no Origin header (no browser sent
//   it), when `sv` ends with 1.6.4 or 1.6.5, and for Rootstock (eip155:30, eip155:31);
// - the address must be one of the namespace of `chainId` (solana: base58 of 32 bytes; any other
//   or none: eip155, 0x and 40 hex digits; polkadot, which the twin adds for its own ledger
//   (polkadot/polkadotBalances.mjs): SS58 with a good checksum), else 400 'The address provided is invalid';
//   beyond the hosted call, the twin also answers the Cosmos Hub ids from its own ledger (cosmos/);
// - `forceUpdate`, when present (even empty), must list CAIP-10 eip155 token ids, else 400
//   'The address provided is invalid', and is for eip155 only (else 400 'Unsupported namespace:
//   …'). The twin reads the chain on every call, so there is no cache for it to bypass.
import { NATIVE, PRICES } from './assets.mjs';
import { readBalances } from './balances.mjs';
import { createHistoryIndex } from './historyIndex.mjs';
import { historyPage } from './historyPage.mjs';
import { missingParams, missingParamsMessage, readBody, sendError, sendJson } from './http.mjs';
import { answering, refuse, refuseAddress, rejectQuery } from './hostedRefusals.mjs';
import { identityOf } from './identity.mjs';
import { createSpamFixtures } from './spamFixtures.mjs';
import { NATIVE_ADDRESS, badRequest, caip10, caip2, chainIdOf, isAddress } from './units.mjs';
import { tokenIconUrl } from './walletListService.mjs';
import { isBase58OfLength } from './solana/base58.mjs';
import { isSolanaChainId, readSolanaBalances, solanaAddressParam, solanaFungible } from './solana/solanaBalances.mjs';
import { isPolkadotChainId, polkadotPublicKeyOf, readPolkadotBalances } from './polkadot/polkadotBalances.mjs';
import { cosmosBalanceRoute } from './cosmos/cosmosBalanceRoute.mjs';

const REQUIRED_PARAMS = ['projectId', 'st', 'sv'];
// The hosted balance call's currencies (its SupportedCurrencies, lowercase).
const CURRENCIES = ['btc', 'eth', 'usd', 'eur', 'gbp', 'aud', 'cad', 'inr', 'jpy'];
// SDK versions the hosted balance call answers with nothing (they called it far too often).
const EMPTY_BALANCE_SDK_VERSIONS = ['1.6.4', '1.6.5'];
const ROOTSTOCK_CHAIN_IDS = ['eip155:30', 'eip155:31'];
// A forceUpdate entry the hosted call can read: an EVM token's CAIP-10 id.
const FORCE_UPDATE_ENTRY = /^(eip155|rootstock):[^:]*[-a-zA-Z0-9][^:]*:0x[0-9a-fA-F]{40}$/;

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

function decoded(raw) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // not an address either: refused by the caller
  }
}

function addressParam(raw) {
  const address = decoded(raw);
  if (!isAddress(address)) throw badRequest(`Invalid address "${address}"`);
  return address.toLowerCase();
}

/** The namespace the hosted balance call reads `chainId` in: solana, else eip155 (also for none or an unknown one); the twin adds polkadot and cosmos. */
const balanceNamespaceOf = (chainId) =>
  isPolkadotChainId(chainId) ? 'polkadot' : /^solana:[^:]*[-a-zA-Z0-9][^:]*$/.test(chainId ?? '') ? 'solana' : cosmosBalanceRoute.answers(chainId) ? 'cosmos' : 'eip155';
const ADDRESS_CHECKS = {
  solana: (address) => isBase58OfLength(address, 32),
  polkadot: (address) => polkadotPublicKeyOf(address) !== null,
  cosmos: (address) => cosmosBalanceRoute.isAddress(address),
  eip155: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
};

/** `currency`, as the hosted query extractor takes it. */
function currencyOf(query) {
  const currency = query.get('currency');
  if (currency === null) rejectQuery('missing field `currency`');
  if (!CURRENCIES.includes(currency)) rejectQuery(`currency: unknown variant \`${currency}\`, expected one of ${CURRENCIES.map((c) => `\`${c}\``).join(', ')}`);
  return currency;
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
    async balance(req, res, url, raw) {
      const query = url.searchParams;
      const currency = currencyOf(query);
      const wanted = query.get('chainId');
      const sv = query.get('sv') ?? '';
      if (!req.headers.origin || EMPTY_BALANCE_SDK_VERSIONS.some((version) => sv.endsWith(version)) || ROOTSTOCK_CHAIN_IDS.includes(wanted)) {
        return sendJson(res, 200, { balances: [] });
      }
      const namespace = balanceNamespaceOf(wanted);
      const address = decoded(raw);
      if (!ADDRESS_CHECKS[namespace](address)) refuseAddress();
      const forceUpdate = query.get('forceUpdate');
      if (forceUpdate !== null) {
        if (namespace !== 'eip155') refuse(400, 'address', `Unsupported namespace: ${namespace}`);
        if (!forceUpdate.split(',').every((id) => FORCE_UPDATE_ENTRY.test(id))) refuseAddress();
      }
      if (currency !== 'usd') throw badRequest(`Unsupported currency "${currency}": the local twin prices in usd`);
      const iconUrl = iconUrlFor(url);
      if (namespace === 'polkadot') return sendJson(res, 200, readPolkadotBalances({ address, chainId: wanted, iconUrl, prices }));
      if (namespace === 'cosmos') return sendJson(res, 200, cosmosBalanceRoute.read({ address, chainId: wanted, iconUrl, prices }));
      if (namespace === 'solana') {
        // The local Solana ledger answers the three Solana ids; any other has nothing.
        if (!isSolanaChainId(wanted)) return sendJson(res, 200, { balances: [] });
        return sendJson(res, 200, await readSolanaBalances({ rpcUrl: getSolanaRpcUrl(), address, chainId: wanted, iconUrl, prices }));
      }
      // No chainId: the whole portfolio; one the stack does not run: nothing.
      const chains = wanted ? [chainOf(wanted)].filter(Boolean) : getChains();
      const lower = address.toLowerCase();
      const lists = await Promise.all(chains.map((chain) => readBalances({ chain, tokens: tokensOf(chain.chainId), address: lower, iconUrl, prices })));
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

    identity(req, res, url, raw) {
      return sendJson(res, 200, identityOf({ address: decoded(raw), query: url.searchParams, names }));
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
    // The balance and identity calls answer as hosted, from the address as written (a Bitcoin
    // address, for one, is refused: Bitcoin balances come from the ledger twin's Esplora API).
    if (name === 'balance' || name === 'identity') return answering(res, () => handlers[name](req, res, url, found[1]));
    // Solana addresses are base58 (case matters): the twin keeps no Solana history, so that is
    // empty, as for an address that never transacted.
    if (name === 'history' && isSolanaChainId(url.searchParams.get('chainId'))) {
      if (!solanaAddressParam(found[1])) throw badRequest(`Invalid address "${found[1]}"`);
      return sendJson(res, 200, { data: [], next: null });
    }
    return handlers[name](req, res, url, found[1] === undefined ? undefined : addressParam(found[1]));
  }

  return { route, admin };
}
