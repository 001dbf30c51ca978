// The validity window of a sign-in message (EIP-4361's Issued At, Expiration Time and Not Before,
// which the Solana and Bitcoin texts share), as the sign-in service twin checks it.

/** How far ahead of the service's clock a message's `issuedAt` may be (a visitor's clock runs a little fast). */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

const refuse = (status, message) => ({ status, message });
const ms = (time) => (time === undefined || time === null || time === '' ? undefined : new Date(time).getTime());

/**
 * Whether the window `{ issuedAt?, expirationTime?, notBefore? }` (Dates or ISO texts) is open
 * at `now` (ms): undefined when it is, else a refusal. `issuedAt` may be up to CLOCK_SKEW_MS ahead.
 */
export function checkWindow({ issuedAt, expirationTime, notBefore }, now) {
  const issued = ms(issuedAt);
  const expires = ms(expirationTime);
  const starts = ms(notBefore);
  if (issued !== undefined && issued > now + CLOCK_SKEW_MS) return refuse(401, 'Message issued in the future: check the device\'s clock');
  if (expires !== undefined && now >= expires) return refuse(401, 'Message expired');
  if (starts !== undefined && now < starts) return refuse(401, 'Message not yet valid');
  return undefined;
}

/** Whether two times (Dates, ISO texts or absent) name the same instant, or are both absent. */
export function sameTime(a, b) {
  return ms(a) === ms(b);
}
