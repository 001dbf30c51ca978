// Checks for what reaches the frame's server from outside: every body field is untrusted.
import { AuthError } from './authError.mjs';

const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const MAX_EMAIL_LENGTH = 254;

/** The address lower-cased, or null when it is not a plain, valid mail address. */
export function normalizeEmail(value) {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email) ? email : null;
}

/** Device ids are random base64url strings the frame makes itself. */
export const isDeviceId = (value) => typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value);

/** Session tokens and link tokens are base64url strings this server made. */
export const isToken = (value) => typeof value === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(value);

/** Codes are strings of exactly six digits (spec §5: OTP values are strings). */
export const isOtp = (value) => typeof value === 'string' && /^\d{6}$/.test(value);

/** An http(s) origin exactly as URL#origin writes it (the parent page of the frame). */
export function isWebOrigin(value) {
  if (typeof value !== 'string' || value.length > 255) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** Project ids as the frame reads them from its URL ('' when it had none that looked like one). */
export const isProjectId = (value) => typeof value === 'string' && /^[A-Za-z0-9_-]{0,128}$/.test(value);

/** The scope of a session, "<parentOrigin> <projectId>", from a request body; undefined when either is malformed. */
export function scopeOf(body) {
  return isWebOrigin(body.parentOrigin) && isProjectId(body.projectId) ? `${body.parentOrigin} ${body.projectId}` : undefined;
}

/** The session scope of a body that must have one; a 400 otherwise. */
export function sessionScope(body) {
  const scope = scopeOf(body);
  if (!scope) throw new AuthError(400, 'Invalid parentOrigin or projectId');
  return scope;
}
