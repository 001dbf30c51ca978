import { messages } from '../../i18n/messages';
import { $emailLogin } from '../../stores/emailLogin';
import { $socialLogin } from '../../stores/socialLogin';

/**
 * What Connect calls for the email and Farcaster logins: their code (and the frame's) is a
 * chunk of its own, loaded when a visitor first uses one, so none of it weighs on the page
 * before that.
 */
export function submitEmail(email: string): void {
  void import('./connectEmail').then(
    ({ connectEmail }) => connectEmail(email),
    // Its code did not come (offline): the form says so, and can be sent again.
    () => $emailLogin.set({ ...$emailLogin.get(), email, status: 'failed', error: () => messages.somethingWentWrong }),
  );
}

export function startFarcasterLogin(): void {
  void import('./connectFarcaster').then(
    ({ connectFarcaster }) => connectFarcaster(),
    () => $socialLogin.set({ ...$socialLogin.get(), status: 'failed', error: () => messages.somethingWentWrong }),
  );
}

/** Starts loading the frame before the visitor needs it (they are typing their email); a preload that fails costs nothing. */
export function preloadEmbeddedLogin(): void {
  void import('./getSecureFrame').then(
    ({ preloadSecureFrame }) => preloadSecureFrame(),
    () => undefined,
  );
}
