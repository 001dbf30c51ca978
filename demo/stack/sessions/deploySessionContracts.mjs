// Deploys the smart-session parts (sessionArtifacts.mjs) through the deterministic deployer
// (../smartAccounts/deployThroughDeployer.mjs), so each lands at its address in SESSION_CONTRACTS on
// every chain and run. Throws when an artifact would land elsewhere: the secure frame, the demo
// wallets and the tests rely on those addresses.
import { checkPinnedAddresses, deployThroughDeployer } from '../smartAccounts/deployThroughDeployer.mjs';
import { sessionDeployments } from './sessionArtifacts.mjs';
import { SESSION_CONTRACTS } from './sessionAddresses.mjs';

/** Resolves once every part has code at its address on the chain at `rpcUrl`. */
export async function deploySessionContracts(rpcUrl) {
  const deployments = sessionDeployments();
  checkPinnedAddresses(deployments, SESSION_CONTRACTS, 'sessionAddresses.mjs');
  await deployThroughDeployer(rpcUrl, deployments);
}
