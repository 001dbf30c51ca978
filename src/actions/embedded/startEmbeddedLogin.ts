/**
 * What Connect calls for the email and Farcaster logins: their code (and the frame's) is a
 * chunk of its own, loaded when a visitor first uses one, so none of it weighs on the page
 * before that.
 */
export function submitEmail(email: string): void {
  void import('./connectEmail').then(({ connectEmail }) => connectEmail(email));
}

export function startFarcasterLogin(): void {
  void import('./connectFarcaster').then(({ connectFarcaster }) => connectFarcaster());
}

/** Starts loading the frame before the visitor needs it (they are typing their email). */
export function preloadEmbeddedLogin(): void {
  void import('./getSecureFrame').then(({ preloadSecureFrame }) => preloadSecureFrame());
}
