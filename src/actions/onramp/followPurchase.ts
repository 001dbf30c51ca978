import { sleep } from '../../utils/sleep';
import { fetchHistory } from '../../services/blockchain/fetchHistory';
import { buyTexts } from '../../i18n/buyTexts';
import { track } from '../../stores/events';
import { $purchase, type Purchase } from '../../stores/onramp';
import { blockchainContext } from '../../stores/serviceContexts';
import { isShowing } from '../../stores/isShowing';
import { showToast } from '../../stores/toast';
import { formatAmount } from '../../utils/formatAmount';
import { refreshAfterTransaction } from '../send/refreshAfterTransaction';

/** How often the history is asked whether the tokens arrived, and for how long. */
export const PURCHASE_POLL_MS = 3_000;
export const PURCHASE_WAIT_MS = 20 * 60_000;
/** How far the history's clock may be behind the visitor's. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Follows a purchase handed to a provider (BuyInProgress) until its delivery shows in the
 * account's history as an on-ramp purchase of that provider (the history call's `onramp`
 * flag) whose status is `confirmed`: then the tokens have arrived on chain, and balances and
 * Activity are read again. A delivery still `pending` only reads as on its way; a `failed` one
 * is not counted. Only what the history did not list before the purchase counts; when that first
 * read failed, only what was mined since the purchase began (an older purchase of the same
 * provider is not this one). Stops when another purchase begins, or after 20 minutes; a
 * visitor who closed the modal or left BuyInProgress meanwhile is told how it ended in a toast.
 */
/** Whether the visitor is looking at the purchase (BuyInProgress, open). */
const inSight = () => isShowing('BuyInProgress');

export async function followPurchase(address: string, chainId: string): Promise<void> {
  const started = $purchase.get();
  if (started.status !== 'waiting') return;
  let purchase: Purchase & { status: 'waiting' | 'delivering' } = started;
  const context = blockchainContext();
  const read = () => fetchHistory(context, address, { chainId, onramp: purchase.provider.id }).then((page) => page.data, () => undefined);
  const since = Date.now() - CLOCK_SKEW_MS;
  const listed = await read();
  const before = listed && new Set(listed.map((transaction) => transaction.id));
  const isNew = (transaction: { id: string; metadata: { minedAt: string } }) =>
    before ? !before.has(transaction.id) : Date.parse(transaction.metadata.minedAt) >= since;
  const deadline = Date.now() + PURCHASE_WAIT_MS;
  while ($purchase.get() === purchase) {
    if (Date.now() > deadline) {
      const message = () => buyTexts.buyNoDelivery({ name: purchase.provider.name });
      $purchase.set({ status: 'failed', provider: purchase.provider, message, url: purchase.url });
      if (!inSight()) showToast(message(), 'error');
      return;
    }
    await sleep(PURCHASE_POLL_MS);
    const fresh = (await read())?.filter(isNew) ?? [];
    if ($purchase.get() !== purchase) return;
    const delivered = fresh.find((transaction) => transaction.metadata.status === 'confirmed');
    if (delivered) {
      const transfer = delivered.transfers?.find((candidate) => candidate.direction === 'in');
      track('BUY_SUCCESS', { provider: purchase.provider.id, chainId, hash: delivered.metadata.hash });
      const arrived = { status: 'arrived', provider: purchase.provider, symbol: transfer?.fungible_info?.symbol ?? purchase.symbol, amount: transfer?.quantity.numeric ?? '' } as const;
      $purchase.set(arrived);
      refreshAfterTransaction();
      // The visitor who closed the modal or went elsewhere meanwhile is told all the same.
      if (!inSight()) showToast(buyTexts.buyArrived({ amount: formatAmount(arrived.amount), symbol: arrived.symbol }), 'success');
      return;
    }
    if (purchase.status === 'waiting' && fresh.some((transaction) => transaction.metadata.status === 'pending')) {
      purchase = { status: 'delivering', provider: purchase.provider, url: purchase.url, symbol: purchase.symbol, since: purchase.since };
      $purchase.set(purchase);
    }
  }
}
