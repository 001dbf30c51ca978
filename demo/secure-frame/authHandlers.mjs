// The email sign-in and account requests of the protocol: CONNECT_EMAIL, CONNECT_DEVICE,
// CONNECT_OTP, GET_USER, IS_CONNECTED, SIGN_OUT and the three steps of an email change. The
// server decides; this side keeps the session token and the keys, and tells the app only the
// session's public id (SESSION_UPDATE), never a secret. Sessions belong to the embedding page's
// origin and project (`scope`), which every call that starts or uses one names.
import { parseChainId } from './chainState.mjs';
import { FrameError } from './frameError.mjs';
import { callServer } from './serverApi.mjs';

const DEVICE_WAIT_TIMEOUT_MS = 28_000; // the server answers after ~25 s at most
const SIGN_OUT_TIMEOUT_MS = 2500; // the app waits 3 s at most (spec §9)

function emailOf(payload) {
  const { email } = payload;
  if (typeof email !== 'string' || email.length > 254 || !email.includes('@')) throw new FrameError('Invalid email address');
  return email.trim().toLowerCase();
}

function otpOf(payload) {
  const { otp } = payload;
  if (typeof otp !== 'string' || !/^\d{6}$/.test(otp.trim())) throw new FrameError('Invalid code');
  return otp.trim();
}

/**
 * GET_USER's answer; a Farcaster user has no email, only social and Farcaster users a userName.
 * `address` is the account in use on `chainId` (accountTypes.mjs), `accounts` the eoa and, where
 * smart accounts run, the Safe.
 */
export async function userPayload(user, chainId, accountTypes) {
  const { address, accounts, preferredAccountType, smartAccountDeployed } = await accountTypes.describe(user, chainId);
  return {
    ...(user.email ? { email: user.email } : {}),
    address,
    chainId,
    accounts,
    ...(user.userName ? { userName: user.userName } : {}),
    preferredAccountType,
    smartAccountDeployed,
  };
}

export function authHandlers({ deviceId, scope, session, chain, approvals, sessionUpdate, accountTypes }) {
  let pendingEmail = null; // the address of the sign-in under way

  const pending = () => {
    if (!pendingEmail) throw new FrameError('No email sign-in is in progress');
    return pendingEmail;
  };

  return {
    async CONNECT_EMAIL(payload, { after }) {
      const email = emailOf(payload);
      const answer = await callServer('/api/email/connect', { email, deviceId, token: session.token() ?? null, ...scope });
      if (!['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'].includes(answer.action)) throw new FrameError('An error occurred');
      pendingEmail = answer.action === 'CONNECT' ? null : email;
      if (answer.action === 'CONNECT') {
        const user = await session.load();
        if (!user) throw new FrameError('An error occurred');
        after(() => sessionUpdate(user.sessionId));
      }
      return { action: answer.action };
    },

    async CONNECT_DEVICE() {
      const answer = await callServer('/api/device/wait', { email: pending(), deviceId }, { timeoutMs: DEVICE_WAIT_TIMEOUT_MS });
      if (answer.approved !== true) throw new FrameError('Device approval timed out. Open the link in the mail, then try again.');
    },

    async CONNECT_OTP(payload, { after }) {
      const otp = otpOf(payload);
      const answer = await callServer('/api/otp/verify', { email: pending(), deviceId, otp, ...scope });
      if (typeof answer.token !== 'string') throw new FrameError('An error occurred');
      pendingEmail = null;
      const user = await session.start(answer.token);
      after(() => sessionUpdate(user.sessionId));
    },

    async GET_USER(payload) {
      const user = await session.require();
      if (payload.chainId !== undefined && payload.chainId !== null) {
        const chainId = parseChainId(payload.chainId);
        if (!chainId) throw new FrameError('Invalid chain id');
        chain.use(chainId);
      }
      accountTypes.request(payload.preferredAccountType);
      return userPayload(user, chain.chainId, accountTypes);
    },

    async IS_CONNECTED() {
      return { isConnected: Boolean(await session.load()) };
    },

    async SIGN_OUT() {
      approvals.abortAll();
      const token = session.token();
      pendingEmail = null;
      session.clear();
      if (token) await callServer('/api/sign-out', { token }, { timeoutMs: SIGN_OUT_TIMEOUT_MS }).catch(() => {});
    },

    async UPDATE_EMAIL(payload) {
      await session.require();
      const answer = await callServer('/api/email/update', { token: session.token(), deviceId, email: emailOf(payload), ...scope });
      return { action: answer.action };
    },

    async UPDATE_EMAIL_PRIMARY_OTP(payload) {
      await session.require();
      const answer = await callServer('/api/email/update/primary', { token: session.token(), deviceId, otp: otpOf(payload), ...scope });
      return { action: answer.action };
    },

    async UPDATE_EMAIL_SECONDARY_OTP(payload) {
      await session.require();
      const answer = await callServer('/api/email/update/secondary', { token: session.token(), deviceId, otp: otpOf(payload), ...scope });
      session.setEmail(answer.newEmail);
      return { newEmail: answer.newEmail };
    },
  };
}
