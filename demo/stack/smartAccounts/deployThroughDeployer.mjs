// CREATE2 deployments through the deterministic deployer on one anvil chain, all sent before any
// receipt is read (the chain mines each at once; a receipt that lags is waited for). The sender is an impersonated address of its
// own (CREATE2 ignores who sends), so no dev account's nonce moves. What already has code is left.
import { getContractAddress } from 'viem';
import { rpc, rpcBatch, toHex } from '../rpcClient.mjs';
import { waitForReceipt } from '../waitForReceipt.mjs';
import { DETERMINISTIC_DEPLOYER } from './smartAccountAddresses.mjs';

const SENDER = '0x4337000000000000000000000000000000004337';
/** How long a deployment's receipt may lag its hash (a loaded machine); anvil mines it at once. */
const RECEIPT_WAIT_MS = 30_000;

/** The address `initCode` lands at with `salt` (lowercase). */
const create2Address = (salt, initCode) => getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt, bytecode: initCode }).toLowerCase();

/**
 * Throws unless each of `[{ name, salt, initCode }]` lands at `pinned[name]`, the address the
 * frame, the wallets and the tests rely on (`source`: the file that pins them, to update).
 */
export function checkPinnedAddresses(deployments, pinned, source) {
  for (const { name, salt, initCode } of deployments) {
    const at = create2Address(salt, initCode);
    if (at !== pinned[name]) throw new Error(`The ${name} artifact deploys to ${at}, not to ${pinned[name]}: update ${source}`);
  }
}

/** The deployment under way on each chain: the next one waits for it (they share the impersonated sender). */
const underWay = new Map();

/**
 * Deploys each of `[{ name, salt, initCode }]` missing at its address; throws naming one that
 * fails. Deployments to one chain run one after another: one's end stops the impersonation that
 * another, started meanwhile (the bundler's simulation contracts, the session contracts), still
 * sends with.
 */
export function deployThroughDeployer(rpcUrl, deployments) {
  const run = (underWay.get(rpcUrl) ?? Promise.resolve()).catch(() => {}).then(() => deployNow(rpcUrl, deployments));
  underWay.set(rpcUrl, run);
  const done = () => {
    if (underWay.get(rpcUrl) === run) underWay.delete(rpcUrl);
  };
  run.then(done, done);
  return run;
}

async function deployNow(rpcUrl, deployments) {
  const addresses = deployments.map(({ salt, initCode }) => create2Address(salt, initCode));
  const codes = await rpcBatch(rpcUrl, addresses.map((address) => ['eth_getCode', [address, 'latest']]));
  const missing = deployments.map((d, i) => ({ ...d, address: addresses[i] })).filter((_, i) => codes[i] === '0x');
  if (!missing.length) return;
  if ((await rpc(rpcUrl, 'eth_getCode', [DETERMINISTIC_DEPLOYER, 'latest'])) === '0x') {
    throw new Error(`The deterministic deployer ${DETERMINISTIC_DEPLOYER} has no code on ${rpcUrl}`);
  }
  await rpcBatch(rpcUrl, [['anvil_setBalance', [SENDER, toHex(10n ** 18n)]], ['anvil_impersonateAccount', [SENDER]]]);
  const hashes = [];
  for (const { salt, initCode } of missing) {
    hashes.push(await rpc(rpcUrl, 'eth_sendTransaction', [{ from: SENDER, to: DETERMINISTIC_DEPLOYER, data: salt + initCode.slice(2), gas: toHex(10_000_000) }]));
  }
  await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [SENDER]);
  const receipts = await Promise.all(hashes.map((hash) => waitForReceipt(rpcUrl, hash, RECEIPT_WAIT_MS)));
  const after = await rpcBatch(rpcUrl, missing.map(({ address }) => ['eth_getCode', [address, 'latest']]));
  missing.forEach(({ name }, i) => {
    if (receipts[i]?.status !== '0x1' || after[i] === '0x') throw new Error(`Deploying ${name} on ${rpcUrl} failed (receipt status ${receipts[i]?.status ?? 'none'})`);
  });
}
