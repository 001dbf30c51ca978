import { atom } from 'nanostores';
import { emitHostEvent } from './hostEvents';

/** Names of the tracked events hosts can rely on (contract `track`). */
export type TrackedEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'EMAIL_SUBMITTED'
  | 'SOCIAL_LOGIN_STARTED'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'SELECT_WALLET'
  | 'CLICK_NETWORKS'
  | 'CLICK_WALLET_HELP'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'VIEW_ERROR'
  | 'WALLET_DATA_REJECTED'
  | 'WALLETCONNECT_RELAY_LOST'
  | 'WALLETCONNECT_RELAY_RESTORED'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'SWAP_APPROVAL_INITIATED'
  | 'SWAP_INITIATED'
  | 'SWAP_SUCCESS'
  | 'SWAP_ERROR'
  | 'BUY_INITIATED'
  | 'BUY_SUCCESS'
  | 'BUY_ERROR';

export interface TrackedEvent {
  timestamp: number;
  event: TrackedEventName;
  properties: Readonly<Record<string, unknown>>;
}

/** The last tracked event (contract `$events`). */
export const $events = atom<TrackedEvent | undefined>(undefined);

/** Records a tracked event: `$events`, the `track` DOM event and `subscribeEvents` see it. */
export function track(event: TrackedEventName, properties: Record<string, unknown> = {}): TrackedEvent {
  const tracked: TrackedEvent = { timestamp: Date.now(), event, properties };
  $events.set(tracked);
  emitHostEvent('track', { event, properties });
  return tracked;
}
