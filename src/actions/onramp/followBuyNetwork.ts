import { $activeNetwork } from '../../stores/network';
import { isShowing } from '../../stores/isShowing';
import { $onramp } from '../../stores/onramp';
import { requoteBuy } from './requoteBuy';
import { withBuyOptions } from './withBuyOptions';

let following = false;

/**
 * Buy's order follows the active network: when the wallet (or the visitor) moves to another one
 * while Buy is open, the order is made for that network (the token kept where it is sold there,
 * else its first one) and the providers are asked again, so what is shown, quoted and bought is
 * for the network the purchase will be followed on. A purchase already handed to a provider keeps
 * its own network (buyWith). An order no longer on screen is left: opening Buy again makes a
 * new one, and no provider is asked meanwhile.
 */
export function followBuyNetwork(): void {
  if (following) return;
  following = true;
  $activeNetwork.listen((network) => {
    const state = $onramp.get();
    const chainId = String(network.id);
    // Only an order on screen (BuyInProgress follows a purchase on its own network): Buy opened
    // later starts from the network of then (openBuy).
    if (!state || state.chainId === chainId || !isShowing('OnRampProviders', 'OnRampTokenSelect', 'OnRampFiatSelect')) return;
    $onramp.set({ ...withBuyOptions(state, state.options, chainId), quotes: {} });
    requoteBuy();
  });
}
