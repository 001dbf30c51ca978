// The data of the transaction the host's session key sends to the DelegationManager to act within
// a permission. Each call is its own redemption in single-call mode (the period, target and method
// enforcers accept only that), all in one transaction: one call over the limit reverts them all.
import { encodeFunctionData, encodePacked } from 'viem';
import { DELEGATION_MANAGER_ABI, SINGLE_DEFAULT_MODE } from './delegationAbi.mjs';

/** `calls`: `[{ to, value?, data? }]`, at least one. */
export function redeemCall({ context, calls }) {
  if (!Array.isArray(calls) || !calls.length) throw new Error('redeemCall needs at least one call');
  const executions = calls.map(({ to, value = 0n, data = '0x' }) => encodePacked(['address', 'uint256', 'bytes'], [to, BigInt(value), data]));
  return encodeFunctionData({ abi: DELEGATION_MANAGER_ABI, functionName: 'redeemDelegations', args: [calls.map(() => context), calls.map(() => SINGLE_DEFAULT_MODE), executions] });
}
