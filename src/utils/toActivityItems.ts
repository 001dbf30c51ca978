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

// A provider's name where the hosted service puts it in `sentFrom` (its Coinbase purchases), not an address.
const PROVIDER_NAME = /^\p{L}[\p{L}\p{N} .'&-]{0,39}$/u;

function kindOf(tx: WireTransaction, transfers: readonly WireTransfer[]): ActivityKind {
  const type = tx.metadata.operationType;
  if (type === 'buy') return 'buy';
  // A swap: the data service's 'trade', with something paid and something received.
  if (type === 'trade' && transfers.some((t) => t.direction === 'out') && transfers.some((t) => t.direction === 'in')) return 'trade';
  return 'transfer';
}

function providerOf(tx: WireTransaction): string | undefined {
  const named = tx.metadata.application?.name;
  if (named) return named;
  const from = tx.metadata.sentFrom.trim();
  return PROVIDER_NAME.test(from) && !/^0x/i.test(from) ? from : undefined;
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
        ...(kind === 'buy' ? { provider: providerOf(tx) } : {}),
        transfers: transfers.map(toTransfer),
        explorerUrl: tx.metadata.hash ? explorerTxUrl(network, tx.metadata.hash) : undefined,
      };
    });
}
