// Reads wallet_revokePermissions' params strictly: `{ pci, permissions, expiry, address, context }`
// (an object, as AppKit sends it). The context must be one delegation by the account named in
// `address` (CAIP-10), and the permissions and expiry must be exactly what its caveats enforce, so
// what the wallet shows is what it disables. Throws an Error saying what is wrong.
import { decodePermissionContext } from './decodePermissionContext.mjs';
import { ROOT_AUTHORITY } from './delegationAbi.mjs';
import { permissionCaveats } from './permissionCaveats.mjs';
import { fail, onlyKeys } from './readFields.mjs';
import { readPermission } from './readPermission.mjs';
import { SESSION_CONTRACTS } from '../stack/sessions/sessionAddresses.mjs';

/** `{ pci, chainId (number), address, expiry, permissions, context, delegation }`. */
export function readRevokeRequest(params, { contracts = SESSION_CONTRACTS } = {}) {
  onlyKeys(params, 'The revoke request', ['pci', 'permissions', 'expiry', 'address', 'context']);
  const { pci, expiry } = params;
  if (typeof pci !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(pci)) fail('pci must be a permission id');
  const caip10 = typeof params.address === 'string' ? /^eip155:([1-9][0-9]{0,15}):(0x[0-9a-fA-F]{40})$/.exec(params.address) : null;
  if (!caip10 || !Number.isSafeInteger(Number(caip10[1]))) fail('address must be a CAIP-10 account id (eip155:<chain>:<address>)');
  const chainId = Number(caip10[1]);
  const address = caip10[2].toLowerCase();
  if (!Number.isSafeInteger(expiry) || expiry <= 0) fail('expiry must be unix seconds');
  if (!Array.isArray(params.permissions) || params.permissions.length !== 1) fail('permissions must hold the one permission granted');
  const permissions = params.permissions.map((p, i) => readPermission(p, `permissions[${i}]`));

  const delegations = decodePermissionContext(params.context);
  if (delegations.length !== 1) fail('The context must hold the one delegation a grant made');
  const [delegation] = delegations;
  if (delegation.delegator !== address) fail('The context is a delegation by another account');
  if (delegation.authority !== ROOT_AUTHORITY) fail('The context is not a delegation made by the account itself');
  const expected = permissionCaveats({ permissions, expiry }, contracts);
  const same = expected.length === delegation.caveats.length && expected.every((c, i) => c.enforcer === delegation.caveats[i].enforcer && c.terms.toLowerCase() === delegation.caveats[i].terms);
  if (!same) fail('The permissions and expiry are not the ones the context enforces');
  return { pci, chainId, address, expiry, permissions, context: params.context.toLowerCase(), delegation };
}
