// The signed-in user of this frame, as the frame's server knows them (user id, session id, and
// the email and/or userName of an email, social or Farcaster sign-in) plus their address from
// the key vault. Read from the server with the session token stored for this embedding page and
// project (`scope`: { parentOrigin, projectId }, which the server checks too), and kept in
// memory until sign-out.
import { notConnected } from './frameError.mjs';
import { addressOf } from './keyVault.mjs';
import { callServer } from './serverApi.mjs';
import { createSessionToken } from './sessionToken.mjs';

export function createUserSession({ deviceId, scope }) {
  const stored = createSessionToken(scope);
  let user = null; // { userId, email?, userName?, sessionId, address }

  async function load() {
    const token = stored.read();
    if (!token) {
      user = null;
      return null;
    }
    const answer = await callServer('/api/session', { token, deviceId, ...scope });
    const optionalText = (value) => value === undefined || typeof value === 'string';
    if (answer.connected !== true || typeof answer.userId !== 'string' || !optionalText(answer.email) || !optionalText(answer.userName)) {
      stored.clear();
      user = null;
      return null;
    }
    user = { userId: answer.userId, email: answer.email, userName: answer.userName, sessionId: String(answer.sessionId), address: await addressOf(answer.userId) };
    return user;
  }

  return {
    /** Checks the stored session with the server: the user, or null. */
    load,
    /** The user, or null; asks the server only when nothing is known yet. */
    current: async () => user ?? load(),
    /** The user, or throws 'User is not connected'. */
    async require() {
      const found = user ?? (await load());
      if (!found) throw notConnected();
      return found;
    },
    /** Keeps a new session's token and reads its user (making their key the first time). */
    async start(token) {
      stored.save(token);
      const found = await load();
      if (!found) throw notConnected();
      return found;
    },
    token: stored.read,
    setEmail(email) {
      if (user) user.email = email;
    },
    /** Forgets the session here (the key stays, so the next sign-in has the same address). */
    clear() {
      stored.clear();
      user = null;
    },
  };
}
