import type { ContractCall } from '../../connectors/NamespaceAdapter';
import { SwapTransactionMismatchError } from '../../errors/transactionErrors';
import type { BuiltSwap } from '../../services/convert/convertCalls';
import { isNativeToken } from '../../utils/nativeToken';
import { isAccount } from './isAccount';
import { readRouterCall } from './readRouterCall';

/** What the visitor was shown and agreed to, against which a transaction the service built is checked. */
export interface SwapExpectation {
  /** The active network (CAIP-2). */
  caipNetworkId: string;
  /** The visitor's address (0x). */
  user: string;
  /** The token paid with (CAIP-10, the native coin as the convert service names it). */
  from: string;
  /** The token received (CAIP-10). */
  to: string;
  /** The amount paid (base units of `from`), as the quote and the preview say. */
  amount: bigint;
  /** The least the preview said the swap delivers (base units of `to`). */
  minimum: bigint;
  /** The router of the network (config `swapRouters`). */
  router: `0x${string}`;
}

/** The router call's name for a CAIP-10 token of the form: 'native' or its lowercase address. */
const tokenOf = (caip10: string) => (isNativeToken(caip10) ? 'native' : (caip10.split(':')[2] ?? '').toLowerCase());

/**
 * The swap as it goes to the wallet, once what the service built matches what the visitor was
 * shown: sent by the visitor on the active network, to the network's router, and a router call
 * the modal can read (readRouterCall) that pays exactly the amount shown of the token shown,
 * delivers to the visitor the token shown, and at least the minimum
 * shown. Its value is never the service's: the amount paid when that is the native coin, else
 * nothing. A mismatch throws SwapTransactionMismatchError.
 */
export function checkSwapTransaction(built: BuiltSwap, expected: SwapExpectation): ContractCall {
  const { caipNetworkId, user, router } = expected;
  const refuse = (mismatch: string) => new SwapTransactionMismatchError(mismatch);
  if (!isAccount(built.from, caipNetworkId, user)) throw refuse(`sender ${built.from.caipNetworkId}:${built.from.address}, not the account on ${caipNetworkId}`);
  if (!isAccount(built.to, caipNetworkId, router)) throw refuse(`target ${built.to.caipNetworkId}:${built.to.address}, not the router ${router} on ${caipNetworkId}`);
  const call = readRouterCall(built.data);
  if (!call) throw refuse('a router call the modal cannot read');
  if (call.tokenIn !== tokenOf(expected.from)) throw refuse(`pays with ${call.tokenIn}, not ${expected.from}`);
  if (call.amountIn !== undefined && call.amountIn !== expected.amount) throw refuse(`pays ${call.amountIn}, not ${expected.amount}`);
  if (call.tokenOut !== tokenOf(expected.to)) throw refuse(`delivers ${call.tokenOut}, not ${expected.to}`);
  if (call.recipient !== 'sender' && call.recipient !== user.toLowerCase()) throw refuse(`delivers to ${call.recipient}, not the account`);
  if (call.minOut < expected.minimum) throw refuse(`guarantees ${call.minOut}, less than the minimum shown ${expected.minimum}`);
  return { to: router, data: built.data, value: isNativeToken(expected.from) ? expected.amount : 0n };
}
