import { map } from 'nanostores';
import { TOAST_AUTO_CLOSE_MS, TOAST_REOPEN_MS } from '../config/defaults';

export type ToastVariant = 'success' | 'error' | 'loading';

export interface ToastState {
  message: string;
  variant: ToastVariant;
  svg?: string | undefined;
  /** A page to follow up on (a transaction on the explorer), opened in a new tab. */
  link?: string | undefined;
  open: boolean;
  autoClose: boolean;
}

export const $toast = map<ToastState>({ message: '', variant: 'success', open: false, autoClose: true });

let reopenTimer: ReturnType<typeof setTimeout> | undefined;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
/** The toast waiting for the 150 ms reopen delay, if any. */
let pending: Omit<ToastState, 'open'> | undefined;

function clearTimers(): void {
  clearTimeout(reopenTimer);
  clearTimeout(closeTimer);
  pending = undefined;
}

function present(next: Omit<ToastState, 'open'>): void {
  pending = undefined;
  $toast.set({ ...next, open: true });
  // A toast with a link stays long enough to be followed.
  if (next.autoClose) closeTimer = setTimeout(hideToast, next.link ? TOAST_AUTO_CLOSE_MS * 3 : TOAST_AUTO_CLOSE_MS);
}

/**
 * Shows a toast. When one is already open it hides first and the new one appears
 * 150 ms later (spec §4), so a screen reader announces each message.
 */
export function showToast(message: string, variant: ToastVariant, options: { svg?: string; link?: string | undefined; autoClose?: boolean } = {}): void {
  clearTimers();
  const next = { message, variant, svg: options.svg, link: options.link, autoClose: options.autoClose ?? variant !== 'loading' };
  if ($toast.get().open) {
    $toast.setKey('open', false);
    pending = next;
    reopenTimer = setTimeout(() => present(next), TOAST_REOPEN_MS);
  } else {
    present(next);
  }
}

export function hideToast(): void {
  clearTimers();
  $toast.setKey('open', false);
}

/** Hides the toast only if it shows, or is about to show, `message`; any other is left alone. */
export function dismissToast(message: string): void {
  const shown = $toast.get();
  if ((shown.open && shown.message === message) || pending?.message === message) hideToast();
}
