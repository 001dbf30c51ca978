import { rpc } from './rpcClient.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A transaction's receipt once anvil has mined it, or null after `ms`. Anvil mines a sent
 * transaction at once, but on a loaded machine the receipt can lag the hash's answer.
 */
export async function waitForReceipt(rpcUrl, hash, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    const receipt = await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash]);
    if (receipt || Date.now() > deadline) return receipt;
    await sleep(25);
  }
}
