const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const CAIP2 = /^eip155:\d{1,20}$/;

/**
 * The host's `swapRouters`, addresses in lowercase; an entry that is not a CAIP-2 eip155 id and
 * a 0x address is dropped with a warning. The defaults (defaultSwapRouters.ts) are read where a
 * swap is checked, so that their table stays out of the first load.
 */
export function resolveSwapRouters(given: unknown, warnings: string[]): Readonly<Record<string, `0x${string}`>> {
  const routers: Record<string, `0x${string}`> = {};
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
