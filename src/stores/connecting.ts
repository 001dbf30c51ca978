import { atom } from 'nanostores';
import type { LocalText } from '../i18n/LocalText';

/** The connection attempt the ConnectingExternal view shows. */
export interface ConnectingState {
  connectorId: string | undefined;
  status: 'idle' | 'pending' | 'failed';
  /** What the view says to explain a failure. */
  error?: LocalText | undefined;
  declined?: boolean | undefined;
}

export const $connecting = atom<ConnectingState>({ connectorId: undefined, status: 'idle' });
