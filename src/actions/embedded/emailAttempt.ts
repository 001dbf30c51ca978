import { $emailLogin } from '../../stores/emailLogin';

let attempt = 0;

/**
 * Starts a new step of the email login; the returned check says whether it is still the
 * visitor's current one (no newer step started, and they did not leave the login, which
 * resets it). A stale step returns without a word: no alert, no view, no connection.
 */
export function newEmailAttempt(): () => boolean {
  const mine = (attempt += 1);
  return () => mine === attempt && $emailLogin.get().status !== 'idle';
}
