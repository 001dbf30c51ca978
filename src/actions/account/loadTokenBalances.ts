import type { Network } from '../../config/Network';
import { accountTexts } from '../../i18n/accountTexts';
import { fetchBalances } from '../../services/blockchain/fetchBalances';
import type { WireBalance } from '../../services/blockchain/wireTypes';
import { getCachedPortfolio, setCachedPortfolio } from '../../services/storage/cachedLookups';
import { $account } from '../../stores/account';
import { $config } from '../../stores/config';
import { blockchainContext } from '../../stores/serviceContexts';
import { $activeNetwork } from '../../stores/network';
import { $offeredFeatures } from '../../stores/offeredFeatures';
import { showToast } from '../../stores/toast';
import { $tokenBalances, emptyTokenBalances } from '../../stores/tokenBalances';
import { filterBalances } from '../../utils/filterBalances';
import { latestQuestion } from '../../utils/latestQuestion';
import { withTimeout } from '../../utils/withTimeout';
import { loadedAdapter } from '../connection/loadAdapter';
import { balanceKey } from './balanceKey';

/** Spec §9: after a failure, the balance call is not retried for 30 s. */
export const BALANCE_RETRY_THROTTLE_MS = 30_000;
let lastFailure: { key: string; at: number } | undefined;
/** Only the latest load writes: an older answer that lands last is dropped. */
const loads = latestQuestion(0);

function totalOf(balances: readonly WireBalance[]): number {
  return balances.reduce((sum, balance) => sum + (Number.isFinite(balance.value) ? (balance.value as number) : 0), 0);
}

/**
 * The wallet's own asset list when it offers one (spec §7 capability path), else undefined; a
 * wallet that has not answered within the service timeout counts as offering none.
 */
async function walletAssets(address: string, network: Network): Promise<WireBalance[] | undefined> {
  const asking = loadedAdapter(network.chainNamespace)?.getWalletAssets?.(address, network);
  if (!asking) return undefined;
  return withTimeout(asking, $config.get().serviceTimeoutMs, 'The wallet').catch(() => undefined);
}

/**
 * Loads the connected account's token balances on the active network: the wallet's assets
 * when it supports asset discovery, else the data service's balance call (cached 30 s; a
 * load already under way for the same account and network is not started again). A network
 * the data service does not answer for is 'unavailable': no figure, never an empty portfolio.
 * A failure keeps the modal usable, says 'Token Balance Unavailable' and is not retried
 * for 30 s.
 */
export async function loadTokenBalances({ force = false }: { force?: boolean } = {}): Promise<void> {
  const account = $account.get();
  const network = $activeNetwork.get();
  if (account.status !== 'connected' || !account.address || !$offeredFeatures.get().has('tokenBalances')) {
    $tokenBalances.set(emptyTokenBalances);
    return;
  }
  const key = balanceKey(network.caipNetworkId, account.address);
  const now = Date.now();
  const previous = $tokenBalances.get();
  if (!force && previous.key === key && previous.status === 'loading') return;
  if (!force && lastFailure?.key === key && now - lastFailure.at < BALANCE_RETRY_THROTTLE_MS) return;
  const cached = force ? undefined : getCachedPortfolio(key);
  if (cached) {
    $tokenBalances.set({ key, status: 'ready', balances: cached, totalUsd: totalOf(cached) });
    return;
  }
  $tokenBalances.set({ ...(previous.key === key ? previous : emptyTokenBalances), key, status: 'loading' });
  const isLatest = loads.begin();
  const isCurrent = () => isLatest() && $tokenBalances.get().key === key;
  try {
    const fromWallet = await walletAssets(account.address, network);
    const raw = fromWallet ?? (await fetchBalances(blockchainContext(), account.address, network.caipNetworkId));
    if (raw === undefined) {
      if (isCurrent()) $tokenBalances.set({ key, status: 'unavailable', balances: [], totalUsd: 0 });
      return;
    }
    if (!isCurrent()) return;
    const balances = filterBalances(raw, { unpricedIsUnknown: fromWallet !== undefined });
    setCachedPortfolio(key, balances);
    lastFailure = undefined;
    $tokenBalances.set({ key, status: 'ready', balances, totalUsd: totalOf(balances) });
  } catch {
    if (isCurrent()) {
      lastFailure = { key, at: Date.now() };
      $tokenBalances.set({ key, status: 'error', balances: [], totalUsd: 0 });
      showToast(accountTexts.tokenBalanceUnavailable, 'error');
    }
  }
}
