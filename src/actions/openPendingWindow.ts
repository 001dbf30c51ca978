import { messages } from '../i18n/messages';

/**
 * Opens a window in the visitor's click itself (a window opened after an await is blocked by
 * browsers), on an empty page that says it is loading; the caller sends it to its real page once
 * it knows it. Empty, not another site's loading page: the empty page is there at once, so the
 * later navigation cannot race the window's first load. With a loading page of the secure site,
 * Chromium now and then kept that page and dropped the navigation set while it was still
 * arriving (about 1 login in 40 under CPU load), leaving the visitor on "Loading…".
 */
export function openPendingWindow(name: string, features: string): Window | null {
  const popup = window.open('', `${name}-${Date.now()}`, features);
  try {
    if (popup) {
      popup.document.title = messages.loading;
      popup.document.body.textContent = messages.loading;
    }
  } catch {
    // A browser that gives the window another origin: it stays empty until it navigates.
  }
  return popup;
}
