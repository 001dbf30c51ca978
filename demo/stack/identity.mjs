// GET /v1/identity/{address}: the name and avatar of an address, as the hosted identity call
// answers them (blockchain-api src/handlers/identity.rs): `{ name, avatar, resolvedAt }`, the
// first name the registry (nameRegistry.mjs) holds for the checksummed address and its `avatar`
// attribute, each null when there is none; `resolvedAt` is when the answer was made.
// - A Solana address (base58 of 32 bytes) gets `{ name: null, avatar: null, resolvedAt }` at once.
// - Anything else that is not 40 hex digits (0x optional) is 400 'The address provided is invalid'.
// - `useCache` is for the hosted service's own test project: any other project that sends it, as
//   every project here, gets 400 'Invalid parameter: The project ID … is not allowed to use
//   `use_cache` parameter'; a value other than true or false is refused by the query extractor.
// The hosted service also caches answers for a day (its own cache and Cache-Control); the twin
// answers from the registry every time, so a name registered a moment ago is answered at once.
import { getAddress } from 'viem';
import { refuse, refuseAddress, rejectQuery } from './hostedRefusals.mjs';
import { isBase58OfLength } from './solana/base58.mjs';

/** The identity answer for the `address` of the request path (decoded), from the registry `names`. */
export function identityOf({ address, query, names, now = new Date() }) {
  const useCache = query.get('useCache');
  if (useCache !== null && useCache !== 'true' && useCache !== 'false') rejectQuery('useCache: provided string was not `true` or `false`');
  if (isBase58OfLength(address, 32)) return { name: null, avatar: null, resolvedAt: now.toISOString() };
  if (!/^(0x)?[0-9a-fA-F]{40}$/.test(address)) refuseAddress();
  if (useCache !== null) refuse(400, '', `Invalid parameter: The project ID ${query.get('projectId')} is not allowed to use \`use_cache\` parameter`);
  const [entry] = names.rowsOf(getAddress(address.startsWith('0x') ? address : `0x${address}`));
  return { name: entry?.name ?? null, avatar: entry?.attributes.avatar ?? null, resolvedAt: now.toISOString() };
}
