import { activityTexts } from '../../i18n/activityTexts';
import { fetchHistory } from '../../services/blockchain/fetchHistory';
import { $account } from '../../stores/account';
import { $activity, initialActivity } from '../../stores/activity';
import { track } from '../../stores/events';
import { $activeNetwork } from '../../stores/network';
import { $offeredFeatures } from '../../stores/offeredFeatures';
import { blockchainContext } from '../../stores/serviceContexts';
import { showToast } from '../../stores/toast';
import { toActivityItems } from '../../utils/toActivityItems';

/**
 * Loads the first page of the transaction list, or with `more` the next one (spec §4).
 * An empty page ends the list. Only the connected chain, where the feature registry offers activity (spec §9: EVM only). A failure shows 'Failed to fetch
 * transactions', reports the error and marks the list empty with no cursor.
 */
export async function loadActivity({ more = false }: { more?: boolean } = {}): Promise<void> {
  const account = $account.get();
  const network = $activeNetwork.get();
  if (account.status !== 'connected' || !account.address || !$offeredFeatures.get().has('activity')) return;
  const key = `${network.caipNetworkId}:${account.address}`;
  const current = $activity.get();
  if (current.loading && current.key === key) return;
  if (more && (current.key !== key || !current.next)) return;
  const base = more ? current : { ...initialActivity, key };
  const asked = { ...base, key, loading: true, error: undefined };
  $activity.set(asked);
  // Only the load the list still waits for writes it: a list emptied since (another account or
  // network, a transaction sent) and loaded again waits for another, even for the same account.
  const stillAsked = () => $activity.get() === asked;
  try {
    const page = await fetchHistory(blockchainContext(), account.address, { cursor: more ? current.next ?? undefined : undefined, chainId: network.caipNetworkId });
    if (!stillAsked()) return;
    const items = [...base.items, ...toActivityItems(page.data, network)];
    // An empty page ends the list, whatever cursor came with it: a service that keeps
    // answering empty pages with new cursors must not be asked again and again.
    const next = page.data.length > 0 ? page.next : null;
    $activity.set({ key, items, next, loading: false, empty: items.length === 0 && !next, error: undefined });
  } catch (error) {
    if (!stillAsked()) return;
    $activity.set({ key, items: base.items, next: null, loading: false, empty: true, error: () => activityTexts.failedToFetchTransactions });
    showToast(activityTexts.failedToFetchTransactions, 'error');
    track('ERROR_FETCH_TRANSACTIONS', { message: (error instanceof Error ? error.message : String(error)).slice(0, 200) });
  }
}
