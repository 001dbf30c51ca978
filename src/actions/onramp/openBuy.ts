import { DEFAULT_ONRAMP_OPTIONS } from '../../config/onrampDefaults';
import { fetchOnrampOptions } from '../../services/onramp/onrampCalls';
import { $activeNetwork } from '../../stores/network';
import { $onramp, $purchase, type OnrampState } from '../../stores/onramp';
import { pushView } from '../../stores/router';
import { blockchainContext } from '../../stores/serviceContexts';
import { buyLimitProblem } from './buyLimitProblem';
import { followBuyNetwork } from './followBuyNetwork';
import { readBuyProviders } from './readBuyProviders';
import { requoteBuy } from './requoteBuy';
import { withBuyOptions } from './withBuyOptions';

/** Counts the openings of Buy: answers asked for by an earlier one are dropped. */
let openings = 0;

/** Whether the providers must be asked again: the order or whether the amount is within its limits changed. */
const orderChanged = (before: OnrampState, after: OnrampState): boolean =>
  before.purchaseCurrency !== after.purchaseCurrency ||
  before.paymentCurrency !== after.paymentCurrency ||
  before.paymentMethod !== after.paymentMethod ||
  Boolean(buyLimitProblem(before)) !== Boolean(buyLimitProblem(after));

/**
 * Opens Buy (OnRampProviders) on this network. The form starts at once from the built-in
 * options, at 100 of the first payment currency; the providers are asked for quotes as soon as
 * they are listed. The service's options (the built-in defaults when the call fails, spec §8)
 * may come later: they fill in only what the visitor has not picked meanwhile (withBuyOptions),
 * and the providers are asked again only if that changed the order.
 */
export async function openBuy(): Promise<void> {
  const chainId = String($activeNetwork.get().id);
  const opening = ++openings;
  const isCurrent = () => opening === openings;
  // A purchase still on its way goes on being followed (its end is a toast); an ended one is put away.
  const { status } = $purchase.get();
  if (status === 'arrived' || status === 'failed') $purchase.set({ status: 'idle' });
  followBuyNetwork();
  const blank: OnrampState = {
    chainId,
    options: DEFAULT_ONRAMP_OPTIONS,
    fallback: false,
    providers: { status: 'loading', list: [] },
    purchaseCurrency: '',
    paymentCurrency: '',
    paymentMethod: '',
    amount: '100',
    quotes: {},
    chosen: [],
  };
  $onramp.set(withBuyOptions(blank, DEFAULT_ONRAMP_OPTIONS, chainId));
  pushView('OnRampProviders');
  const applyOptions = (options: OnrampState['options'] | undefined) => {
    const state = $onramp.get();
    if (!state || !isCurrent()) return;
    const next = { ...withBuyOptions(state, options ?? DEFAULT_ONRAMP_OPTIONS, state.chainId), fallback: !options };
    $onramp.set(next);
    if (orderChanged(state, next)) requoteBuy();
  };
  await Promise.all([
    readBuyProviders().then(() => {
      if (isCurrent() && $onramp.get()) requoteBuy();
    }),
    fetchOnrampOptions(blockchainContext()).then(applyOptions, () => applyOptions(undefined)),
  ]);
}
