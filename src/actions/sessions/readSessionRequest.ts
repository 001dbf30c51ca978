import { onlyKeys, readAddress, readSessionPermission, refuse } from './readSessionPermission';
import type { SessionRequest } from './SessionRequest';

/** The latest expiry the framework's timestamp bound and AppKit's schema take (9999-12-31). */
const LATEST_EXPIRY = 253402300799;

/**
 * The host's wallet_grantPermissions params, strictly: `[request]` of the protocol's shape, on
 * the connected chain, from the connected account (`address` absent or that account), expiring
 * in the future, for one uncompressed secp256k1 session key, with exactly one permission and no
 * policy: what every wallet of the protocol grants (demo/sessions/readGrantRequest.mjs), so
 * nothing is shown or asked that all would refuse. Returns the request as the wallet is asked it
 * (address filled in, lowercase, canonical hex); anything else is InvalidSessionRequestError
 * with the reason.
 */
export function readSessionRequest(params: unknown, connected: { chainId: number; address: string }, now = Math.floor(Date.now() / 1000)): SessionRequest {
  if (!Array.isArray(params) || params.length !== 1) return refuse('wallet_grantPermissions takes one request: [request]');
  const request = onlyKeys(params[0], 'The request', ['chainId', 'expiry', 'signer', 'permissions', 'policies'], ['address']);
  const { chainId, expiry } = request;
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]{1,13}$/.test(chainId) || !Number.isSafeInteger(Number(chainId))) return refuse('chainId must be a hex chain id');
  if (Number(chainId) !== connected.chainId) refuse(`chainId ${chainId} is not the connected chain (0x${connected.chainId.toString(16)})`);
  const account = connected.address.toLowerCase();
  if (request.address !== undefined && readAddress(request.address, 'address') !== account) refuse('address is not the connected account');
  if (typeof expiry !== 'number' || !Number.isSafeInteger(expiry) || expiry <= now) return refuse('expiry must be a time in the future, in unix seconds');
  if (expiry > LATEST_EXPIRY) refuse(`expiry must be at most ${LATEST_EXPIRY}`);

  const signer = onlyKeys(request.signer, 'signer', ['type', 'data']);
  if (signer.type !== 'keys') refuse('signer.type must be "keys"');
  const keys = onlyKeys(signer.data, 'signer.data', ['keys']).keys;
  if (!Array.isArray(keys) || keys.length !== 1) return refuse('signer.data.keys must hold exactly one key');
  const key = onlyKeys(keys[0], 'signer.data.keys[0]', ['type', 'publicKey']);
  if (key.type !== 'secp256k1') refuse('signer.data.keys[0].type must be "secp256k1"');
  if (typeof key.publicKey !== 'string' || !/^0x04[0-9a-fA-F]{128}$/.test(key.publicKey)) return refuse('signer.data.keys[0].publicKey must be an uncompressed secp256k1 public key (0x04 and 64 bytes)');

  const { permissions, policies } = request;
  if (!Array.isArray(permissions) || !permissions.length) return refuse('permissions must hold at least one permission');
  // The wallets' rule: the caveats of one delegation all apply to every call, so two permissions
  // would narrow each other, not add up; a grant carries one.
  if (permissions.length > 1) refuse('one permission per request can be granted: ask for each in its own request');
  if (!Array.isArray(policies) || policies.length) refuse('policies must be [] (no policy type is supported)');
  return {
    chainId: `0x${Number(chainId).toString(16)}`,
    address: account,
    expiry,
    signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: key.publicKey.toLowerCase() }] } },
    permissions: permissions.map((permission: unknown, index) => readSessionPermission(permission, `permissions[${index}]`)),
    policies: [],
  };
}
