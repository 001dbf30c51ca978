import { atom } from 'nanostores';

/** Alerts of spec §8 that concern the page's setup rather than one action. */
export type AlertMessage =
  | 'Invalid App Configuration'
  | 'Invalid Project ID'
  | 'Project ID Not Configured'
  | 'Session Expired'
  | 'Network Not Found'
  | 'Network Error'
  | 'Embedded Wallet Request Timed Out';

export interface AlertState {
  /** What hosts and tests key on; the modal shows it, with its description, in the visitor's language. */
  message: AlertMessage;
}

export const $alert = atom<AlertState | undefined>(undefined);

export function showAlert(message: AlertMessage): void {
  $alert.set({ message });
}

export function dismissAlert(): void {
  $alert.set(undefined);
}
