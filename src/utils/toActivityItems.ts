import type { Network } from '../config/Network';
import type { WireTransaction, WireTransfer } from '../services/blockchain/wireTypes';
import type { ActivityDirection, ActivityItem, ActivityKind, ActivityTransfer } from '../stores/activity';
import { explorerTxUrl } from './explorerUrls';

const isSpamNft = (transfer: WireTransfer) => transfer.nft_info?.flags?.is_spam === true;

function toTransfer(transfer: WireTransfer): ActivityTransfer {
  return {
    direction: transfer.direction,
    quantity: transfer.quantity.numeric,
    symbol: transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? '',
    iconUrl: transfer.fungible_info?.icon?.url ?? transfer.nft_info?.content?.preview?.url ?? '',
    usd: transfer.value,
  };
}

function directionOf(transfers: readonly WireTransfer[]): ActivityDirection {
  const directions = new Set(transfers.map((transfer) => transfer.direction));
  if (directions.size === 1) return transfers[0]?.direction ?? 'self';
  return directions.has('out') ? 'out' : 'in';
}

function kindOf(tx: WireTransaction, transfers: readonly WireTransfer[]): ActivityKind {
  const type = tx.metadata.operationType;
  if (type === 'buy') return 'buy';
  // A swap: the data service's 'trade', with something paid and something received.
  if (type === 'trade' && transfers.some((t) => t.direction === 'out') && transfers.some((t) => t.direction === 'in')) return 'trade';
  return 'transfer';
}

/**
 * The rules of spec §5 for the transaction list: only transactions on the connected chain,
 * none whose transfers are all spam NFTs; each read as what it did (a swap, a purchase through
 * a provider, a transfer) with its page on the network's explorer.
 */
export function toActivityItems(transactions: readonly WireTransaction[], network: Network): ActivityItem[] {
  return transactions
    .filter((tx) => tx.metadata.chain === network.caipNetworkId)
    .filter((tx) => !(tx.transfers?.length && tx.transfers.every(isSpamNft)))
    .map((tx) => {
      const transfers = (tx.transfers ?? []).filter((transfer) => !isSpamNft(transfer));
      const kind = kindOf(tx, transfers);
      return {
        id: tx.id,
        hash: tx.metadata.hash,
        minedAt: tx.metadata.minedAt,
        status: tx.metadata.status,
        kind,
        direction: directionOf(transfers),
        // A purchase's provider, as the service names the application of a transaction.
        ...(kind === 'buy' ? { provider: tx.metadata.application?.name } : {}),
        transfers: transfers.map(toTransfer),
        explorerUrl: tx.metadata.hash ? explorerTxUrl(network, tx.metadata.hash) : undefined,
      };
    });
}
