// The data of the revoke transaction: the delegator sends it to the DelegationManager, after which
// every redemption of that delegation reverts.
import { encodeFunctionData } from 'viem';
import { DELEGATION_MANAGER_ABI } from './delegationAbi.mjs';

/** `delegation` as decodePermissionContext returns it. */
export const disableDelegationCall = (delegation) => encodeFunctionData({ abi: DELEGATION_MANAGER_ABI, functionName: 'disableDelegation', args: [delegation] });
