// The mails the frame's server sends. In a code mail the code is the only six-digit number, and
// in a link mail the link is the only http URL (tests and the mailbox page rely on both), so
// neither text names the address, a time or a port-like number besides them.

const FOOTER = 'If you did not ask for this, you can ignore this mail.';

export const deviceLinkMail = (link) => ({
  subject: 'Approve this device',
  text: `Someone is signing in to your wallet on a device it has not seen before.\n\nTo approve this device, open this link:\n${link}\n\nThe link works once and expires in 10 minutes.\n${FOOTER}`,
});

export const signInCodeMail = (code) => ({
  subject: 'Your sign-in code',
  text: `Your sign-in code is ${code}\n\nEnter it in the app to finish signing in. It expires in 10 minutes.\n${FOOTER}`,
});

export const updatePrimaryMail = (code) => ({
  subject: 'Confirm your email change',
  text: `Your wallet's email address is being changed. To confirm from this, the current address, enter the code ${code}\n\nIt expires in 10 minutes.\n${FOOTER}`,
});

export const updateSecondaryMail = (code) => ({
  subject: 'Confirm your new email address',
  text: `This address is being set as a wallet's new email address. To confirm it, enter the code ${code}\n\nIt expires in 10 minutes.\n${FOOTER}`,
});
