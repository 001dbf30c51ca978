// Who the users are, which devices each has approved, and the live sessions: the identity side
// of the embedded wallet, held by the frame's server in memory (gone when the stack stops).
// No key material ever reaches this server: keys live in the frame origin's IndexedDB.
import { randomBytes, randomUUID } from 'node:crypto';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

export function createAccounts({ sessionTtlMs = SESSION_TTL_MS, now = () => Date.now() } = {}) {
  // id -> { id, email, devices: Set<deviceId> } for email users; { id, linked: true, email?,
  // userName?, devices } for users of a social or Farcaster sign-in, whose id names the provider
  // and the account there. Those are not found by email: an address is not an identity elsewhere.
  const users = new Map();
  const byEmail = new Map(); // email -> id
  // token (the frame's secret) -> { id (public, what the app is told), userId, deviceId, scope,
  // expiresAt }; `scope` is the page that embedded the frame and its project
  // ("<parentOrigin> <projectId>"): the session is found only for that same scope.
  const sessions = new Map();

  return {
    userByEmail: (email) => users.get(byEmail.get(email)),
    /** The user of this address, made on first use. */
    ensureUser(email) {
      const known = users.get(byEmail.get(email));
      if (known) return known;
      const user = { id: randomUUID(), email, devices: new Set() };
      users.set(user.id, user);
      byEmail.set(email, user.id);
      return user;
    },
    /** The user of a social or Farcaster account (`${provider}:${sub}`), made on first use. */
    ensureLinkedUser(id, { email, userName }) {
      const user = users.get(id) ?? { id, linked: true, devices: new Set() };
      // The provider's latest word on the name and address.
      user.email = email;
      user.userName = userName;
      users.set(id, user);
      return user;
    },
    addDevice(user, deviceId) {
      user.devices.add(deviceId);
    },
    changeEmail(user, email) {
      byEmail.delete(user.email);
      user.email = email;
      byEmail.set(email, user.id);
    },
    startSession(user, deviceId, scope) {
      const session = { token: randomBytes(32).toString('base64url'), id: randomUUID(), userId: user.id, deviceId, scope, expiresAt: now() + sessionTtlMs };
      sessions.set(session.token, session);
      return session;
    },
    /** `{ session, user }` for a live session of this device and scope, or undefined. */
    session(token, deviceId, scope) {
      const session = sessions.get(token);
      if (!session || session.deviceId !== deviceId || session.scope !== scope) return undefined;
      if (now() >= session.expiresAt) {
        sessions.delete(token);
        return undefined;
      }
      return { session, user: users.get(session.userId) };
    },
    endSession(token) {
      sessions.delete(token);
    },
  };
}
