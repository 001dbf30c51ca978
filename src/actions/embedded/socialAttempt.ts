import { $socialLogin, idleSocialLogin } from '../../stores/socialLogin';

let current: AbortController | undefined;

/** Starts a new social login attempt, giving up the one before; giving one up closes its window. */
export function newSocialAttempt(popup: Window | null): AbortController {
  current?.abort();
  const attempt = new AbortController();
  attempt.signal.addEventListener('abort', () => {
    if (popup && !popup.closed) popup.close();
  });
  return (current = attempt);
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
