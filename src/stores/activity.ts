import { atom } from 'nanostores';
import type { LocalText } from '../i18n/LocalText';

export type ActivityDirection = 'in' | 'out' | 'self';

/** One token moved by a transaction, as the history answered it (figures formatted where shown). */
export interface ActivityTransfer {
  direction: ActivityDirection;
  /** The quantity as a decimal text, e.g. '2988.0213'. */
  quantity: string;
  /** The token's symbol (or an NFT's name). */
  symbol: string;
  iconUrl: string;
  /** Its US dollar value when the history gives one. */
  usd?: number | undefined;
}

/**
 * What a transaction did for the visitor: a swap ('trade': tokens out, others in), a purchase
 * through an on-ramp provider ('buy'), or a transfer sent or received.
 */
export type ActivityKind = 'trade' | 'buy' | 'transfer';

/** One transaction as the Activity view shows it. */
export interface ActivityItem {
  id: string;
  hash: string;
  minedAt: string;
  status: 'confirmed' | 'failed' | 'pending';
  kind: ActivityKind;
  direction: ActivityDirection;
  /** The on-ramp provider of a purchase, when the history names it. */
  provider?: string | undefined;
  transfers: readonly ActivityTransfer[];
  /** The transaction on the network's explorer, when the network has one. */
  explorerUrl?: string | undefined;
}

/** The transaction list of spec §4: loading, empty, next cursor. */
export interface ActivityState {
  /** `caipNetworkId:address` the list belongs to. */
  key: string | undefined;
  items: readonly ActivityItem[];
  next: string | null;
  loading: boolean;
  empty: boolean;
  error: LocalText | undefined;
}

export const initialActivity: ActivityState = Object.freeze({ key: undefined, items: [], next: null, loading: false, empty: false, error: undefined });

export const $activity = atom<ActivityState>(initialActivity);
