// The local convert service builds swaps on the stack's own market (Uniswap V2), not on the hosted
// service's 1inch router, and the modal sends swaps and approvals only to the router it is told:
// the demo pages tell it the stack's.

/** The modal's `swapRouters` option (`{ [caipNetworkId]: router }`) from the stack's /stack.json. */
export function stackSwapRouters(stack) {
  return Object.fromEntries(Object.entries(stack.market ?? {}).map(([chainId, { router }]) => [`eip155:${chainId}`, router]));
}
