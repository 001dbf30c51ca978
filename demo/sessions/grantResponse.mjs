// wallet_grantPermissions' answer: the request echoed as read, the granting account, the context
// to redeem and the DelegationManager to send it to.
import { SESSION_CONTRACTS } from '../stack/sessions/sessionAddresses.mjs';

/** `request` as readGrantRequest returns it; `address` the delegator; `context` encodePermissionContext's. */
export function grantResponse({ request, address, context, delegationManager = SESSION_CONTRACTS.delegationManager }) {
  const permissions = request.permissions.map(({ type, data }) => {
    if (type !== 'contract-call') return { type, data };
    const { selectors, ...echoed } = data;
    return { type, data: echoed };
  });
  return {
    chainId: request.chainId,
    address: address.toLowerCase(),
    expiry: request.expiry,
    signer: request.signer,
    permissions,
    policies: request.policies,
    context,
    signerMeta: { delegationManager },
  };
}
