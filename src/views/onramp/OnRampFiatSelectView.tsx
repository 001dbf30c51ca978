import { selectPaymentCurrency } from '../../actions/onramp/editBuy';
import { useStore } from '../../hooks/useStore';
import { buyTexts } from '../../i18n/buyTexts';
import { $onramp } from '../../stores/onramp';
import { formatNumber } from '../../utils/formatNumber';

/** OnRampFiatSelect: each currency with each way to pay and its limits (spec §9). */
export function OnRampFiatSelectView() {
  const state = useStore($onramp);
  const choices = state?.options.paymentCurrencies.flatMap((currency) => currency.limits.map((limit) => ({ currency: currency.id, limit }))) ?? [];
  return (
    <ul className="wm-list">
      {choices.map(({ currency, limit }) => {
        const method = buyTexts.paymentMethods[limit.id] ?? limit.id;
        return (
          <li key={`${currency}-${limit.id}`}>
            <button type="button" className="wm-list-button" onClick={() => selectPaymentCurrency(currency, limit.id)}>
              <span className="wm-token-name">
                <span>
                  {currency} · {method}
                </span>
                <span className="wm-muted">{buyTexts.buyLimit({ min: formatNumber(limit.min), max: formatNumber(limit.max), currency })}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
