/**
 * The contract every swap goes to and every approval lets spend, per swap network (spec §9):
 * the hosted convert service builds its swaps on 1inch's Aggregation Router v6, deployed at one
 * address on every one of these chains but zkSync Era. A transaction the service builds for
 * another target is refused before the wallet sees it (checkSwapTransaction, checkSwapApproval).
 * A host whose convert service routes elsewhere names its router with the `swapRouters` option.
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

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const CAIP2 = /^eip155:\d{1,20}$/;

/**
 * The defaults with the host's `swapRouters` over them, addresses in lowercase; an entry that is
 * not a CAIP-2 eip155 id and a 0x address is dropped with a warning.
 */
export function resolveSwapRouters(given: unknown, warnings: string[]): Readonly<Record<string, `0x${string}`>> {
  const routers: Record<string, `0x${string}`> = { ...DEFAULT_SWAP_ROUTERS };
  if (given === undefined || given === null) return routers;
  if (typeof given !== 'object' || Array.isArray(given)) {
    warnings.push('swapRouters must be an object of CAIP-2 network ids to router addresses');
    return routers;
  }
  for (const [network, address] of Object.entries(given)) {
    if (CAIP2.test(network) && typeof address === 'string' && ADDRESS.test(address)) routers[network] = address.toLowerCase() as `0x${string}`;
    else warnings.push(`Swap router dropped: ${network}`);
  }
  return routers;
}
