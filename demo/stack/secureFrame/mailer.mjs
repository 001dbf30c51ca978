// Sends the frame server's mails over SMTP with nodemailer, to the stack's own mailbox on
// loopback (plain SMTP: nothing leaves the machine, so there is no TLS to negotiate).
import nodemailer from 'nodemailer';

const FROM = 'Wallet Modal Secure Site <no-reply@secure-site.localhost>';

/** `getPort()` is read at the first send: the SMTP receiver may start after this is made. */
export function createMailer({ host = '127.0.0.1', getPort }) {
  let transport = null;
  return {
    /** Resolves once the mailbox accepted (and stored) the mail. */
    async send({ to, subject, text }) {
      transport ??= nodemailer.createTransport({ host, port: getPort(), secure: false, ignoreTLS: true, connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10_000 });
      await transport.sendMail({ from: FROM, to, subject, text });
    },
    close() {
      transport?.close();
      transport = null;
    },
  };
}
