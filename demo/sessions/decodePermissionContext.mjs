// Reads a permission context back: throws unless it is exactly the encoding of a non-empty
// Delegation[] (nothing trailing, nothing re-encoded differently).
import { decodeAbiParameters, isHex } from 'viem';
import { DELEGATION_TUPLE } from './delegationAbi.mjs';
import { encodePermissionContext } from './encodePermissionContext.mjs';

/** `[{ delegate, delegator, authority, caveats: [{ enforcer, terms, args }], salt (bigint), signature }]`, addresses lowercase. */
export function decodePermissionContext(context) {
  const bad = () => new Error('The permission context is not an encoded list of delegations');
  if (typeof context !== 'string' || !isHex(context, { strict: true }) || context.length < 130) throw bad();
  let decoded;
  try {
    [decoded] = decodeAbiParameters([{ ...DELEGATION_TUPLE, type: 'tuple[]' }], context);
  } catch {
    throw bad();
  }
  const delegations = decoded.map((d) => ({
    delegate: d.delegate.toLowerCase(),
    delegator: d.delegator.toLowerCase(),
    authority: d.authority.toLowerCase(),
    caveats: d.caveats.map((c) => ({ enforcer: c.enforcer.toLowerCase(), terms: c.terms.toLowerCase(), args: c.args.toLowerCase() })),
    salt: d.salt,
    signature: d.signature.toLowerCase(),
  }));
  if (!delegations.length || encodePermissionContext(delegations) !== context.toLowerCase()) throw bad();
  return delegations;
}
