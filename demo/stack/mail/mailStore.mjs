// The local mailbox's memory: every mail the SMTP receiver accepted, one entry per recipient,
// so a demo visitor (and a test) can read what was sent to an address. Bounded, so a chatty
// run cannot grow the stack's memory without end.

const DEFAULT_LIMIT = 1000;

/** Lower-cased, trimmed: mailbox addresses compare without case, as mail providers do. */
export const normalizeAddress = (address) => String(address ?? '').trim().toLowerCase();

export function createMailStore({ limit = DEFAULT_LIMIT, now = () => Date.now() } = {}) {
  const mails = []; // oldest first

  return {
    /** Records one mail for one recipient; `receivedAt` is an ISO time. */
    add({ to, subject, text }) {
      const entry = { to: normalizeAddress(to), subject: String(subject ?? ''), text: String(text ?? ''), receivedAt: new Date(now()).toISOString() };
      mails.push(entry);
      if (mails.length > limit) mails.splice(0, mails.length - limit);
      return entry;
    },
    /** Newest first; every mail when `to` is empty. */
    list(to) {
      const wanted = normalizeAddress(to);
      const found = wanted ? mails.filter((m) => m.to === wanted) : mails;
      return found.slice().reverse().map((m) => ({ ...m }));
    },
    /** The newest mail to `to`, or undefined. */
    last(to) {
      const wanted = normalizeAddress(to);
      for (let i = mails.length - 1; i >= 0; i -= 1) if (mails[i].to === wanted) return { ...mails[i] };
      return undefined;
    },
  };
}
