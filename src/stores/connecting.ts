import { atom } from 'nanostores';

/** The connection attempt the ConnectingExternal view shows. */
export interface ConnectingState {
  connectorId: string | undefined;
  status: 'idle' | 'pending' | 'failed';
  /** The error's short message, for the view to explain a failure. */
  error?: string | undefined;
  declined?: boolean | undefined;
}

export const $connecting = atom<ConnectingState>({ connectorId: undefined, status: 'idle' });
