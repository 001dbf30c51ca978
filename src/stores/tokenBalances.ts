import { atom } from 'nanostores';
import type { WireBalance } from '../services/blockchain/wireTypes';

export interface TokenBalancesState {
  /** Which account and network the balances are for: `caipNetworkId:address`. */
  key: string | undefined;
  /**
   * unavailable: the data service does not answer balances on this network (it is not among
   * its supported chains), so nothing is known: shown as 'Balance unavailable', not as no tokens.
   */
  status: 'idle' | 'loading' | 'ready' | 'error' | 'unavailable';
  balances: readonly WireBalance[];
  /** Sum of the tokens' USD values. */
  totalUsd: number;
}

export const emptyTokenBalances: TokenBalancesState = Object.freeze({ key: undefined, status: 'idle', balances: [], totalUsd: 0 });

/** The connected account's token balances on the active network (spec §3 token balance). */
export const $tokenBalances = atom<TokenBalancesState>(emptyTokenBalances);
