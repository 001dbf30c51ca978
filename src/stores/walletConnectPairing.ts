import { atom } from 'nanostores';
import type { WalletConnectChoice } from '../actions/walletConnect/viaWalletConnect';
import type { LocalText } from '../i18n/LocalText';

/** The WalletConnect pairing the QR views show. */
export interface PairingState {
  status: 'idle' | 'waiting' | 'failed';
  /** The pairing URI for the QR code and the wallet's links; a new one after each refresh. */
  uri: string | undefined;
  /** When the current URI stops being valid (ms since epoch). */
  expiresAt: number | undefined;
  /** The wallet picked from the list, if any (the plain QR view has none). */
  choice: WalletConnectChoice | undefined;
  error: LocalText | undefined;
  declined: boolean;
  /** The failure was the relay: no socket to it after the SDK's connect attempts. */
  relayUnreachable: boolean;
}

export const idlePairing: PairingState = Object.freeze({
  status: 'idle',
  uri: undefined,
  expiresAt: undefined,
  choice: undefined,
  error: undefined,
  declined: false,
  relayUnreachable: false,
});

export const $pairing = atom<PairingState>(idlePairing);
