// Farcaster sign-in channels: the frame asks for one and shows its approval URL as a QR code;
// the person who "scans" it approves it on this origin's page, which wakes the frame's waiting
// request. Here the approval stands in for the Farcaster app: it signs in one fixed demo
// account. A channel belongs to the device that opened it, works once and lasts 10 minutes.
import { randomToken } from './pkce.mjs';

export const FARCASTER_DEMO_ACCOUNT = Object.freeze({ fid: 20_001, userName: 'demo.eth' });
export const FARCASTER_WAIT_MS = 25_000;
const CHANNEL_TTL_MS = 10 * 60_000;

export function createFarcasterChannels({ now = () => Date.now(), ttlMs = CHANNEL_TTL_MS } = {}) {
  const channels = new Map(); // channel -> { deviceId, parentOrigin, approved, expiresAt, waiters: Set }

  function live(channel) {
    const entry = typeof channel === 'string' ? channels.get(channel) : undefined;
    if (entry && now() >= entry.expiresAt) {
      channels.delete(channel);
      for (const wake of entry.waiters) wake(false);
      return undefined;
    }
    return entry;
  }

  return {
    /** A new channel for this device (and the parent page that will show it). */
    open({ deviceId, parentOrigin }) {
      for (const key of channels.keys()) live(key);
      const channel = randomToken();
      channels.set(channel, { deviceId, parentOrigin, approved: false, expiresAt: now() + ttlMs, waiters: new Set() });
      return channel;
    },

    /** `{ parentOrigin, approved }` of a live channel, or undefined. */
    describe(channel) {
      const entry = live(channel);
      return entry ? { parentOrigin: entry.parentOrigin, approved: entry.approved } : undefined;
    },

    /** Approves a live channel; false when there is none. */
    approve(channel) {
      const entry = live(channel);
      if (!entry) return false;
      entry.approved = true;
      for (const wake of entry.waiters) wake(true);
      return true;
    },

    /**
     * 'approved' (the channel is used up), 'timeout' (after `timeoutMs` or when `signal`
     * aborts), or 'invalid' (no live channel of this device).
     */
    async wait({ channel, deviceId, timeoutMs, signal }) {
      const entry = live(channel);
      if (!entry || entry.deviceId !== deviceId) return 'invalid';
      const approved =
        entry.approved ||
        (await new Promise((resolve) => {
          const done = (value) => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            entry.waiters.delete(done);
            resolve(value);
          };
          const onAbort = () => done(false);
          const timer = setTimeout(() => done(false), timeoutMs);
          entry.waiters.add(done);
          signal?.addEventListener('abort', onAbort, { once: true });
          if (signal?.aborted) onAbort();
        }));
      if (!approved) return 'timeout';
      // Two waits of one approval: only the first signs in.
      if (channels.get(channel) !== entry) return 'invalid';
      channels.delete(channel);
      return 'approved';
    },
  };
}
