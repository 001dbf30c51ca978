import { errorMessage } from '../../i18n/errorMessage';
import { BaseError } from '../../errors/BaseError';
import { generateOnrampUrl, type OnrampProvider } from '../../services/onramp/onrampCalls';
import { getAccount } from '../../stores/account';
import { track } from '../../stores/events';
import { $activeNetwork } from '../../stores/network';
import { $onramp, $purchase } from '../../stores/onramp';
import { pushView } from '../../stores/router';
import { blockchainContext } from '../../stores/serviceContexts';
import { safeLinkUrl } from '../../utils/safeUrl';
import { openPendingWindow } from '../openPendingWindow';
import { followPurchase } from './followPurchase';

/**
 * Buys through a provider: its window opens in the visitor's click itself (see
 * openPendingWindow), then goes to the provider's page for this order with the
 * visitor's address; BuyInProgress follows the purchase until the tokens arrive. The window
 * is cut from this page (no opener): the provider's page cannot reach the host's.
 */
export function buyWith(provider: OnrampProvider): void {
  const state = $onramp.get();
  const network = $activeNetwork.get();
  const address = getAccount(network.chainNamespace).address;
  if (!state || !address) return;
  const popup = openPendingWindow('wallet-modal-buy', 'width=480,height=760');
  if (popup) popup.opener = null;
  const quote = state.quotes[provider.id];
  const currency = state.options.purchaseCurrencies.find((candidate) => candidate.id === state.purchaseCurrency);
  const properties = { provider: provider.id, network: network.caipNetworkId, asset: state.purchaseCurrency, fiat: state.paymentCurrency, amount: state.amount };
  track('BUY_INITIATED', properties);
  $purchase.set({ status: 'opening', provider });
  pushView('BuyInProgress');
  void generateOnrampUrl(blockchainContext(), {
    address,
    network: network.caipNetworkId,
    asset: state.purchaseCurrency,
    provider: provider.id,
    fiatAmount: Number(state.amount).toFixed(2),
    paymentCurrency: state.paymentCurrency,
    paymentMethod: state.paymentMethod,
    quoteId: quote?.status === 'ready' ? quote.quote.quoteId : undefined,
  }).then(
    (url) => {
      // The provider's page is outside input: only a web page is opened.
      const page = safeLinkUrl(url);
      if (!page || !/^https?:$/.test(page.protocol)) throw new BaseError('The provider gave no page to open');
      if (popup && !popup.closed) popup.location.href = page.href;
      $purchase.set({ status: 'waiting', provider, url: page.href, symbol: currency?.symbol ?? state.purchaseCurrency, since: Date.now() });
      void followPurchase(address, network.caipNetworkId);
    },
    (error: unknown) => {
      popup?.close();
      track('BUY_ERROR', properties);
      $purchase.set({ status: 'failed', provider, message: () => errorMessage(error) });
    },
  );
}
