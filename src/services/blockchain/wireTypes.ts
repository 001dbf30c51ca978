/** Shapes the blockchain data service sends (data-services.md). */
import type { TokenBalance } from '../storage/lookupShapes';

/** A token balance (spec §3), the same shape the balance cache stores. */
export type WireBalance = TokenBalance;

export interface WireTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url?: string } };
  nft_info?: { name?: string; content?: { preview?: { url?: string } }; flags?: { is_spam?: boolean } };
  direction: 'in' | 'out' | 'self';
  quantity: { numeric: string };
  value?: number;
  price?: number;
}

export interface WireTransaction {
  id: string;
  metadata: {
    operationType: string;
    hash: string;
    chain: string;
    minedAt: string;
    sentFrom: string;
    sentTo: string;
    status: 'confirmed' | 'failed' | 'pending';
    nonce: number;
  };
  transfers: WireTransfer[] | null;
}
