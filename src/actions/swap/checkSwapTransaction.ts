import type { ContractCall } from '../../connectors/NamespaceAdapter';
import { SwapTransactionMismatchError } from '../../errors/transactionErrors';
import type { BuiltSwap, CaipAccount } from '../../services/convert/convertCalls';
import { isNativeToken } from '../../utils/nativeToken';

/** What the visitor was shown and agreed to, against which a transaction the service built is checked. */
export interface SwapExpectation {
  /** The active network (CAIP-2). */
  caipNetworkId: string;
  /** The visitor's address (0x). */
  user: string;
  /** The token paid with (CAIP-10, the native coin as the convert service names it). */
  from: string;
  /** The amount paid (base units of `from`), as the quote and the preview say. */
  amount: bigint;
  /** The least the preview said the swap delivers (base units of the token received). */
  minimum: bigint;
  /** The router of the network (config `swapRouters`). */
  router: `0x${string}`;
}

/** Whether a CAIP-10 account of an answer is `address` on `caipNetworkId` (addresses compared without case). */
export const isAccount = (account: CaipAccount, caipNetworkId: string, address: string): boolean =>
  account.caipNetworkId === caipNetworkId && account.address.toLowerCase() === address.toLowerCase();

/**
 * The swap as it goes to the wallet, once what the service built matches what the visitor was
 * shown: sent by the visitor on the active network, to the network's router, with a call in it,
 * expected to deliver at least the minimum shown. Its value is never the service's: the amount
 * paid when that is the native coin, else nothing. A mismatch throws SwapTransactionMismatchError.
 */
export function checkSwapTransaction(built: BuiltSwap, expected: SwapExpectation): ContractCall {
  const { caipNetworkId, user, router } = expected;
  if (!isAccount(built.from, caipNetworkId, user)) throw new SwapTransactionMismatchError(`sender ${built.from.caipNetworkId}:${built.from.address}, not the account on ${caipNetworkId}`);
  if (!isAccount(built.to, caipNetworkId, router)) throw new SwapTransactionMismatchError(`target ${built.to.caipNetworkId}:${built.to.address}, not the router ${router} on ${caipNetworkId}`);
  // A swap calls the router: at least a function selector.
  if (built.data.length < 10) throw new SwapTransactionMismatchError('no call data');
  if (built.receives < expected.minimum) throw new SwapTransactionMismatchError(`expected to deliver ${built.receives}, less than the minimum shown ${expected.minimum}`);
  return { to: router, data: built.data, value: isNativeToken(expected.from) ? expected.amount : 0n };
}
