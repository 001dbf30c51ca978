// Deploys the ERC-4337 parts (smartAccountArtifacts.mjs) on one chain through the deterministic
// deployer, so each lands at its address in SMART_ACCOUNT_CONTRACTS on every chain and run. The
// sender is an impersonated address of its own (CREATE2 ignores who sends), so no dev account's
// nonce moves. Throws when a contract is not where SMART_ACCOUNT_CONTRACTS says: the secure frame
// and the tests rely on those addresses.
import { getContractAddress } from 'viem';
import { rpc, rpcBatch, toHex } from '../rpcClient.mjs';
import { smartAccountDeployments } from './smartAccountArtifacts.mjs';
import { DETERMINISTIC_DEPLOYER, SMART_ACCOUNT_CONTRACTS } from './smartAccountAddresses.mjs';

const SENDER = '0x4337000000000000000000000000000000004337';

/** Resolves once every part has code at its address on the chain at `rpcUrl`. */
export async function deploySmartAccountContracts(rpcUrl) {
  const deployments = smartAccountDeployments();
  for (const { name, salt, initCode } of deployments) {
    const at = getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt, bytecode: initCode }).toLowerCase();
    if (at !== SMART_ACCOUNT_CONTRACTS[name]) throw new Error(`The ${name} artifact deploys to ${at}, not to ${SMART_ACCOUNT_CONTRACTS[name]}: update smartAccountAddresses.mjs`);
  }
  const codes = await rpcBatch(rpcUrl, deployments.map(({ name }) => ['eth_getCode', [SMART_ACCOUNT_CONTRACTS[name], 'latest']]));
  const missing = deployments.filter((_, i) => codes[i] === '0x');
  if (!missing.length) return;
  if ((await rpc(rpcUrl, 'eth_getCode', [DETERMINISTIC_DEPLOYER, 'latest'])) === '0x') {
    throw new Error(`The deterministic deployer ${DETERMINISTIC_DEPLOYER} has no code on ${rpcUrl}`);
  }
  await rpcBatch(rpcUrl, [['anvil_setBalance', [SENDER, toHex(10n ** 18n)]], ['anvil_impersonateAccount', [SENDER]]]);
  // The chain mines each at once; the receipts come in one round trip at the end.
  const hashes = [];
  for (const { salt, initCode } of missing) {
    hashes.push(await rpc(rpcUrl, 'eth_sendTransaction', [{ from: SENDER, to: DETERMINISTIC_DEPLOYER, data: salt + initCode.slice(2), gas: toHex(8_000_000) }]));
  }
  await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [SENDER]);
  const receipts = await rpcBatch(rpcUrl, hashes.map((hash) => ['eth_getTransactionReceipt', [hash]]));
  const after = await rpcBatch(rpcUrl, missing.map(({ name }) => ['eth_getCode', [SMART_ACCOUNT_CONTRACTS[name], 'latest']]));
  missing.forEach(({ name }, i) => {
    if (receipts[i]?.status !== '0x1' || after[i] === '0x') throw new Error(`Deploying ${name} on ${rpcUrl} failed (receipt status ${receipts[i]?.status ?? 'none'})`);
  });
}
