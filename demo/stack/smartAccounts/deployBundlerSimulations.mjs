// alto's simulation contracts (its PimlicoSimulations and EntryPointSimulations 0.7/0.8/0.9), at
// the addresses alto computes for them (CREATE2 through the deterministic deployer, salted with
// the keccak of its utility account's address), deployed here in one round so alto finds them in
// place at start instead of deploying them one receipt at a time.
import { createRequire } from 'node:module';
import { keccak256 } from 'viem';
import { deployThroughDeployer } from './deployThroughDeployer.mjs';

const altoRequire = createRequire(createRequire(import.meta.url).resolve('@pimlico/alto'));
const ARTIFACTS = ['PimlicoSimulations.sol/PimlicoSimulations', 'EntryPointSimulations.sol/EntryPointSimulations07', 'EntryPointSimulations.sol/EntryPointSimulations08', 'EntryPointSimulations.sol/EntryPointSimulations09'];

/** Deploys them on the chain at `rpcUrl` for the bundler whose utility account is `utilityAddress`. */
export function deployBundlerSimulations(rpcUrl, utilityAddress) {
  const salt = keccak256(utilityAddress);
  return deployThroughDeployer(rpcUrl, ARTIFACTS.map((name) => ({ name, salt, initCode: altoRequire(`../contracts/${name}.json`).bytecode.object })));
}
