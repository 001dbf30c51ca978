import { errorMessage } from '../../i18n/errorMessage';
import { OnrampPageRefusedError } from '../../errors/onrampErrors';
import { generateOnrampUrl, type OnrampProvider } from '../../services/onramp/onrampCalls';
import { getAccount } from '../../stores/account';
import { track } from '../../stores/events';
import { $activeNetwork } from '../../stores/network';
import { $onramp, $purchase } from '../../stores/onramp';
import { pushView } from '../../stores/router';
import { blockchainContext } from '../../stores/serviceContexts';
import { openPendingWindow } from '../openPendingWindow';
import { checkProviderPage } from './checkProviderPage';
import { followPurchase } from './followPurchase';

/**
 * Buys through a provider: its window opens in the visitor's click itself (see
 * openPendingWindow), then goes to the provider's page for this order with the visitor's
 * address, once that page is checked to be on the provider's own origin (checkProviderPage);
 * BuyInProgress follows the purchase until the tokens arrive. The window is cut from this page
 * (no opener): the provider's page cannot reach the host's. Any failure (the URL call, a page
 * refused) closes the window, is tracked as BUY_ERROR and said in BuyInProgress.
 */
export async function buyWith(provider: OnrampProvider): Promise<void> {
  const state = $onramp.get();
  const network = $activeNetwork.get();
  const address = getAccount(network.chainNamespace).address;
  // Only the order of the network active now (followBuyNetwork keeps them one).
  if (!state || !address || state.chainId !== String(network.id)) return;
  const popup = openPendingWindow('wallet-modal-buy', 'width=480,height=760');
  if (popup) popup.opener = null;
  const quote = state.quotes[provider.id];
  const currency = state.options.purchaseCurrencies.find((candidate) => candidate.id === state.purchaseCurrency);
  const properties = { provider: provider.id, network: network.caipNetworkId, asset: state.purchaseCurrency, fiat: state.paymentCurrency, amount: state.amount };
  track('BUY_INITIATED', properties);
  const purchase = { status: 'opening', provider } as const;
  $purchase.set(purchase);
  pushView('BuyInProgress');
  try {
    const url = await generateOnrampUrl(blockchainContext(), {
      address,
      network: network.caipNetworkId,
      asset: state.purchaseCurrency,
      provider: provider.id,
      fiatAmount: state.amount,
      paymentCurrency: state.paymentCurrency,
      paymentMethod: state.paymentMethod,
      quoteId: quote?.status === 'ready' ? quote.quote.quoteId : undefined,
    });
    // The visitor left the purchase meanwhile: nothing to open.
    if ($purchase.get() !== purchase) return popup?.close();
    const page = checkProviderPage(url, provider);
    if (popup && !popup.closed) popup.location.href = page.href;
    $purchase.set({ status: 'waiting', provider, url: page.href, symbol: currency?.symbol ?? state.purchaseCurrency, since: Date.now(), blocked: !popup || popup.closed });
    void followPurchase(address, network.caipNetworkId);
  } catch (error) {
    popup?.close();
    track('BUY_ERROR', { ...properties, ...(error instanceof OnrampPageRefusedError ? { reason: 'page refused' } : {}) });
    if ($purchase.get() === purchase) $purchase.set({ status: 'failed', provider, message: () => errorMessage(error) });
  }
}
