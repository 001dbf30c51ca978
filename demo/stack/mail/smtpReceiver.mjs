// The SMTP side of the local mailbox: smtp-server accepts mail on a loopback port and
// mailparser turns each message into its subject and plain text. No AUTH and no STARTTLS: only
// the stack's own processes on this machine send here, and the listener is bound to loopback.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { listen } from '../ports.mjs';

const MAX_MESSAGE_BYTES = 256 * 1024;

/**
 * Starts receiving on host:port (0: a free port). `onMessage({ to, subject, text })` is called
 * once per envelope recipient before the sender is told the mail was accepted, so a mail is
 * readable in the mailbox as soon as sending it resolved. Resolves to `{ port, stop() }`.
 */
export async function startSmtpReceiver({ host = '127.0.0.1', port = 0, onMessage, label = 'mail server (SMTP)', flag, env }) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'wallet-modal local mailbox',
    // Stopping the stack must not wait for a stuck client.
    closeTimeout: 1000,
    async onData(stream, session, callback) {
      try {
        const parsed = await simpleParser(stream);
        if (stream.sizeExceeded) throw Object.assign(new Error('Message too large'), { responseCode: 552 });
        for (const recipient of session.envelope.rcptTo) {
          onMessage({ to: recipient.address, subject: parsed.subject ?? '', text: parsed.text ?? '' });
        }
        callback();
      } catch (error) {
        callback(Object.assign(new Error(error.message), { responseCode: error.responseCode ?? 451 }));
      }
    },
  });
  // A client that drops its connection is not the receiver's problem.
  smtp.on('error', () => {});
  const bound = await listen(smtp.server, { host, port, label, flag, env });
  let stopped = null;
  const stop = () => (stopped ??= new Promise((resolve) => smtp.close(() => resolve())));
  return { port: bound, stop };
}
