// Whether the DelegationManager holds a delegation disabled on a chain (a revoke already on chain:
// disabling it again would revert).
import { DELEGATION_MANAGER_ABI } from './delegationAbi.mjs';
import { SESSION_CONTRACTS } from '../stack/sessions/sessionAddresses.mjs';

/** `client`: a viem public client of the delegation's chain. */
export async function isDelegationDisabled(client, delegation, delegationManager = SESSION_CONTRACTS.delegationManager) {
  const read = (functionName, args) => client.readContract({ address: delegationManager, abi: DELEGATION_MANAGER_ABI, functionName, args });
  return read('disabledDelegations', [await read('getDelegationHash', [delegation])]);
}
