// Whether the RPC the app gave for a chain answers for that chain (eth_chainId): an RPC of another
// chain would have the frame show, sign or send for the wrong one.
import { FrameError } from './frameError.mjs';

/** Resolves once `client`'s RPC says it serves `chainId`; a clear refusal otherwise. */
export async function checkRpcChain(client, chainId) {
  const nodeChainId = await client.getChainId();
  if (nodeChainId !== chainId) throw new FrameError(`The RPC of chain ${chainId} answers for chain ${nodeChainId}`, -32603);
}
