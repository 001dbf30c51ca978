// Approval links for new devices: the link mailed to an address names one (email, device) pair
// by a random token. Visiting it approves that device; the frame meanwhile waits (a long poll)
// for the approval.
import { randomBytes } from 'node:crypto';
import { CODE_TTL_MS } from './codeBook.mjs';

const pairKey = (email, deviceId) => `${email}\n${deviceId}`;

export function createDeviceApprovals({ ttlMs = CODE_TTL_MS, now = () => Date.now() } = {}) {
  const links = new Map(); // token -> { email, deviceId, expiresAt }
  const waiters = new Map(); // pairKey -> Set<resolve>

  return {
    /** A new link token for the pair; an earlier link for the same pair stops working. */
    request(email, deviceId) {
      for (const [token, link] of links) if (link.email === email && link.deviceId === deviceId) links.delete(token);
      const token = randomBytes(32).toString('base64url');
      links.set(token, { email, deviceId, expiresAt: now() + ttlMs });
      return token;
    },
    /** Uses up a link: `{ email, deviceId }`, 'expired', or undefined for an unknown token. */
    take(token) {
      const link = links.get(token);
      if (!link) return undefined;
      links.delete(token);
      return now() >= link.expiresAt ? 'expired' : { email: link.email, deviceId: link.deviceId };
    },
    /** Wakes whoever waits for this pair (after its code was mailed). */
    approved(email, deviceId) {
      const key = pairKey(email, deviceId);
      for (const resolve of waiters.get(key) ?? []) resolve(true);
      waiters.delete(key);
    },
    /** Resolves true once approved(), false after `timeoutMs` or when `signal` aborts. */
    wait(email, deviceId, { timeoutMs, signal }) {
      const key = pairKey(email, deviceId);
      return new Promise((resolve) => {
        const done = (value) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          waiters.get(key)?.delete(done);
          if (waiters.get(key)?.size === 0) waiters.delete(key);
          resolve(value);
        };
        const onAbort = () => done(false);
        const timer = setTimeout(() => done(false), timeoutMs);
        if (!waiters.has(key)) waiters.set(key, new Set());
        waiters.get(key).add(done);
        signal?.addEventListener('abort', onAbort, { once: true });
        if (signal?.aborted) onAbort();
      });
    },
    /** Ages the live links mailed to `email` past their lifetime; returns how many. */
    expireFor(email) {
      let count = 0;
      for (const link of links.values()) {
        if (link.email === email && link.expiresAt > now()) {
          link.expiresAt = now() - 1;
          count += 1;
        }
      }
      return count;
    },
  };
}
