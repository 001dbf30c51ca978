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
  message: AlertMessage;
  /** More words for the person reading it; the message is what hosts and tests key on. */
  description: string;
}

export const $alert = atom<AlertState | undefined>(undefined);

const DESCRIPTIONS: Record<AlertMessage, string> = {
  'Invalid App Configuration': "This site's origin is not allowed for its project id. The site owner can add it in the project settings.",
  'Invalid Project ID': 'The project id of this site is not valid.',
  'Project ID Not Configured': 'This site has not set a project id for the hosted services.',
  'Session Expired': "Check your device's time settings and reconnect.",
  'Network Not Found': 'The requested network is not available.',
  'Network Error': 'Could not load embedded wallet.',
  'Embedded Wallet Request Timed Out': 'The embedded wallet did not answer in time. Try again.',
};

export function showAlert(message: AlertMessage): void {
  $alert.set({ message, description: DESCRIPTIONS[message] });
}

export function dismissAlert(): void {
  $alert.set(undefined);
}
