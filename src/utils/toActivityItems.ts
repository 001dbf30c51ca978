import type { WireTransaction, WireTransfer } from '../services/blockchain/wireTypes';
import type { ActivityDirection, ActivityItem } from '../stores/activity';
import { formatAmount } from './formatAmount';

const isSpamNft = (transfer: WireTransfer) => transfer.nft_info?.flags?.is_spam === true;

function amountOf(transfer: WireTransfer): string {
  const symbol = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? '';
  return `${formatAmount(transfer.quantity?.numeric, { places: 3 })} ${symbol}`.trim();
}

function directionOf(transfers: readonly WireTransfer[]): ActivityDirection {
  const directions = new Set(transfers.map((transfer) => transfer.direction));
  if (directions.size === 1) return transfers[0]?.direction ?? 'self';
  return directions.has('out') ? 'out' : 'in';
}

/**
 * The rules of spec §5 for the transaction list: only transactions on the connected chain,
 * none whose transfers are all spam NFTs, quantities to 3 decimals.
 */
export function toActivityItems(transactions: readonly WireTransaction[], caipNetworkId: string): ActivityItem[] {
  return transactions
    .filter((tx) => tx.metadata.chain === caipNetworkId)
    .filter((tx) => !(tx.transfers?.length && tx.transfers.every(isSpamNft)))
    .map((tx) => {
      const transfers = (tx.transfers ?? []).filter((transfer) => !isSpamNft(transfer));
      return {
        id: tx.id,
        hash: tx.metadata.hash,
        minedAt: tx.metadata.minedAt,
        status: tx.metadata.status,
        direction: directionOf(transfers),
        amounts: transfers.map(amountOf),
      };
    });
}
