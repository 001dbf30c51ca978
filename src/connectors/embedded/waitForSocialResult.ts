import { SocialWindowError } from '../../errors/embeddedErrors';

/** How often the login window is checked for having been closed. */
const CLOSED_POLL_MS = 500;

/**
 * Waits for the social login's window to post its result (`{ resultUri }`) back: only a
 * message the browser delivered from that very window, at the secure site's origin, with a URL
 * as the result, is taken. Rejects with SocialWindowError('closed') when the visitor closes the window first,
 * and stops when `signal` aborts.
 */
export function waitForSocialResult(popup: Window, origin: string, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(timer);
      signal.removeEventListener('abort', onAbort);
    };
    const onMessage = (event: MessageEvent) => {
      // Trusted: a script on the page can make a MessageEvent naming the window and the origin, not post one from there.
      if (!event.isTrusted || event.source !== popup || event.origin !== origin) return;
      const resultUri = (event.data as { resultUri?: unknown } | null)?.resultUri;
      if (typeof resultUri !== 'string' || resultUri.length > 4096 || !/^https?:\/\//.test(resultUri)) return;
      stop();
      resolve(resultUri);
    };
    const onAbort = () => {
      stop();
      reject(new SocialWindowError('closed'));
    };
    const timer = setInterval(() => {
      if (!popup.closed) return;
      stop();
      reject(new SocialWindowError('closed'));
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
