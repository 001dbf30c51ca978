// The stack's ERC-4337 part: the EntryPoint and the Safe contracts on each chain it is given
// (deploySmartAccountContracts.mjs), then a bundler on each smart-account chain among them
// (startBundlers.mjs). The bundlers' process starts loading at once, before the chains run, and
// the stack does not wait for them: each chain's bundler URL is a promise, which the data
// service's route awaits (a bundler that fails to start is reported on stderr and refused there).
import { deploySmartAccountContracts } from './deploySmartAccountContracts.mjs';
import { createBundlers } from './startBundlers.mjs';
import { BUNDLER_CHAIN_IDS, SMART_ACCOUNT_CONTRACTS } from './smartAccountAddresses.mjs';

/**
 * Returns at once `{ start(chains), stop() }`. `start` deploys on `chains` (`[{ chainId, rpcUrl }]`),
 * starts their bundlers and resolves once the contracts are in place to `{ bundlers, info }`:
 * `bundlers` is `{ [chainId]: Promise<url> }`, settled when that bundler answers or failed; `info`
 * is what /stack.json publishes, `{ contracts: SMART_ACCOUNT_CONTRACTS, bundlerChainIds }`.
 * `stop()` stops the bundlers, also while they start.
 */
export function startSmartAccounts({ quiet = true } = {}) {
  const bundlers = createBundlers({ quiet });
  let stopping = false;
  return {
    async start(chains) {
      await Promise.all(chains.map((c) => deploySmartAccountContracts(c.rpcUrl)));
      const started = bundlers.start(chains);
      // Said unless the stack stopped them (a test run may end before they are up).
      started.catch((error) => stopping || process.stderr.write(`Smart accounts: ${error.message}\n`));
      const bundlerChainIds = BUNDLER_CHAIN_IDS.filter((id) => chains.some((c) => c.chainId === id));
      const urls = Object.fromEntries(bundlerChainIds.map((id) => [id, started.then((byChain) => byChain[id])]));
      Object.values(urls).forEach((url) => url.catch(() => {})); // the route reads the failure
      return { bundlers: urls, info: { contracts: SMART_ACCOUNT_CONTRACTS, bundlerChainIds } };
    },
    stop: () => {
      stopping = true;
      return bundlers.stop();
    },
  };
}
