import { $socialLogin, idleSocialLogin } from '../../stores/socialLogin';

let current: AbortController | undefined;

/** Starts a new social login attempt, giving up the one before. */
export function newSocialAttempt(): AbortController {
  current?.abort();
  return (current = new AbortController());
}

/** The attempt is over (signed in or failed): nothing is left to abandon. */
export function endSocialAttempt(attempt: AbortController): void {
  if (current === attempt) current = undefined;
}

/** The visitor left ConnectingSocial or ConnectingFarcaster: the attempt is given up and its window closed. */
export function abandonSocialLogin(): void {
  current?.abort();
  current = undefined;
  if ($socialLogin.get().status !== 'idle') $socialLogin.set(idleSocialLogin);
}
