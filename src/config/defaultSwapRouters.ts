/**
 * The contract every swap goes to and every approval lets spend, per swap network (spec §9):
 * the hosted convert service builds its swaps on 1inch's Aggregation Router v6, deployed at one
 * address on every one of these chains but zkSync Era. A transaction the service builds for
 * another target is refused before the wallet sees it (checkSwapTransaction, checkSwapApproval).
 * A host whose convert service routes elsewhere names its router with the `swapRouters` option.
 * Read only by the swap actions (swapRouterOf), so the table is not part of the first load.
 */
const ONE_INCH_V6 = '0x111111125421ca6dc452d289314280a0f8842a65';
const ONE_INCH_V6_ZKSYNC = '0x6fd4383cb451173d5f9304f041c7bcbf27d561ff';

export const DEFAULT_SWAP_ROUTERS: Readonly<Record<string, `0x${string}`>> = Object.freeze({
  'eip155:1': ONE_INCH_V6,
  'eip155:10': ONE_INCH_V6,
  'eip155:56': ONE_INCH_V6,
  'eip155:100': ONE_INCH_V6,
  'eip155:137': ONE_INCH_V6,
  'eip155:250': ONE_INCH_V6,
  'eip155:324': ONE_INCH_V6_ZKSYNC,
  'eip155:8217': ONE_INCH_V6,
  'eip155:8453': ONE_INCH_V6,
  'eip155:42161': ONE_INCH_V6,
  'eip155:43114': ONE_INCH_V6,
  'eip155:1313161554': ONE_INCH_V6,
});
