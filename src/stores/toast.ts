import { map } from 'nanostores';
import { TOAST_AUTO_CLOSE_MS, TOAST_REOPEN_MS } from '../config/defaults';

export type ToastVariant = 'success' | 'error' | 'loading';

export interface ToastState {
  message: string;
  variant: ToastVariant;
  svg?: string | undefined;
  open: boolean;
  autoClose: boolean;
}

export const $toast = map<ToastState>({ message: '', variant: 'success', open: false, autoClose: true });

let reopenTimer: ReturnType<typeof setTimeout> | undefined;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

function clearTimers(): void {
  clearTimeout(reopenTimer);
  clearTimeout(closeTimer);
}

function present(next: Omit<ToastState, 'open'>): void {
  $toast.set({ ...next, open: true });
  if (next.autoClose) closeTimer = setTimeout(hideToast, TOAST_AUTO_CLOSE_MS);
}

/**
 * Shows a toast. When one is already open it hides first and the new one appears
 * 150 ms later (spec §4), so a screen reader announces each message.
 */
export function showToast(message: string, variant: ToastVariant, options: { svg?: string; autoClose?: boolean } = {}): void {
  clearTimers();
  const next = { message, variant, svg: options.svg, autoClose: options.autoClose ?? variant !== 'loading' };
  if ($toast.get().open) {
    $toast.setKey('open', false);
    reopenTimer = setTimeout(() => present(next), TOAST_REOPEN_MS);
  } else {
    present(next);
  }
}

export function hideToast(): void {
  clearTimers();
  $toast.setKey('open', false);
}
