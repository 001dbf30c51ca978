// Loads one of test/pages in a same-origin iframe, the way a host page would be visited.
import { stackInfo } from '../stack/stackInfo';

export async function loadPage(path: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.width = '1024px';
  frame.style.height = '768px';
  document.body.append(frame);
  await new Promise<void>((resolve, reject) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.addEventListener('error', () => reject(new Error(`could not load ${path}`)), { once: true });
    frame.src = path;
  });
  return frame;
}

export function frameWindow<T = Record<string, unknown>>(frame: HTMLIFrameElement): Window & T {
  return frame.contentWindow as Window & T;
}

/**
 * test/pages/wallet-page.html on the run's stack, set up by its query as wallet-page.mjs reads
 * it: `account` (the demo wallet's dev account), `networks`, `known`, `watch`, `siwx`, `wallet`.
 */
export async function walletPageUrl(settings: Record<string, string>): Promise<string> {
  const stack = await stackInfo();
  const query = new URLSearchParams({ api: stack.apiUrl, explorer: stack.explorerUrl, chains: JSON.stringify(stack.chains), ...settings });
  return `/test/pages/wallet-page.html?${query}`;
}

/** Takes the frame to `url`; resolves once the page has loaded. */
export function navigate(frame: HTMLIFrameElement, url: string): Promise<void> {
  return new Promise((resolve) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.src = url;
  });
}

/** Reloads the frame's page, as a visitor does; resolves once it has loaded again. */
export function reloadFrame(frame: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.contentWindow?.location.reload();
  });
}
