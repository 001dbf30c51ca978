// The unsigned delegation a grant signs: from the granting account to the request's session key,
// with the caveats of its permission and expiry, and a random salt (so each grant has its own hash,
// and revoking one leaves the others).
import { bytesToBigInt } from 'viem';
import { SESSION_CONTRACTS } from '../stack/sessions/sessionAddresses.mjs';
import { permissionCaveats } from './permissionCaveats.mjs';
import { ROOT_AUTHORITY } from './delegationAbi.mjs';
import { sessionKeyAddress } from './sessionKeyAddress.mjs';

/** `{ delegate, delegator, authority, caveats, salt, signature: '0x' }` for a request read by readGrantRequest. */
export function sessionDelegation({ request, delegator, contracts = SESSION_CONTRACTS, salt = bytesToBigInt(crypto.getRandomValues(new Uint8Array(32))) }) {
  return {
    delegate: sessionKeyAddress(request.signer.data.keys[0].publicKey),
    delegator: delegator.toLowerCase(),
    authority: ROOT_AUTHORITY,
    caveats: permissionCaveats(request, contracts),
    salt: BigInt(salt),
    signature: '0x',
  };
}
