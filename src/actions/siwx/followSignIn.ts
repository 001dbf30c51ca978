import { $account } from '../../stores/account';
import { $config } from '../../stores/config';

let following = false;
let signedFor: string | undefined;

/**
 * Sign-in follows the connection (spec §4): once an account is connected (or restored), or
 * another account takes its place, the sign-in check runs; a disconnect ends the session.
 * The code of sign-in loads only for pages that ask for it (the `siwx` option).
 */
export function followSignIn(): void {
  if (following) return;
  following = true;
  $account.subscribe((account) => {
    if (!$config.get().siwx) return;
    const key = account.status === 'connected' && account.address ? `${account.namespace}:${account.address}` : undefined;
    if (key === signedFor) return;
    const ended = signedFor !== undefined && key === undefined;
    signedFor = key;
    if (key) void import('./checkSignIn').then((module) => module.checkSignIn());
    else if (ended) void import('./endSignIn').then((module) => module.endSignIn());
  });
}
