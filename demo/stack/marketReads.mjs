// What the convert twin (convertRoutes.mjs) asks the local market (deployMarket.mjs) on one
// chain: the route of a swap and its real quote (the router's getAmountsOut), holdings,
// allowances, the gas price, the latest block time, gas estimates. Reads only; every answer comes
// from the chain at request time.
import { decodeFunctionResult, encodeFunctionData } from 'viem';
import { ERC20_ABI, FACTORY, PAIR, ROUTER } from './marketContracts.mjs';
import { rpc, rpcBatch, toHex } from './rpcClient.mjs';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

const callOf = (to, abi, functionName, args) => ['eth_call', [{ to, data: encodeFunctionData({ abi, functionName, args }) }, 'latest']];
const decode = (abi, functionName, data) => decodeFunctionResult({ abi, functionName, data });

/** The router's own formula (UniswapV2Library.getAmountOut: a 0.3 % fee). */
const amountOut = (amountIn, reserveIn, reserveOut) => (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n);

/**
 * `chain` `{ chainId, rpcUrl }`, `market` `{ router, factory, weth }` (deployMarket's answer),
 * `hubs` the token addresses a route may pass through (besides the router's WETH9).
 */
export function marketReads({ chain, market, hubs }) {
  const { rpcUrl } = chain;

  /** Pairs and reserves for every hop of the candidate paths: Map 'a,b' → { pair, reserveIn, reserveOut } or null. */
  async function hopsOf(paths) {
    const keys = [...new Set(paths.flatMap((path) => path.slice(1).map((to, i) => `${path[i]},${to}`)))];
    const pairs = (await rpcBatch(rpcUrl, keys.map((key) => callOf(market.factory, FACTORY.abi, 'getPair', key.split(','))))).map((data) =>
      decode(FACTORY.abi, 'getPair', data).toLowerCase(),
    );
    const existing = pairs.filter((pair) => pair !== ZERO_ADDRESS);
    const reserves = await rpcBatch(rpcUrl, existing.map((pair) => callOf(pair, PAIR.abi, 'getReserves', [])));
    const reservesOf = new Map(existing.map((pair, i) => [pair, decode(PAIR.abi, 'getReserves', reserves[i])]));
    return new Map(
      keys.map((key, i) => {
        const pair = pairs[i];
        if (pair === ZERO_ADDRESS) return [key, null];
        const [from, to] = key.split(',');
        const [reserve0, reserve1] = reservesOf.get(pair);
        // The pair orders its two tokens by address (token0 < token1).
        const [reserveIn, reserveOut] = BigInt(from) < BigInt(to) ? [reserve0, reserve1] : [reserve1, reserve0];
        return [key, reserveIn > 0n && reserveOut > 0n ? { pair, reserveIn, reserveOut } : null];
      }),
    );
  }

  /**
   * The best route from `fromToken` to `toToken` (addresses as the router takes them: WETH9 for
   * the native coin) for `amount` base units: the direct pool, or one hop through a hub.
   * Resolves to `{ path, amounts }` (amounts: the router's getAmountsOut, the real quote) or to
   * `{ error: 'noPool' }` (no route of pools with reserves) or `{ error: 'reserves' }` (every
   * route needs more of a token than its pool holds: the amount put in at some hop exceeds that
   * pool's reserve of it).
   */
  async function route(fromToken, toToken, amount) {
    const hubs_ = [...new Set([...hubs, market.weth])].filter((hub) => hub !== fromToken && hub !== toToken);
    const paths = [[fromToken, toToken], ...hubs_.map((hub) => [fromToken, hub, toToken])];
    const hops = await hopsOf(paths);
    let best = null;
    let anyPool = false;
    for (const path of paths) {
      const legs = path.slice(1).map((to, i) => hops.get(`${path[i]},${to}`));
      if (legs.some((leg) => !leg)) continue;
      anyPool = true;
      let amounts = [amount];
      for (const leg of legs) {
        const amountIn = amounts[amounts.length - 1];
        if (amountIn > leg.reserveIn) {
          amounts = null;
          break;
        }
        amounts.push(amountOut(amountIn, leg.reserveIn, leg.reserveOut));
      }
      if (amounts && (!best || amounts[amounts.length - 1] > best.amounts[best.amounts.length - 1])) best = { path, amounts };
    }
    if (!best) return { error: anyPool ? 'reserves' : 'noPool' };
    // The router's own answer is the quote (the local arithmetic above only chose the path).
    const [data] = await rpcBatch(rpcUrl, [callOf(market.router, ROUTER.abi, 'getAmountsOut', [amount, best.path])]);
    return { path: best.path, amounts: [...decode(ROUTER.abi, 'getAmountsOut', data)] };
  }

  /** What `owner` holds: native coin when `token` is null, else the token's balanceOf. */
  async function holding(owner, token) {
    if (!token) return BigInt(await rpc(rpcUrl, 'eth_getBalance', [owner, 'latest']));
    const [data] = await rpcBatch(rpcUrl, [callOf(token, ERC20_ABI, 'balanceOf', [owner])]);
    return decode(ERC20_ABI, 'balanceOf', data);
  }

  /** allowance(owner, router) of an ERC-20. */
  async function allowance(owner, token) {
    const [data] = await rpcBatch(rpcUrl, [callOf(token, ERC20_ABI, 'allowance', [owner, market.router])]);
    return decode(ERC20_ABI, 'allowance', data);
  }

  const gasPrice = async () => BigInt(await rpc(rpcUrl, 'eth_gasPrice', []));

  /** The later of the latest block's time and now, in seconds (tests may move a chain's clock). */
  async function now() {
    const block = await rpc(rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
    return Math.max(Number(block.timestamp), Math.floor(Date.now() / 1000));
  }

  /** eth_estimateGas of a transaction; rejects with the node's reason when it would fail. */
  const estimateGas = async ({ from, to, data, value = 0n }) => BigInt(await rpc(rpcUrl, 'eth_estimateGas', [{ from, to, data, value: toHex(value) }]));

  return { route, holding, allowance, gasPrice, now, estimateGas };
}
