// Six-digit codes with a lifetime: one live code per purpose (a sign-in on one device, either
// half of an email change), replaced when a new one is mailed. Wrong guesses are counted: after
// MAX_ATTEMPTS the code is dropped, so it cannot be found by trying all million values.
import { randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;

export function createCodeBook({ ttlMs = CODE_TTL_MS, maxAttempts = MAX_ATTEMPTS, now = () => Date.now() } = {}) {
  const codes = new Map(); // key -> { code, email, expiresAt, attempts }

  return {
    /** A new code for `key`, mailed to `email` (which expireFor() matches). */
    issue(key, email) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      codes.set(key, { code, email, expiresAt: now() + ttlMs, attempts: 0 });
      return code;
    },
    /** 'ok' (the code is used up), 'expired' or 'invalid'. */
    verify(key, otp) {
      const entry = codes.get(key);
      if (!entry) return 'invalid';
      if (now() >= entry.expiresAt) {
        codes.delete(key);
        return 'expired';
      }
      if (timingSafeEqual(Buffer.from(entry.code), Buffer.from(String(otp).padEnd(6).slice(0, 6)))) {
        codes.delete(key);
        return 'ok';
      }
      entry.attempts += 1;
      if (entry.attempts >= maxAttempts) codes.delete(key);
      return 'invalid';
    },
    /** Ages every live code mailed to `email` past its lifetime; returns how many. */
    expireFor(email) {
      let count = 0;
      for (const entry of codes.values()) {
        if (entry.email === email && entry.expiresAt > now()) {
          entry.expiresAt = now() - 1;
          count += 1;
        }
      }
      return count;
    },
    drop(key) {
      codes.delete(key);
    },
  };
}
