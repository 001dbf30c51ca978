// The local market: Uniswap V2 (marketContracts.mjs) deployed on a chain right after its tokens
// (deployTokens.mjs), by the same DEPLOYER, and the POOLS of assets.mjs funded at the PRICES of
// assets.mjs. The deployer's nonces continue from the token setup, so the market's addresses are
// the same on every chain and every run: WETH9, then the factory, then the router (the pairs
// follow from the factory, CREATE2). Real transactions, so the convert twin (convertRoutes.mjs)
// quotes and builds against genuine chain state.
import { encodeDeployData, encodeFunctionData } from 'viem';
import { DEPLOYER, MINT_TO, POOLS, PRICES, TOKENS } from './assets.mjs';
import { sendAsDeployer } from './deployTokens.mjs';
import { ERC20_ABI, FACTORY, MAX_UINT256, ROUTER, WETH9 } from './marketContracts.mjs';
import { rpc, toHex } from './rpcClient.mjs';

/** The deployer's nonce when the market starts: one deployment and one transfer per holder per token. */
export const MARKET_FIRST_NONCE = TOKENS.length * (1 + MINT_TO.length);

const unitsOf = (decimals) => 10n ** BigInt(decimals);

async function deploy(rpcUrl, { abi, bytecode }, args = []) {
  const { contractAddress } = await sendAsDeployer(rpcUrl, { data: encodeDeployData({ abi, bytecode, args }) });
  return contractAddress.toLowerCase();
}

const call = (rpcUrl, to, abi, functionName, args, value = 0n) =>
  sendAsDeployer(rpcUrl, { to, data: encodeFunctionData({ abi, functionName, args }), value: toHex(value) });

/** Base units of each side of a pool: `depth` of the first asset, its worth in the second. */
function poolAmounts(pool, assetOf) {
  const [a, b] = pool.assets.map(assetOf);
  const amountA = pool.depth * unitsOf(a.decimals);
  const wholeB = BigInt(Math.round((Number(pool.depth) * PRICES[a.symbol]) / PRICES[b.symbol]));
  return [amountA, wholeB * unitsOf(b.decimals)];
}

/**
 * Deploys the market on a chain whose tokens `tokens` (deployTokens' answer) are in place and
 * funds the pools. Resolves to `{ router, factory, weth }` (lowercase; `weth` is the router's
 * WETH9, which holds the native side of the ETH pools).
 */
export async function deployMarket(rpcUrl, tokens) {
  const nonce = Number(await rpc(rpcUrl, 'eth_getTransactionCount', [DEPLOYER, 'latest']));
  if (nonce !== MARKET_FIRST_NONCE) {
    throw new Error(`Deployer ${DEPLOYER} has nonce ${nonce} on ${rpcUrl}, not ${MARKET_FIRST_NONCE}: the market is deployed right after the tokens`);
  }
  const weth = await deploy(rpcUrl, WETH9);
  const factory = await deploy(rpcUrl, FACTORY, [DEPLOYER]); // the deployer sets the protocol fee (left off)
  const router = await deploy(rpcUrl, ROUTER, [factory, weth]);

  const assetOf = (symbol) => (symbol === 'ETH' ? { symbol, decimals: 18, native: true } : tokens.find((t) => t.symbol === symbol));
  const approved = new Set();
  const approve = async (token) => {
    if (approved.has(token.address)) return;
    approved.add(token.address);
    await call(rpcUrl, token.address, ERC20_ABI, 'approve', [router, MAX_UINT256]);
  };
  for (const pool of POOLS) {
    const [a, b] = pool.assets.map(assetOf);
    const [amountA, amountB] = poolAmounts(pool, assetOf);
    if (a.native || b.native) {
      const [token, amountToken, amountEth] = a.native ? [b, amountB, amountA] : [a, amountA, amountB];
      await approve(token);
      await call(rpcUrl, router, ROUTER.abi, 'addLiquidityETH', [token.address, amountToken, amountToken, amountEth, DEPLOYER, MAX_UINT256], amountEth);
    } else {
      await approve(a);
      await approve(b);
      await call(rpcUrl, router, ROUTER.abi, 'addLiquidity', [a.address, b.address, amountA, amountB, amountA, amountB, DEPLOYER, MAX_UINT256]);
    }
  }
  return { router, factory, weth };
}
