import { sleep } from '../../utils/sleep';
import { fetchHistory } from '../../services/blockchain/fetchHistory';
import { messages } from '../../i18n/messages';
import { track } from '../../stores/events';
import { $purchase } from '../../stores/onramp';
import { blockchainContext } from '../../stores/serviceContexts';
import { refreshAfterTransaction } from '../send/refreshAfterTransaction';

/** How often the history is asked whether the tokens arrived, and for how long. */
export const PURCHASE_POLL_MS = 3_000;
export const PURCHASE_WAIT_MS = 20 * 60_000;


/**
 * Follows a purchase handed to a provider (BuyInProgress) until its delivery shows in the
 * account's history as an on-ramp purchase of that provider (the history call's `onramp`
 * flag): then the tokens have arrived on chain, and balances and Activity are read again.
 * Stops when the visitor leaves the purchase, or after 20 minutes.
 */
export async function followPurchase(address: string, chainId: string): Promise<void> {
  const purchase = $purchase.get();
  if (purchase.status !== 'waiting') return;
  const context = blockchainContext();
  const read = () => fetchHistory(context, address, { chainId, onramp: purchase.provider.id }).then((page) => page.data, () => undefined);
  const before = new Set((await read())?.map((transaction) => transaction.id) ?? []);
  const deadline = Date.now() + PURCHASE_WAIT_MS;
  while ($purchase.get() === purchase) {
    if (Date.now() > deadline) {
      $purchase.set({ status: 'failed', provider: purchase.provider, message: () => messages.buyNoDelivery(purchase.provider.name), url: purchase.url });
      return;
    }
    await sleep(PURCHASE_POLL_MS);
    const delivered = (await read())?.find((transaction) => !before.has(transaction.id) && transaction.metadata.status !== 'failed');
    if (delivered && $purchase.get() === purchase) {
      const transfer = delivered.transfers?.find((candidate) => candidate.direction === 'in');
      track('BUY_SUCCESS', { provider: purchase.provider.id, chainId, hash: delivered.metadata.hash });
      $purchase.set({ status: 'arrived', provider: purchase.provider, symbol: transfer?.fungible_info?.symbol ?? purchase.symbol, amount: transfer?.quantity.numeric ?? '' });
      refreshAfterTransaction();
      return;
    }
  }
}
