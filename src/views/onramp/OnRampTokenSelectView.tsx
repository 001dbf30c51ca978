import { selectPurchaseCurrency } from '../../actions/onramp/editBuy';
import { useStore } from '../../hooks/useStore';
import { $activeNetwork } from '../../stores/network';
import { $onramp } from '../../stores/onramp';

/** OnRampTokenSelect: the tokens the providers sell on this network. */
export function OnRampTokenSelectView() {
  const state = useStore($onramp);
  const network = useStore($activeNetwork);
  const offered = state?.options.purchaseCurrencies.filter((currency) => currency.networks.some((candidate) => candidate.chainId === String(network.id))) ?? [];
  return (
    <ul className="wm-list">
      {offered.map((currency) => (
        <li key={currency.id}>
          <button type="button" className="wm-list-button" onClick={() => selectPurchaseCurrency(currency.id)}>
            <span className="wm-token-name">
              <span>{currency.name}</span>
              <span className="wm-muted">{currency.symbol}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
