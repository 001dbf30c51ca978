// Reads wallet_grantPermissions' params strictly: one request in the shape every wallet of this
// project agrees on (AppKit's v2 smart-session request), and nothing this framework cannot enforce
// as asked. Any other shape throws an Error saying what is wrong (callers answer -32602 with it).
// Returns a fresh copy with lowercase addresses, so later changes to `params` change nothing.
import { fail, onlyKeys, readAddress } from './readFields.mjs';
import { readPermission } from './readPermission.mjs';
import { sessionKeyAddress } from './sessionKeyAddress.mjs';

/** The largest time the TimestampEnforcer's 16-byte bound and AppKit's schema take (9999-12-31). */
const LATEST_EXPIRY = 253402300799;

/**
 * `params` must be `[request]`. Returns `{ chainId, address?, expiry, signer, permissions, policies }`
 * with `chainId` as lowercase hex; a contract-call permission's data also carries `selectors`
 * (not echoed: grantResponse drops it). `now` (unix seconds) is for tests.
 */
export function readGrantRequest(params, { now = Math.floor(Date.now() / 1000) } = {}) {
  if (!Array.isArray(params) || params.length !== 1) fail('wallet_grantPermissions takes one request: [request]');
  const request = params[0];
  onlyKeys(request, 'The request', ['chainId', 'expiry', 'signer', 'permissions', 'policies'], ['address']);
  if (typeof request.chainId !== 'string' || !/^0x[1-9a-fA-F][0-9a-fA-F]{0,12}$/.test(request.chainId) || !Number.isSafeInteger(Number(request.chainId))) fail('chainId must be a hex chain id');
  const chainId = `0x${Number(request.chainId).toString(16)}`;
  const address = request.address === undefined ? undefined : readAddress(request.address, 'address');
  if (!Number.isSafeInteger(request.expiry) || request.expiry <= now) fail('expiry must be a time in the future, in unix seconds');
  if (request.expiry > LATEST_EXPIRY) fail(`expiry must be at most ${LATEST_EXPIRY}`);

  onlyKeys(request.signer, 'signer', ['type', 'data']);
  if (request.signer.type !== 'keys') fail('signer.type must be "keys"');
  onlyKeys(request.signer.data, 'signer.data', ['keys']);
  const { keys } = request.signer.data;
  if (!Array.isArray(keys) || keys.length !== 1) fail('signer.data.keys must hold exactly one key');
  onlyKeys(keys[0], 'signer.data.keys[0]', ['type', 'publicKey']);
  if (keys[0].type !== 'secp256k1') fail('signer.data.keys[0].type must be "secp256k1"');
  sessionKeyAddress(keys[0].publicKey);
  const signer = { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: keys[0].publicKey.toLowerCase() }] } };

  if (!Array.isArray(request.permissions) || !request.permissions.length) fail('permissions must hold at least one permission');
  // The caveats of one delegation all apply to every call: two permissions would narrow each
  // other, not add up, so a grant carries one.
  if (request.permissions.length > 1) fail('One permission per request can be granted: ask for each in its own request');
  const permissions = request.permissions.map((p, i) => readPermission(p, `permissions[${i}]`));
  if (!Array.isArray(request.policies) || request.policies.length) fail('policies must be [] (no policy type is supported)');

  return { chainId, ...(address ? { address } : {}), expiry: request.expiry, signer, permissions, policies: [] };
}
