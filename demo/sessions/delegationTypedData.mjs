// What the delegator signs (EIP-712): the DelegationManager on that chain is the domain, so a
// signature made for one chain or manager does not redeem on another.
import { DELEGATION_TYPES } from './delegationAbi.mjs';

/** viem signTypedData's argument for `delegation` (its signature is not part of the message). */
export function delegationTypedData({ delegation, chainId, delegationManager }) {
  const { delegate, delegator, authority, caveats, salt } = delegation;
  return {
    domain: { name: 'DelegationManager', version: '1', chainId: Number(chainId), verifyingContract: delegationManager },
    types: DELEGATION_TYPES,
    primaryType: 'Delegation',
    message: { delegate, delegator, authority, caveats: caveats.map(({ enforcer, terms }) => ({ enforcer, terms })), salt: BigInt(salt) },
  };
}
