// The permission context the host redeems: the ABI encoding of a Delegation[] chain (leaf first;
// a grant's chain is its one signed delegation), as DelegationManager.redeemDelegations decodes it.
import { encodeAbiParameters } from 'viem';
import { DELEGATION_TUPLE } from './delegationAbi.mjs';

/** Hex context of `delegations` (each with its signature). */
export const encodePermissionContext = (delegations) => encodeAbiParameters([{ ...DELEGATION_TUPLE, type: 'tuple[]' }], [delegations]);
