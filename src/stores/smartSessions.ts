import { atom } from 'nanostores';
import type { SessionPermission, SessionRequest } from '../actions/sessions/SessionRequest';

/** How a token's amounts are written: read from its contract. */
export interface TokenMetadata {
  symbol: string;
  decimals: number;
}

/** What a session's permissions are written with: its network's coin and the tokens it names (by lowercase address). */
export interface SessionWords {
  nativeSymbol: string;
  nativeDecimals: number;
  tokens: Readonly<Record<string, TokenMetadata>>;
}

/** A smart-session request on screen (SmartSessionRequest), while the wallet is asked. */
export interface SessionRequestShown {
  app: string;
  account: string;
  network: string;
  wallet: string;
  request: SessionRequest;
  words: SessionWords;
}

export const $sessionRequest = atom<SessionRequestShown | undefined>(undefined);

/** A session of the account, as the data service lists it. */
export interface SessionRow {
  pci: string;
  expiry: number;
  createdAt: number;
  revokedAt: number | null;
  /** The permissions as read strictly; undefined when the service kept some the modal cannot read. */
  permissions: SessionPermission[] | undefined;
  /** What the wallet is asked to revoke with: the stored permissions and context as listed (granted sessions only). */
  stored: { permissions: unknown[]; context: string };
}

/** The account's sessions (SmartSessionList). */
export interface SessionListState {
  /** The CAIP-10 account listed; undefined before the first load. */
  account: string | undefined;
  status: 'loading' | 'ready' | 'failed';
  rows: readonly SessionRow[];
  words: SessionWords;
  /** Why the list could not be read, in the visitor's language. */
  error?: string | undefined;
  /** The session being revoked. */
  revoking?: string | undefined;
  /** Why the last revoke failed, by session. */
  revokeError?: { pci: string; message: string } | undefined;
}

export const $sessionList = atom<SessionListState>({ account: undefined, status: 'loading', rows: [], words: { nativeSymbol: '', nativeDecimals: 18, tokens: {} } });
