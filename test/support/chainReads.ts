// Reads straight from an anvil chain, to check what a wallet did there.
import { createPublicClient, encodeFunctionData, erc20Abi, http } from 'viem';
import { stackInfo } from '../stack/stackInfo';
import { rpc } from './chainRpc';

/**
 * The receipt of a transaction anvil has taken: eth_sendTransaction answers once it is in the
 * pool and anvil mines it right after, so the receipt can be null for a moment. Asks again
 * every 50 ms, for at most 5 s. On the chain that mines only on demand (stackInfo()
 * .manualMiningChainId) nothing is mined until a test calls `mine` (anvilControl.ts).
 */
export async function waitForReceipt(rpcUrl: string, hash: string): Promise<{ status: string; to: string; from: string }> {
  const deadline = performance.now() + 5000;
  for (;;) {
    const receipt = (await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as { status: string; to: string; from: string } | null;
    if (receipt) return receipt;
    if (performance.now() > deadline) throw new Error(`no receipt for ${hash} within 5000 ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Whether `signature` is `address`'s over `message` on the stack's chain `chainId`, as viem's
 * verifyMessage with a public client checks it: the key's own for a plain account, ERC-1271 for a
 * deployed smart account, ERC-6492 for one not deployed yet (an embedded user's account on chains
 * 1 and 8453 is a Safe by default).
 */
export async function messageVerifies(chainId: number, address: `0x${string}`, message: string, signature: `0x${string}`): Promise<boolean> {
  const rpcUrl = (await stackInfo()).chains[String(chainId)] as string;
  return createPublicClient({ transport: http(rpcUrl) }).verifyMessage({ address, message, signature });
}

export async function balanceOf(rpcUrl: string, address: string): Promise<bigint> {
  return BigInt((await rpc(rpcUrl, 'eth_getBalance', [address, 'latest'])) as string);
}

/** An address nobody has used: what it holds after a test is exactly what the test sent. */
export function freshAddress(): `0x${string}` {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** An ERC-20 balance read from the chain (the token's `balanceOf`). */
export async function tokenBalanceOf(rpcUrl: string, token: string, owner: string): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner as `0x${string}`] });
  return BigInt((await rpc(rpcUrl, 'eth_call', [{ to: token, data }, 'latest'])) as string);
}

/** The balance of one of the stack's tokens (by symbol) on one of its chains. */
export async function stackTokenBalance(chainId: number, symbol: string, owner: string): Promise<bigint> {
  const { chains, tokens } = await stackInfo();
  const token = tokens[String(chainId)]?.find((candidate) => candidate.symbol === symbol)?.address;
  if (!token) throw new Error(`The stack has no ${symbol} on chain ${chainId}`);
  return tokenBalanceOf(chains[String(chainId)] as string, token, owner);
}
