// The data service's swap endpoints ("convert"), answered from the local market (Uniswap V2 on
// every anvil chain, deployMarket.mjs) at request time: the token list, quotes (the router's
// getAmountsOut), allowances (allowance(user, router)), the gas price (eth_gasPrice), an approval
// and a swap built as real router calldata.
//
// As strict as the hosted service (reown-com/blockchain-api, src/handlers/convert and its 1inch
// provider), in its shapes and its refusals, so that a request it would refuse fails here too:
// - CAIP-10 (`eip155:{id}:0x…`) for `from`, `to`, `tokenAddress`, and `userAddress` where the
//   hosted call reads it (allowance, build-transaction); a plain address answers 400
//   `Crypto utils error: Wrong CAIP-10 format: …`. Quotes and build-approve have no
//   `userAddress`: it is ignored there, as hosted.
// - Different chains: 400 `Invalid parameter: …chain IDs must have the same value`.
// - build-transaction's body: `amount` a string, `eip155.slippage` a whole number, `projectId`
//   in the body, `disableEstimate` a boolean; a wrong type or a missing field answers 422 text
//   (axum's JSON rejection), a missing `eip155` 400 `Invalid parameter: slippage parameter is
//   necessary for this type of conversion`. A missing query field answers 400 text.
// - Answers: build-approve `{ tx: { from (the request's, as sent), to (the `to` token), data,
//   value, eip155: { gasPrice } } }`; build-transaction `{ tx: { from (the user), to (the
//   router), data, amount: what the swap is expected to deliver (not a value to send), eip155:
//   { gas, gasPrice } } }`; quotes `{ quotes: [{ id: null, fromAmount, fromAccount, toAmount,
//   toAccount }] }`. No balance check on quotes (1inch quotes none).
// Refusals of content are 400 { status: 'FAILED', reasons: [{ field, description }] }; missing
// identification (projectId, st, sv: spec §7) answers like every other data-service route. A
// chain outside the spec's swap networks answers `Conversion parameter error: Chain ID … is not
// supported`, as the hosted service passes on 1inch's refusal.
import { encodeFunctionData } from 'viem';
import { NATIVE } from './assets.mjs';
import { answering, parseJsonBody, refuse, rejectBody, rejectQuery } from './hostedRefusals.mjs';
import { missingParams, missingParamsMessage, readBody, sendError, sendJson } from './http.mjs';
import { marketReads } from './marketReads.mjs';
import { ERC20_ABI, MAX_UINT256, ROUTER } from './marketContracts.mjs';
import { NATIVE_ADDRESS, caip10, isAddress } from './units.mjs';
import { tokenIconUrl } from './walletListService.mjs';

const REQUIRED_PARAMS = ['projectId', 'st', 'sv'];
/** The eip155 chain ids swaps are offered on (spec §9). */
export const SWAP_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554];
/** The deployed tokens (assets.mjs) the token list offers, after the native coin; all have pools. */
const LISTED = ['USDC', 'WETH'];
const DEADLINE_SECONDS = 20 * 60;
const SLIPPAGE_SCALE = 100_000_000n; // 100 % in millionths of a percent
// Gas of a swap when the request says disableEstimate (nothing is estimated): generous bounds
// for a route of one or two pools (a swap here takes about 90-105k through one pool, 225k through two).
const UNESTIMATED_GAS = { 1: 250_000n, 2: 350_000n };

export const DESCRIPTIONS = {
  liquidity: 'Conversion parameter error: insufficient liquidity',
  balance: 'Conversion parameter error: insufficient balance',
  allowance: 'Conversion parameter error: insufficient allowance',
  unsupported: (caip2Id) => `Conversion parameter error: Chain ID ${caip2Id} is not supported`,
  caip10: (raw) => `Crypto utils error: Wrong CAIP-10 format: ${raw}`,
  sameChain: 'Invalid parameter: `from` and `to` chain IDs must have the same value',
  sameChainWithUser: 'Invalid parameter: `from`, `to` and `userAddress` chain IDs must have the same value',
  slippage: 'Invalid parameter: slippage parameter is necessary for this type of conversion',
};

const fail = (field, description) => refuse(400, field, description);
const missingQuery = (name) => rejectQuery(`missing field \`${name}\``);

/** A required query field, as the hosted service's query extractor takes it. */
const required = (url, name) => url.searchParams.get(name) ?? missingQuery(name);

/** `{ chainId, address }` of a CAIP-10 text, as the hosted service splits one; else its refusal. */
function splitCaip10(raw) {
  const parts = String(raw).split(':');
  if (parts.length !== 3 || !parts[0] || !parts[1] || !parts[2]) fail('', DESCRIPTIONS.caip10(raw));
  const [namespace, reference, address] = parts;
  if (namespace !== 'eip155') fail('', `Crypto utils error: Namespace is not supported: ${namespace}`);
  if (!/^\d+$/.test(reference)) fail('', `Crypto utils error: Chain ID format is not supported: ${reference}`);
  return { chainId: Number(reference), address };
}

/** The chain id of a CAIP-2 text, as the hosted service splits one; else its refusal. */
function chainIdOfCaip2(raw) {
  const parts = String(raw).split(':');
  if (parts.length !== 2 || !parts[1]) fail('', `Crypto utils error: Wrong CAIP-2 format: ${raw}`);
  if (parts[0] !== 'eip155') fail('', `Crypto utils error: Namespace is not supported: ${parts[0]}`);
  if (!/^\d+$/.test(parts[1])) fail('', `Crypto utils error: Chain ID format is not supported: ${parts[1]}`);
  return Number(parts[1]);
}

const PATHS = {
  '/v1/convert/tokens': ['GET', 'tokens'],
  '/v1/convert/quotes': ['GET', 'quotes'],
  '/v1/convert/allowance': ['GET', 'allowance'],
  '/v1/convert/gas-price': ['GET', 'gasPrice'],
  '/v1/convert/build-approve': ['GET', 'buildApprove'],
  '/v1/convert/build-transaction': ['POST', 'buildTransaction'],
};

/**
 * `getChains()` → running chains `[{ chainId, rpcUrl }]`; `getTokens()` → `{ [chainId]: tokens }`;
 * `getMarket()` → `{ [chainId]: { router, factory, weth } }` (deployMarket.mjs); `getExplorerUrl()`
 * → the wallet-list service, which serves the token icons. All read per request.
 */
export function createConvertRoutes({ getChains, getTokens, getMarket, getExplorerUrl }) {
  /** The running chain and market of an eip155 chain id among the swap networks. */
  function networkOf(chainId) {
    if (!SWAP_CHAIN_IDS.includes(chainId)) fail('', DESCRIPTIONS.unsupported(`eip155:${chainId}`));
    const chain = getChains().find((c) => c.chainId === chainId);
    const market = getMarket()[chainId];
    if (!chain || !market) fail('', `Conversion parameter error: the local stack runs no chain eip155:${chainId}`);
    const tokens = getTokens()[chainId] ?? [];
    const hubs = tokens.filter((t) => LISTED.includes(t.symbol)).map((t) => t.address);
    return { chainId, chain, market, tokens, reads: marketReads({ chain, market, hubs }) };
  }

  /** A CAIP-10 asset of the request: the native coin or a deployed token of a swap network. */
  function assetOf(raw) {
    const { chainId, address: rawAddress } = splitCaip10(raw);
    const network = networkOf(chainId);
    if (!isAddress(rawAddress)) fail('', `Conversion parameter error: invalid address "${rawAddress}"`);
    const address = rawAddress.toLowerCase();
    const id = caip10(network.chainId, address);
    if (address === NATIVE_ADDRESS) return { ...network, id, native: true, asset: NATIVE, routeAddress: network.market.weth };
    const token = network.tokens.find((t) => t.address === address);
    if (!token) fail('', `Conversion parameter error: token ${id} is not supported`);
    return { ...network, id, native: false, asset: token, routeAddress: token.address };
  }

  /** The user's account, CAIP-10 only (the hosted service refuses a plain address): `{ chainId, address }`. */
  function userOf(raw) {
    const { chainId, address } = splitCaip10(raw);
    if (!isAddress(address)) fail('', `Crypto utils error: Wrong address format: ${address}`);
    return { chainId, address: address.toLowerCase() };
  }

  function amountOf(raw) {
    if (!/^\d{1,78}$/.test(raw) || BigInt(raw) === 0n) fail('amount', 'Conversion parameter error: amount must be a positive integer in base units');
    return BigInt(raw);
  }

  /** The quote of a route between two different assets (else the liquidity error, as 1inch says it). */
  async function quoteOf({ from, to, amount }) {
    if (from.id === to.id) fail('', 'Conversion parameter error: from and to are the same token');
    const found = await from.reads.route(from.routeAddress, to.routeAddress, amount);
    if (found.error) fail('', DESCRIPTIONS.liquidity);
    return { path: found.path, toAmount: found.amounts[found.amounts.length - 1] };
  }

  let quoteSeq = 0;

  const handlers = {
    tokens(url) {
      const { chainId, tokens } = networkOf(chainIdOfCaip2(required(url, 'chainId')));
      const iconUrl = tokenIconUrl(getExplorerUrl(), url);
      const entry = (asset, address) => ({ name: asset.name, symbol: asset.symbol, address: caip10(chainId, address), decimals: asset.decimals, logoUri: iconUrl(asset.symbol), eip2612: false });
      const listed = LISTED.map((symbol) => tokens.find((t) => t.symbol === symbol)).filter(Boolean);
      return { tokens: [entry(NATIVE, NATIVE_ADDRESS), ...listed.map((t) => entry(t, t.address))] };
    },

    async quotes(url) {
      const [rawAmount, rawFrom, rawTo] = ['amount', 'from', 'to'].map((name) => required(url, name));
      const from = assetOf(rawFrom);
      const to = assetOf(rawTo);
      if (from.chainId !== to.chainId) fail('', DESCRIPTIONS.sameChain);
      const amount = amountOf(rawAmount);
      const gasPrice = url.searchParams.get('gasPrice');
      if (gasPrice !== null && !/^\d+$/.test(gasPrice)) fail('gasPrice', 'Conversion parameter error: gasPrice must be an integer in wei');
      const { toAmount } = await quoteOf({ from, to, amount });
      return { quotes: [{ id: null, fromAmount: rawAmount, fromAccount: rawFrom, toAmount: String(toAmount), toAccount: rawTo }] };
    },

    async allowance(url) {
      const [rawToken, rawUser] = ['tokenAddress', 'userAddress'].map((name) => required(url, name));
      const token = assetOf(rawToken);
      const user = userOf(rawUser);
      // The native coin is sent as value: nothing to approve, so no allowance ever falls short.
      const allowance = token.native ? MAX_UINT256 : await token.reads.allowance(user.address, token.asset.address);
      return { allowance: String(allowance) };
    },

    async gasPrice(url) {
      const { reads } = networkOf(chainIdOfCaip2(required(url, 'chainId')));
      const standard = await reads.gasPrice();
      return { standard: String(standard), fast: String((standard * 12n) / 10n), instant: String((standard * 15n) / 10n) };
    },

    async buildApprove(url) {
      const [rawFrom, rawTo] = ['from', 'to'].map((name) => required(url, name));
      const from = assetOf(rawFrom);
      const to = assetOf(rawTo);
      if (from.chainId !== to.chainId) fail('', DESCRIPTIONS.sameChain);
      // Without an amount the approval is unlimited, as 1inch builds it.
      const rawAmount = url.searchParams.get('amount');
      const amount = rawAmount === null ? MAX_UINT256 : amountOf(rawAmount);
      const data = encodeFunctionData({ abi: ERC20_ABI, functionName: 'approve', args: [from.market.router, amount] });
      const gasPrice = await from.reads.gasPrice();
      // The hosted service echoes `from` as sent, and names the token it asked 1inch about (`to`) in `tx.to`.
      return { tx: { from: rawFrom, to: to.id, data, value: '0', eip155: { gasPrice: String(gasPrice) } } };
    },

    async buildTransaction(url, req) {
      const body = parseJsonBody(await readBody(req));
      if (!body || typeof body !== 'object' || Array.isArray(body)) rejectBody('invalid type: expected struct ConvertTransactionQueryParams');
      for (const name of ['projectId', 'amount', 'from', 'to', 'userAddress']) {
        if (body[name] === undefined || body[name] === null) rejectBody(`missing field \`${name}\``);
        if (typeof body[name] !== 'string') rejectBody(`${name}: invalid type: ${typeof body[name]}, expected a string`);
      }
      const { eip155 } = body;
      if (eip155 !== undefined && eip155 !== null) {
        if (typeof eip155 !== 'object' || Array.isArray(eip155)) rejectBody('eip155: invalid type, expected struct ConvertTransactionQueryEip155');
        if (!Number.isSafeInteger(eip155.slippage) || eip155.slippage < 0) rejectBody(`eip155.slippage: invalid value: ${JSON.stringify(eip155.slippage)}, expected usize`);
      }
      if (body.disableEstimate !== undefined && body.disableEstimate !== null && typeof body.disableEstimate !== 'boolean') {
        rejectBody(`disableEstimate: invalid type: ${typeof body.disableEstimate}, expected a boolean`);
      }
      const from = assetOf(body.from);
      const to = assetOf(body.to);
      const user = userOf(body.userAddress);
      if (from.chainId !== to.chainId || user.chainId !== from.chainId) fail('', DESCRIPTIONS.sameChainWithUser);
      if (!eip155) fail('', DESCRIPTIONS.slippage);
      const amount = amountOf(body.amount);
      if (eip155.slippage >= 100) fail('', 'Conversion parameter error: slippage must be below 100');
      const slippage = BigInt(eip155.slippage) * 1_000_000n;
      const { path, toAmount } = await quoteOf({ from, to, amount });
      const amountOutMin = (toAmount * (SLIPPAGE_SCALE - slippage)) / SLIPPAGE_SCALE;
      const deadline = BigInt((await from.reads.now()) + DEADLINE_SECONDS);
      const { router } = from.market;
      const data = from.native
        ? encodeFunctionData({ abi: ROUTER.abi, functionName: 'swapExactETHForTokens', args: [amountOutMin, path, user.address, deadline] })
        : encodeFunctionData({
          abi: ROUTER.abi,
          functionName: to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [amount, amountOutMin, path, user.address, deadline],
        });
      const value = from.native ? amount : 0n;
      let gas = UNESTIMATED_GAS[path.length - 1];
      if (body.disableEstimate !== true) {
        // Estimating runs the swap: a short balance or allowance refuses it, as 1inch does.
        const held = await from.reads.holding(user.address, from.native ? null : from.asset.address);
        if (held < amount) fail('', DESCRIPTIONS.balance);
        try {
          gas = ((await from.reads.estimateGas({ from: user.address, to: router, data, value })) * 12n) / 10n;
        } catch (error) {
          if (!from.native && (await from.reads.allowance(user.address, from.asset.address)) < amount) fail('', DESCRIPTIONS.allowance);
          fail('', `Conversion parameter error: the swap would fail: ${error.rpcError?.message ?? error.message}`);
        }
      }
      const gasPrice = await from.reads.gasPrice();
      // `amount` is what the swap is expected to deliver (1inch's dstAmount), as the hosted service answers it.
      return {
        tx: { from: caip10(from.chainId, user.address), to: caip10(from.chainId, router), data, amount: String(toAmount), eip155: { gas: String(gas), gasPrice: String(gasPrice) } },
      };
    },
  };

  /** Answers the convert routes; false for any other path. */
  async function route(req, res, url) {
    const found = PATHS[url.pathname];
    if (!found) return false;
    const [method, name] = found;
    if (req.method !== method) return sendError(res, 405, 'Method not allowed');
    const missing = missingParams(url.searchParams, REQUIRED_PARAMS);
    if (missing.length) return sendError(res, 400, missingParamsMessage(missing), { missing });
    return answering(res, async () => sendJson(res, 200, await handlers[name](url, req)));
  }

  return { route };
}
