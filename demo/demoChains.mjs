// The EVM chains the demo pages offer: every local chain but the one that mines only on demand
// (stack.manualMiningChainId, see stack/manualMining.mjs). Tests keep that chain to hold
// transactions pending; a visitor whose send never confirmed would take it for a bug.

/** `{ [chainId]: rpcUrl }` (numeric ids) of the stack's /stack.json, without that chain. */
export function demoChains(stack) {
  return Object.fromEntries(
    Object.entries(stack.chains ?? {})
      .filter(([id]) => Number(id) !== stack.manualMiningChainId)
      .map(([id, url]) => [Number(id), url]),
  );
}
