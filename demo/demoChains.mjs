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

/**
 * The networks of the page's `networks` list (comma-separated CAIP-2 ids) for createWalletModal:
 * a built-in EVM network that runs as a local chain becomes a network object, the built-in one
 * (name, image) with its RPC through the data service twin's gateway, as the modal routes a
 * built-in, and the demo server's local explorer (stack/explorerPages.mjs) as its explorer, so
 * "View on explorer" opens a page the stack serves, not etherscan.io. Other ids stay as they are.
 * `builtIns`: the modal's BUILT_IN_NETWORKS; `origin`: the demo server's.
 */
export function demoNetworks({ ids, builtIns, stack, projectId, origin }) {
  const chains = demoChains(stack);
  return ids
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .map((id) => {
      const builtIn = builtIns.find((network) => network.caipNetworkId === id);
      if (builtIn?.chainNamespace !== 'eip155' || !chains[builtIn.id]) return id;
      const gateway = `${stack.apiUrl.replace(/\/+$/, '')}/v1/?${new URLSearchParams({ chainId: id, projectId })}`;
      return {
        ...builtIn,
        rpcUrls: { default: { http: [gateway] } },
        blockExplorers: { default: { name: 'Local explorer', url: `${origin}/explorer/${builtIn.id}` } },
      };
    });
}
