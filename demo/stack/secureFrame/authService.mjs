// The email sign-in of the embedded wallet, as the frame's server runs it:
//   connectEmail: a device this address never used gets a mailed approval link (VERIFY_DEVICE),
//     a known device a mailed code (VERIFY_OTP), a device with a live session for it CONNECT;
//   approveDevice (the link was visited) marks the device known and mails a code;
//   verifySignIn turns that code into a session. An email change needs a code mailed to the
//   current address, then one mailed to the new one.
// A finished social or Farcaster sign-in (checked elsewhere) gets its session from signInLinked.
// Every session is for one `scope`, the embedding page's origin and project
// ("<parentOrigin> <projectId>"), and is found only under it: another page signs in anew.
// Every mail the app can trigger is under the resend allowance (mailAllowance.mjs); the code
// mailed after a device approval is not, since the visitor did not ask twice.
import { createAccounts } from './accounts.mjs';
import { AuthError } from './authError.mjs';
import { createCodeBook } from './codeBook.mjs';
import { createDeviceApprovals } from './deviceApprovals.mjs';
import { createMailAllowance } from './mailAllowance.mjs';
import { deviceLinkMail, signInCodeMail, updatePrimaryMail, updateSecondaryMail } from './mails.mjs';

export const DEVICE_WAIT_MS = 25_000;

const signInKey = (email, deviceId) => `sign-in\n${email}\n${deviceId}`;
const primaryKey = (userId) => `update-primary\n${userId}`;
const secondaryKey = (userId) => `update-secondary\n${userId}`;

function codeResult(result) {
  if (result === 'expired') throw new AuthError(400, 'Code expired');
  if (result !== 'ok') throw new AuthError(400, 'Invalid code');
}

/**
 * `sendMail({ to, subject, text })` resolves once the mail is in the mailbox; `linkFor(token)`
 * is the device-approval URL on the frame server's origin.
 */
export function createAuthService({ sendMail, linkFor, now = () => Date.now(), deviceWaitMs = DEVICE_WAIT_MS }) {
  const accounts = createAccounts({ now });
  const codes = createCodeBook({ now });
  const approvals = createDeviceApprovals({ now });
  const allowance = createMailAllowance({ now });
  const pendingUpdates = new Map(); // userId -> { newEmail, primaryDone }

  async function mail(to, content, { limited }) {
    try {
      await sendMail({ to, ...content });
    } catch {
      throw new AuthError(502, 'Could not send the email. Try again.');
    }
    if (limited) allowance.record(to);
  }

  function checkAllowance(...addresses) {
    const waitMs = Math.max(...addresses.map((a) => allowance.waitMs(a)));
    if (waitMs > 0) throw new AuthError(429, `Too many requests. Try again in ${Math.ceil(waitMs / 1000)} seconds`, 429);
  }

  // An address someone only typed (no device approved yet) is not taken.
  const inUse = (email) => (accounts.userByEmail(email)?.devices.size ?? 0) > 0;

  function requireSession(token, deviceId, scope) {
    const found = accounts.session(token, deviceId, scope);
    if (!found) throw new AuthError(401, 'User is not connected');
    return found;
  }

  return {
    /** `{ action }`, plus the session when the device is still signed in to this address. */
    async connectEmail({ email, deviceId, token, scope }) {
      const user = accounts.ensureUser(email);
      const live = token ? accounts.session(token, deviceId, scope) : undefined;
      if (live && live.user === user) return { action: 'CONNECT', session: live.session };
      checkAllowance(email);
      if (!user.devices.has(deviceId)) {
        await mail(email, deviceLinkMail(linkFor(approvals.request(email, deviceId))), { limited: true });
        return { action: 'VERIFY_DEVICE' };
      }
      await mail(email, signInCodeMail(codes.issue(signInKey(email, deviceId), email)), { limited: true });
      return { action: 'VERIFY_OTP' };
    },

    /** The visited link: approves the device and mails the code that finishes the sign-in. */
    async approveDevice(linkToken) {
      const link = approvals.take(linkToken);
      if (link === 'expired') throw new AuthError(410, 'This link has expired. Sign in again to get a new one.');
      if (!link) throw new AuthError(404, 'This link is not valid, or it was used already.');
      const user = accounts.ensureUser(link.email);
      accounts.addDevice(user, link.deviceId);
      await mail(link.email, signInCodeMail(codes.issue(signInKey(link.email, link.deviceId), link.email)), { limited: false });
      approvals.approved(link.email, link.deviceId);
    },

    /** True once the device is approved for this address (waits up to deviceWaitMs). */
    async waitForDevice({ email, deviceId, signal }) {
      if (accounts.userByEmail(email)?.devices.has(deviceId)) return true;
      return approvals.wait(email, deviceId, { timeoutMs: deviceWaitMs, signal });
    },

    /** The mailed code for this device: a new session. */
    verifySignIn({ email, deviceId, otp, scope }) {
      const user = accounts.userByEmail(email);
      if (!user?.devices.has(deviceId)) throw new AuthError(400, 'Invalid code');
      codeResult(codes.verify(signInKey(email, deviceId), otp));
      allowance.clear(email);
      return accounts.startSession(user, deviceId, scope);
    },

    /**
     * A new session for the account of a finished social or Farcaster sign-in (`userId` as
     * `${provider}:${sub}`): that provider already checked who it is, so no mail is sent.
     */
    signInLinked({ userId, email, userName, deviceId, scope }) {
      const user = accounts.ensureLinkedUser(userId, { email, userName });
      accounts.addDevice(user, deviceId);
      return accounts.startSession(user, deviceId, scope);
    },

    /** `{ user, session }` of a live session of this device and scope, or undefined. */
    session: (token, deviceId, scope) => accounts.session(token, deviceId, scope),

    signOut(token) {
      accounts.endSession(token);
    },

    async startEmailUpdate({ token, deviceId, email, scope }) {
      const { user } = requireSession(token, deviceId, scope);
      // The address of a social account belongs to its provider.
      if (user.linked) throw new AuthError(400, 'Only an email sign-in can change its email address');
      if (email === user.email) throw new AuthError(400, 'This is already your email address');
      if (inUse(email)) throw new AuthError(409, 'This email address is already in use');
      checkAllowance(user.email, email);
      pendingUpdates.set(user.id, { newEmail: email, primaryDone: false });
      codes.drop(secondaryKey(user.id));
      await mail(user.email, updatePrimaryMail(codes.issue(primaryKey(user.id), user.email)), { limited: true });
      await mail(email, updateSecondaryMail(codes.issue(secondaryKey(user.id), email)), { limited: true });
      return { action: 'VERIFY_PRIMARY_OTP' };
    },

    verifyPrimary({ token, deviceId, otp, scope }) {
      const { user } = requireSession(token, deviceId, scope);
      const pending = pendingUpdates.get(user.id);
      if (!pending) throw new AuthError(400, 'No email change is in progress');
      codeResult(codes.verify(primaryKey(user.id), otp));
      pending.primaryDone = true;
      allowance.clear(user.email);
      return { action: 'VERIFY_SECONDARY_OTP' };
    },

    verifySecondary({ token, deviceId, otp, scope }) {
      const { user } = requireSession(token, deviceId, scope);
      const pending = pendingUpdates.get(user.id);
      if (!pending?.primaryDone) throw new AuthError(400, 'No email change is in progress');
      // Taken meanwhile by a sign-in of that address: refuse rather than merge two users.
      if (inUse(pending.newEmail)) throw new AuthError(409, 'This email address is already in use');
      codeResult(codes.verify(secondaryKey(user.id), otp));
      pendingUpdates.delete(user.id);
      allowance.clear(pending.newEmail);
      accounts.changeEmail(user, pending.newEmail);
      return { newEmail: pending.newEmail };
    },

    /** Test control: ages the live codes and links mailed to `email`. */
    expireCodes: (email) => codes.expireFor(email) + approvals.expireFor(email),
  };
}
