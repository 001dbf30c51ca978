// The stack's one chain that mines only on demand: OP Mainnet's id, 10 (a built-in network of
// the modal), so tests can hold a transaction pending, replace it (same nonce, higher fee: a
// speed-up or a cancel) and then mine it with evm_mine. The other chains mine every
// transaction at once. It starts like them (automine) so the tokens deploy as usual, and is
// switched over once they are in place. The demo page leaves it out (demo/demoChains.mjs): a
// visitor's send that never confirms would look like a bug.
import { rpc } from './rpcClient.mjs';

export const MANUAL_MINING_CHAIN_ID = 10;

/**
 * From now on the chain mines only on evm_mine (anvil's `evm_setAutomine` false; a transaction
 * then waits in the pool, and anvil takes a same-nonce replacement only with a strictly higher
 * max fee per gas, or gas price for a legacy transaction).
 */
export async function switchToManualMining(rpcUrl) {
  await rpc(rpcUrl, 'evm_setAutomine', [false]);
}
