// A test's hand on the stack's anvil chains, for tests of pending transactions (speed up,
// cancel, revert): mine on demand, send from an unlocked dev account with an explicit nonce and
// fees, read a transaction back and the next nonce. Calls go straight to the chain's anvil
// (stackInfo().chains), not through the gateway, so they never show in the services' log.
// The chain that holds transactions pending is stackInfo().manualMiningChainId (10); others
// mine each transaction at once. Receipts: waitForReceipt in chainReads.ts (after `mine`).
//
// anvil's pool takes a same-nonce replacement only when its max fee per gas (gas price for a
// legacy transaction) is strictly higher than the pending one's, by any amount, 1 wei will do;
// the priority fee plays no part. Real nodes want more (geth: 10 % more of both fees), so a
// test passing here says nothing about the size of a client's fee bump. A replaced transaction
// is gone: `transactionByHash` answers null for it.
//
// The chains are shared by every test file of a run (two run at once): use a dev account no
// other file sends from on that chain, expect others to mine blocks at any time, and never leave
// automine switched on. On the manual-mining chain a mine settles every file's pending
// transactions: a file that mines there, or whose transactions must stay pending, holds the chain
// (holdManualMining) until it is done.
import { executeServerCommand } from '@web/test-runner-commands';
import { stackInfo } from '../stack/stackInfo';
import { rpc } from './chainRpc';

export type Hex = `0x${string}`;

/** What `sendFromDevAccount` sends; fields left out are anvil's to fill (nonce, gas, fees). */
export interface DevTransaction {
  /** An anvil dev account (devAccounts.ts): anvil signs for them. */
  from: string;
  to?: string;
  value?: bigint;
  data?: Hex;
  nonce?: number;
  /**
   * Left out, anvil estimates it; for a call that reverts (estimation fails) anvil still sends,
   * with the block gas limit (30,000,000), and the transaction is mined as failed.
   */
  gas?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  /** Makes it a legacy transaction (leave out the two fees above then). */
  gasPrice?: bigint;
}

/** A transaction as the chain reports it, numbers decoded; `blockNumber` null while pending. */
export interface ChainTransaction {
  hash: Hex;
  type: number;
  from: string;
  to: string | null;
  nonce: number;
  value: bigint;
  input: Hex;
  gas: bigint;
  gasPrice: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  blockNumber: number | null;
}

const hex = (n: bigint | number): Hex => `0x${n.toString(16)}`;

/** The JSON-RPC URL of the stack's anvil chain `chainId`; throws when the stack does not run it. */
export async function rpcUrlOf(chainId: number): Promise<string> {
  const { chains } = await stackInfo();
  const url = chains[chainId];
  if (!url) throw new Error(`Chain ${chainId} is not running in the stack (it runs ${Object.keys(chains).join(', ')})`);
  return url;
}

/** The chain id that mines only on demand; throws when the stack runs without it. */
export async function manualMiningChainId(): Promise<number> {
  const { manualMiningChainId: chainId } = await stackInfo();
  if (chainId === null) throw new Error('The stack runs no chain that mines on demand');
  return chainId;
}

/**
 * Holds the manual-mining chain for this test file (manualMiningLockPlugin.mjs): resolves once no
 * other file does. Let go with releaseManualMining when done.
 */
export async function holdManualMining(): Promise<void> {
  await executeServerCommand('manual-mining', { hold: true });
}

/** Lets another test file have the manual-mining chain. */
export async function releaseManualMining(): Promise<void> {
  await executeServerCommand('manual-mining', { hold: false });
}

/** Mines one block with every ready transaction of the pool (anvil's evm_mine). */
export async function mine(chainId: number): Promise<void> {
  await rpc(await rpcUrlOf(chainId), 'evm_mine', []);
}

/** Sends with eth_sendTransaction (anvil signs for its dev accounts); resolves to the hash. */
export async function sendFromDevAccount(chainId: number, tx: DevTransaction): Promise<Hex> {
  const fields: Record<string, string> = { from: tx.from };
  if (tx.to !== undefined) fields.to = tx.to;
  if (tx.data !== undefined) fields.data = tx.data;
  for (const key of ['value', 'nonce', 'gas', 'maxFeePerGas', 'maxPriorityFeePerGas', 'gasPrice'] as const) {
    const value = tx[key];
    if (value !== undefined) fields[key] = hex(value);
  }
  return (await rpc(await rpcUrlOf(chainId), 'eth_sendTransaction', [fields])) as Hex;
}

/** The transaction, mined or pending; null when the chain does not know it (e.g. it was replaced). */
export async function transactionByHash(chainId: number, hash: string): Promise<ChainTransaction | null> {
  const raw = (await rpc(await rpcUrlOf(chainId), 'eth_getTransactionByHash', [hash])) as Record<string, string | null> | null;
  if (!raw) return null;
  const big = (key: string) => (raw[key] ? BigInt(raw[key] as string) : undefined);
  return {
    hash: raw.hash as Hex,
    type: Number(raw.type ?? 0),
    from: raw.from as string,
    to: raw.to ?? null,
    nonce: Number(raw.nonce),
    value: BigInt(raw.value as string),
    input: (raw.input ?? '0x') as Hex,
    gas: BigInt(raw.gas as string),
    gasPrice: big('gasPrice') ?? 0n,
    ...(raw.maxFeePerGas ? { maxFeePerGas: big('maxFeePerGas') } : {}),
    ...(raw.maxPriorityFeePerGas ? { maxPriorityFeePerGas: big('maxPriorityFeePerGas') } : {}),
    blockNumber: raw.blockNumber ? Number(raw.blockNumber) : null,
  };
}

/** The nonce the account's next transaction takes, counting those pending in the pool. */
export async function pendingNonce(chainId: number, address: string): Promise<number> {
  return Number(await rpc(await rpcUrlOf(chainId), 'eth_getTransactionCount', [address, 'pending']));
}

/**
 * Switches mining of every transaction at once on or off (anvil's evm_setAutomine). Switching
 * it on mines what the pool holds. It is the whole chain's setting, shared with the test files
 * running alongside: a test that switches it on must switch it off again before it ends.
 */
export async function setAutomine(chainId: number, on: boolean): Promise<void> {
  await rpc(await rpcUrlOf(chainId), 'evm_setAutomine', [on]);
}
