// The resend allowance: after a mail to an address, another mail to it is refused for 30 s.
// It limits resends, not sign-ins: once the mailed code has been used, the clock of that
// address is cleared, so signing out and straight back in can mail a new code at once.

export const MAIL_INTERVAL_MS = 30_000;

export function createMailAllowance({ intervalMs = MAIL_INTERVAL_MS, now = () => Date.now() } = {}) {
  const lastSent = new Map(); // address -> time of the last mail

  return {
    /** Milliseconds until `address` may get another mail (0: now). */
    waitMs(address) {
      const at = lastSent.get(address);
      if (at === undefined) return 0;
      const left = at + intervalMs - now();
      if (left <= 0) lastSent.delete(address);
      return Math.max(0, left);
    },
    record(address) {
      lastSent.set(address, now());
    },
    clear(address) {
      lastSent.delete(address);
    },
  };
}
