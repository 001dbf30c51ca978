import { isValidAddress } from '../../utils/validateAddress';
import { BaseError } from '../../errors/BaseError';
import { SessionAnswerMismatchError } from '../../errors/smartSessionErrors';
import { isRecord } from '../../services/storage/guards';
import { readSessionPermission } from './readSessionPermission';
import type { SessionGrant, SessionRequest } from './SessionRequest';

/** The same JSON value, whatever the order of object keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  if (isRecord(a) || isRecord(b)) {
    if (!isRecord(a) || !isRecord(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]));
  }
  return a === b;
}

const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

/**
 * The wallet's answer to wallet_grantPermissions, held to the request it answers (the one shown
 * to the visitor): the same chain, account, expiry, session key, permissions and policies, a
 * non-empty permission context and the DelegationManager's address. Anything else is
 * SessionAnswerMismatchError naming the first field that differs: nothing may be activated.
 */
export function checkSessionGrant(answer: unknown, request: SessionRequest): SessionGrant {
  const differs = (field: string): never => {
    throw new SessionAnswerMismatchError(field);
  };
  if (!isRecord(answer)) return differs('the answer');
  if (typeof answer.chainId !== 'string' || !/^0x[0-9a-fA-F]{1,13}$/.test(answer.chainId) || Number(answer.chainId) !== Number(request.chainId)) differs('chainId');
  if (lower(answer.address) !== request.address) differs('address');
  if (answer.expiry !== request.expiry) differs('expiry');
  const signer = answer.signer as { data?: { keys?: { publicKey?: unknown }[] } } | undefined;
  const answerKey = signer?.data?.keys?.[0]?.publicKey;
  if (!sameJson({ ...signer, data: { keys: [{ ...signer?.data?.keys?.[0], publicKey: lower(answerKey) }] } }, request.signer) || signer?.data?.keys?.length !== 1) differs('signer');
  if (!Array.isArray(answer.permissions) || answer.permissions.length !== request.permissions.length) return differs('permissions');
  answer.permissions.forEach((permission: unknown, index) => {
    let read: unknown;
    try {
      read = readSessionPermission(permission, `permissions[${index}]`);
    } catch (error) {
      if (!(error instanceof BaseError)) throw error;
      differs('permissions');
    }
    if (!sameJson(read, request.permissions[index])) differs('permissions');
  });
  if (!sameJson(answer.policies, request.policies)) differs('policies');
  if (typeof answer.context !== 'string' || !/^0x([0-9a-fA-F]{2})+$/.test(answer.context)) differs('context');
  const delegationManager = isRecord(answer.signerMeta) ? answer.signerMeta.delegationManager : undefined;
  if (typeof delegationManager !== 'string' || !isValidAddress(delegationManager, { strict: false })) differs('signerMeta.delegationManager');
  return { ...request, context: answer.context as string, signerMeta: { delegationManager: delegationManager as string } };
}
