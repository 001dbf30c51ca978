import { atom } from 'nanostores';
import type { LocalText } from '../i18n/LocalText';

export type ActivityDirection = 'in' | 'out' | 'self';

/** One transaction as the Activity view shows it. */
export interface ActivityItem {
  id: string;
  hash: string;
  minedAt: string;
  status: 'confirmed' | 'failed' | 'pending';
  direction: ActivityDirection;
  /** e.g. '1.250 USDC', quantities to 3 decimals (spec §9). */
  amounts: string[];
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
