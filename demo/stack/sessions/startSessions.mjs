// The stack's smart-session part: the Delegation Framework (deploySessionContracts.mjs) on each
// session chain among the running ones. Run after the ERC-4337 deployment on the same chains
// (both send through the deterministic deployer from one impersonated sender).
import { deploySessionContracts } from './deploySessionContracts.mjs';
import { SESSION_CHAIN_IDS, SESSION_CONTRACTS } from './sessionAddresses.mjs';

/**
 * Deploys on those of `chains` (`[{ chainId, rpcUrl }]`) that are session chains; resolves to what
 * /stack.json publishes, `{ chainIds, contracts: SESSION_CONTRACTS }`.
 */
export async function startSessions(chains) {
  const sessionChains = chains.filter((c) => SESSION_CHAIN_IDS.includes(c.chainId));
  await Promise.all(sessionChains.map((c) => deploySessionContracts(c.rpcUrl)));
  return { chainIds: sessionChains.map((c) => c.chainId), contracts: SESSION_CONTRACTS };
}
