import { decodeFunctionData, encodeFunctionData, erc20Abi } from 'viem';
import type { ContractCall } from '../../connectors/NamespaceAdapter';
import { SwapTransactionMismatchError } from '../../errors/transactionErrors';
import type { BuiltApproval } from '../../services/convert/convertCalls';
import { isAccount } from './isAccount';

/** What the visitor is asked to approve: this much of this token, for the network's router. */
export interface ApprovalExpectation {
  caipNetworkId: string;
  /** The token paid with (CAIP-10). */
  token: string;
  amount: bigint;
  router: `0x${string}`;
}

/** The call of `data` if it is exactly `approve(spender, amount)` and nothing more, else undefined. */
function approveCallOf(data: `0x${string}`): { spender: string; amount: bigint } | undefined {
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data });
    if (call.functionName !== 'approve') return undefined;
    const [spender, amount] = call.args;
    // Decoding ignores bytes after the arguments: the data must be exactly the call.
    if (encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }) !== data.toLowerCase()) return undefined;
    return { spender, amount };
  } catch {
    return undefined;
  }
}

/**
 * The approval as it goes to the wallet, once what the service built is what the visitor is
 * asked: sent to the token paid with (`tx.from`, the service's echo) on the active network, no
 * value, and its data exactly `approve(router, amount)`. A mismatch throws SwapTransactionMismatchError.
 */
export function checkSwapApproval(built: BuiltApproval, expected: ApprovalExpectation): ContractCall {
  const { caipNetworkId, token, amount, router } = expected;
  const tokenAddress = token.split(':')[2] ?? '';
  if (!isAccount(built.from, caipNetworkId, tokenAddress)) throw new SwapTransactionMismatchError(`approval to ${built.from.caipNetworkId}:${built.from.address}, not the token ${token}`);
  if (built.to.caipNetworkId !== caipNetworkId) throw new SwapTransactionMismatchError(`approval names ${built.to.caipNetworkId}, not ${caipNetworkId}`);
  if (built.value !== 0n) throw new SwapTransactionMismatchError(`approval carries a value of ${built.value}`);
  const call = approveCallOf(built.data);
  if (!call) throw new SwapTransactionMismatchError('approval data is not approve(spender, amount)');
  if (call.spender.toLowerCase() !== router.toLowerCase()) throw new SwapTransactionMismatchError(`approval for ${call.spender}, not the router ${router}`);
  if (call.amount !== amount) throw new SwapTransactionMismatchError(`approval of ${call.amount}, not ${amount}`);
  return { to: tokenAddress, data: built.data, value: 0n };
}
