// The local mailbox: an SMTP receiver on a loopback port (where the secure frame's server
// sends its sign-in mails) and an HTTP origin to read them (mail/mailboxRoutes.mjs).
// startStack() serves `handler` on its own port and calls startSmtp() on a free one.
import { serviceHandler } from './http.mjs';
import { mailboxRoutes } from './mail/mailboxRoutes.mjs';
import { createMailStore } from './mail/mailStore.mjs';
import { startSmtpReceiver } from './mail/smtpReceiver.mjs';

export function createMailServer({ log } = {}) {
  const store = createMailStore();
  return {
    store,
    handler: serviceHandler('mail', log, mailboxRoutes(store)),
    /** Resolves to `{ port, stop() }` once the SMTP receiver listens. */
    startSmtp: ({ host = '127.0.0.1', port = 0 } = {}) => startSmtpReceiver({ host, port, onMessage: (mail) => store.add(mail) }),
  };
}
