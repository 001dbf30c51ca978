// Deploys the ERC-4337 parts (smartAccountArtifacts.mjs) on one chain through the deterministic
// deployer (deployThroughDeployer.mjs), so each lands at its address in SMART_ACCOUNT_CONTRACTS on
// every chain and run. Throws when an artifact would land elsewhere: the secure frame and the
// tests rely on those addresses.
import { keccak256 } from 'viem';
import { safeProxyCreationCode, smartAccountDeployments } from './smartAccountArtifacts.mjs';
import { SAFE_PROXY_CREATION_CODE_HASH, SMART_ACCOUNT_CONTRACTS } from './smartAccountAddresses.mjs';
import { checkPinnedAddresses, deployThroughDeployer } from './deployThroughDeployer.mjs';

/** Resolves once every part has code at its address on the chain at `rpcUrl`. */
export async function deploySmartAccountContracts(rpcUrl) {
  const deployments = smartAccountDeployments();
  checkPinnedAddresses(deployments, SMART_ACCOUNT_CONTRACTS, 'smartAccountAddresses.mjs');
  if (keccak256(safeProxyCreationCode()) !== SAFE_PROXY_CREATION_CODE_HASH) throw new Error('The SafeProxy artifact is not the one whose hash smartAccountAddresses.mjs holds: update it');
  await deployThroughDeployer(rpcUrl, deployments);
}
