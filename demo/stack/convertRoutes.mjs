// The data service's swap endpoints ("convert"), answered from the local market (Uniswap V2 on
// every anvil chain, deployMarket.mjs) at request time: the token list, quotes (the router's
// getAmountsOut), allowances (allowance(user, router)), the gas price (eth_gasPrice), an approval
// and a swap built as real router calldata. Shapes follow /work/shared/reference/data-services.md;
// what it leaves open is decided here and in the README's stack paragraph.
//
// Every answer that refuses the request's content is 400 { status: 'FAILED', reasons: [{ field,
// description }] } (the hosted service's error shape for these calls); missing identification
// (projectId, st, sv) answers like every other data-service route. A network outside the spec's
// swap list answers description 'Network not supported for Swaps' ('… for Gas Price' on the gas
// price call), field 'chainId' (or the CAIP-10 field that named it).
import { encodeFunctionData } from 'viem';
import { NATIVE } from './assets.mjs';
import { missingParams, missingParamsMessage, readBody, sendError, sendJson } from './http.mjs';
import { marketReads } from './marketReads.mjs';
import { ERC20_ABI, MAX_UINT256, ROUTER } from './marketContracts.mjs';
import { NATIVE_ADDRESS, caip10, chainIdOf, isAddress } from './units.mjs';
import { tokenIconUrl } from './walletListService.mjs';

const REQUIRED_PARAMS = ['projectId', 'st', 'sv'];
/** The eip155 chain ids swaps are offered on (spec §9). */
export const SWAP_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554];
/** The deployed tokens (assets.mjs) the token list offers, after the native coin; all have pools. */
const LISTED = ['USDC', 'WETH'];
const DEFAULT_SLIPPAGE = 1; // percent (spec §9), when a build request gives none
const DEADLINE_SECONDS = 20 * 60;
const SLIPPAGE_SCALE = 100_000_000n; // 100 % in millionths of a percent
// Gas of a swap when the request says disableEstimate (nothing is estimated): generous bounds
// for a route of one or two pools (a swap here takes about 90-105k through one pool, 225k through two).
const UNESTIMATED_GAS = { 1: 250_000n, 2: 350_000n };
const APPROVE_GAS = 100_000n; // when estimating an approval fails (a real one takes about 46k)

export const DESCRIPTIONS = {
  liquidity: 'Conversion parameter error: insufficient liquidity',
  balance: 'Conversion parameter error: insufficient balance',
  allowance: 'Conversion parameter error: insufficient allowance',
  swapsUnsupported: 'Network not supported for Swaps',
  gasPriceUnsupported: 'Network not supported for Gas Price',
};

class Failure extends Error {
  constructor(field, description) {
    super(description);
    this.field = field;
  }
}
const fail = (field, description) => {
  throw new Failure(field, description);
};

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
  /** The running chain and market of an `eip155:N` id among the swap networks. */
  function networkOf(field, caip2Id, unsupported = DESCRIPTIONS.swapsUnsupported) {
    const chainId = chainIdOf(caip2Id);
    if (!SWAP_CHAIN_IDS.includes(chainId)) fail(field, unsupported);
    const chain = getChains().find((c) => c.chainId === chainId);
    const market = getMarket()[chainId];
    if (!chain || !market) fail(field, `Conversion parameter error: the local stack runs no chain ${caip2Id}`);
    const tokens = getTokens()[chainId] ?? [];
    const hubs = tokens.filter((t) => LISTED.includes(t.symbol)).map((t) => t.address);
    return { chainId, chain, market, tokens, reads: marketReads({ chain, market, hubs }) };
  }

  /** A CAIP-10 asset of the request: the native coin or a deployed token of a swap network. */
  function assetOf(field, raw) {
    const match = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):(.+)$/.exec(raw ?? '');
    if (!match) fail(field, `Conversion parameter error: ${field} must be a CAIP-10 id (eip155:{chainId}:{address})`);
    const [, namespace, reference, rawAddress] = match;
    if (namespace !== 'eip155') fail(field, DESCRIPTIONS.swapsUnsupported);
    const network = networkOf(field, `eip155:${reference}`);
    if (!isAddress(rawAddress)) fail(field, `Conversion parameter error: invalid address "${rawAddress}"`);
    const address = rawAddress.toLowerCase();
    const id = caip10(network.chainId, address);
    if (address === NATIVE_ADDRESS) return { ...network, id, native: true, asset: NATIVE, routeAddress: network.market.weth };
    const token = network.tokens.find((t) => t.address === address);
    if (!token) fail(field, `Conversion parameter error: unknown token ${id}`);
    return { ...network, id, native: false, asset: token, routeAddress: token.address };
  }

  /** The user's 0x address, given plain or as CAIP-10 (then on `chainId`). */
  function userOf(field, raw, chainId) {
    const match = /^eip155:(\d+):(.+)$/.exec(raw ?? '');
    if (match && Number(match[1]) !== chainId) fail(field, `Conversion parameter error: ${field} is on another network than the tokens`);
    const address = match ? match[2] : raw;
    if (!isAddress(address)) fail(field, `Conversion parameter error: invalid ${field} "${raw ?? ''}"`);
    return address.toLowerCase();
  }

  function amountOf(field, raw) {
    const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
    if (typeof text !== 'string' || !/^\d{1,78}$/.test(text) || BigInt(text) === 0n) {
      fail(field, `Conversion parameter error: ${field} must be a positive integer in base units`);
    }
    return BigInt(text);
  }

  function slippageOf(raw) {
    const value = raw === undefined || raw === null || raw === '' ? DEFAULT_SLIPPAGE : Number(raw);
    if (!Number.isFinite(value) || value < 0 || value >= 100) fail('eip155.slippage', 'Conversion parameter error: slippage must be a percentage from 0 to below 100');
    return BigInt(Math.round(value * 1e6));
  }

  /**
   * The checks and the quote every swap call shares: the same network, two different assets, a
   * route with enough liquidity (else the liquidity error), then the user's holding (else the
   * balance error). Liquidity is the market's answer, so it is checked first.
   */
  async function quoteOf({ from, to, amount, user }) {
    if (from.chainId !== to.chainId) fail('to', 'Conversion parameter error: from and to are on different networks');
    if (from.id === to.id) fail('to', 'Conversion parameter error: from and to are the same token');
    const found = await from.reads.route(from.routeAddress, to.routeAddress, amount);
    if (found.error) fail(found.error === 'noPool' ? 'to' : 'amount', DESCRIPTIONS.liquidity);
    const held = await from.reads.holding(user, from.native ? null : from.asset.address);
    if (held < amount) fail('amount', DESCRIPTIONS.balance);
    return { path: found.path, toAmount: found.amounts[found.amounts.length - 1] };
  }

  let quoteSeq = 0;

  const handlers = {
    tokens(url) {
      const { chainId, tokens } = networkOf('chainId', url.searchParams.get('chainId'));
      const iconUrl = tokenIconUrl(getExplorerUrl(), url);
      const entry = (asset, address) => ({ name: asset.name, symbol: asset.symbol, address: caip10(chainId, address), decimals: asset.decimals, logoUri: iconUrl(asset.symbol) });
      const listed = LISTED.map((symbol) => tokens.find((t) => t.symbol === symbol)).filter(Boolean);
      return { tokens: [entry(NATIVE, NATIVE_ADDRESS), ...listed.map((t) => entry(t, t.address))] };
    },

    async quotes(url) {
      const q = url.searchParams;
      const from = assetOf('from', q.get('from'));
      const to = assetOf('to', q.get('to'));
      const amount = amountOf('amount', q.get('amount'));
      const user = userOf('userAddress', q.get('userAddress'), from.chainId);
      if (q.get('gasPrice') && !/^\d+$/.test(q.get('gasPrice'))) fail('gasPrice', 'Conversion parameter error: gasPrice must be an integer in wei');
      const { toAmount } = await quoteOf({ from, to, amount, user });
      quoteSeq += 1;
      return { quotes: [{ id: `local-${from.chainId}-${quoteSeq}`, fromAmount: String(amount), fromAccount: from.id, toAmount: String(toAmount), toAccount: to.id }] };
    },

    async allowance(url) {
      const token = assetOf('tokenAddress', url.searchParams.get('tokenAddress'));
      const user = userOf('userAddress', url.searchParams.get('userAddress'), token.chainId);
      // The native coin is sent as value: nothing to approve, so no allowance ever falls short.
      const allowance = token.native ? MAX_UINT256 : await token.reads.allowance(user, token.asset.address);
      return { allowance: String(allowance) };
    },

    async gasPrice(url) {
      const { reads } = networkOf('chainId', url.searchParams.get('chainId'), DESCRIPTIONS.gasPriceUnsupported);
      const standard = await reads.gasPrice();
      return { standard: String(standard), fast: String((standard * 12n) / 10n), instant: String((standard * 15n) / 10n) };
    },

    async buildApprove(url) {
      const q = url.searchParams;
      const from = assetOf('from', q.get('from'));
      const to = assetOf('to', q.get('to'));
      if (from.chainId !== to.chainId) fail('to', 'Conversion parameter error: from and to are on different networks');
      if (from.native) fail('from', 'Conversion parameter error: the native coin needs no approval');
      const user = userOf('userAddress', q.get('userAddress'), from.chainId);
      const data = encodeFunctionData({ abi: ERC20_ABI, functionName: 'approve', args: [from.market.router, MAX_UINT256] });
      const [gas, gasPrice] = await Promise.all([
        from.reads.estimateGas({ from: user, to: from.asset.address, data }).then((g) => (g * 12n) / 10n, () => APPROVE_GAS),
        from.reads.gasPrice(),
      ]);
      // The service echoes the request: from = the token to approve (send the approval there), to = the other token.
      return { tx: { from: from.id, to: to.id, data, value: '0', eip155: { gas: String(gas), gasPrice: String(gasPrice) } } };
    },

    async buildTransaction(url, req) {
      let body;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        fail('body', 'Conversion parameter error: the body is not JSON');
      }
      if (!body || typeof body !== 'object') fail('body', 'Conversion parameter error: the body must be a JSON object');
      const from = assetOf('from', body.from);
      const to = assetOf('to', body.to);
      const amount = amountOf('amount', body.amount);
      const user = userOf('userAddress', body.userAddress, from.chainId);
      const slippage = slippageOf(body.eip155?.slippage);
      const disableEstimate = body.disableEstimate === true || body.disableEstimate === 'true';
      const { path, toAmount } = await quoteOf({ from, to, amount, user });
      const amountOutMin = (toAmount * (SLIPPAGE_SCALE - slippage)) / SLIPPAGE_SCALE;
      const deadline = BigInt((await from.reads.now()) + DEADLINE_SECONDS);
      const { router } = from.market;
      const data = from.native
        ? encodeFunctionData({ abi: ROUTER.abi, functionName: 'swapExactETHForTokens', args: [amountOutMin, path, user, deadline] })
        : encodeFunctionData({
          abi: ROUTER.abi,
          functionName: to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [amount, amountOutMin, path, user, deadline],
        });
      const value = from.native ? amount : 0n;
      let gas = UNESTIMATED_GAS[path.length - 1];
      if (!disableEstimate) {
        try {
          gas = ((await from.reads.estimateGas({ from: user, to: router, data, value })) * 12n) / 10n;
        } catch (error) {
          if (!from.native && (await from.reads.allowance(user, from.asset.address)) < amount) fail('from', DESCRIPTIONS.allowance);
          fail('amount', `Conversion parameter error: the swap would fail: ${error.rpcError?.message ?? error.message}`);
        }
      }
      const gasPrice = await from.reads.gasPrice();
      return {
        tx: { from: caip10(from.chainId, user), to: caip10(from.chainId, router), data, amount: String(value), eip155: { gas: String(gas), gasPrice: String(gasPrice) } },
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
    try {
      return sendJson(res, 200, await handlers[name](url, req));
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
      return sendJson(res, 400, { status: 'FAILED', reasons: [{ field: error.field, description: error.message }] });
    }
  }

  return { route };
}
