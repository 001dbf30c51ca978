// The stack's ERC-4337 part: the EntryPoint and the Safe contracts on each chain it is given
// (deploySmartAccountContracts.mjs), then a bundler on each smart-account chain among them
// (startBundlers.mjs). startStack.mjs runs it next to the token setup, as the bundler takes
// seconds to load.
import { deploySmartAccountContracts } from './deploySmartAccountContracts.mjs';
import { startBundlers } from './startBundlers.mjs';
import { BUNDLER_CHAIN_IDS, SMART_ACCOUNT_CONTRACTS } from './smartAccountAddresses.mjs';

/**
 * Returns at once `{ ready, stop() }`: `ready` resolves to `{ bundlers: { [chainId]: url }, info }`
 * where `info` is what /stack.json publishes: `{ contracts: SMART_ACCOUNT_CONTRACTS,
 * bundlerChainIds }` (the chains among `chains` with a bundler). `stop()` stops the bundlers, also
 * while they start.
 */
export function startSmartAccounts({ chains, quiet = true }) {
  let bundlers = null;
  let stopping = false;
  const ready = (async () => {
    await Promise.all(chains.map((c) => deploySmartAccountContracts(c.rpcUrl)));
    if (stopping) throw new Error('The stack stopped before its bundlers started');
    bundlers = startBundlers({ chains, quiet });
    const urls = await bundlers.ready;
    const bundlerChainIds = BUNDLER_CHAIN_IDS.filter((id) => urls[id]);
    return { bundlers: urls, info: { contracts: SMART_ACCOUNT_CONTRACTS, bundlerChainIds } };
  })();
  return {
    ready,
    stop: async () => {
      stopping = true;
      await bundlers?.stop();
    },
  };
}
