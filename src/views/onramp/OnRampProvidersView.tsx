import { useId } from 'react';
import { buyLimitProblem } from '../../actions/onramp/buyLimitProblem';
import { buyWith } from '../../actions/onramp/buyWith';
import { typeBuyAmount } from '../../actions/onramp/editBuy';
import { loadBuyProviders } from '../../actions/onramp/loadBuyProviders';
import { Icon } from '../../components/Icon';
import { SkeletonRows } from '../../components/SkeletonRows';
import { TokenIcon } from '../../components/TokenIcon';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { tradeTexts } from '../../i18n/tradeTexts';
import { buyTexts } from '../../i18n/buyTexts';
import { $onramp, type ProviderQuote } from '../../stores/onramp';
import { pushView } from '../../stores/router';
import { formatAmount } from '../../utils/formatAmount';
import { formatNumber } from '../../utils/formatNumber';
import { FailureRow } from '../../components/FailureRow';

/** A quoted amount rounded down for display, marked '≈' when rounding changed it ('≈ 0.0323', but '98.9'). */
function roughly(amount: string): string {
  const shown = formatAmount(amount, { round: 'down' });
  return shown === formatAmount(amount, { places: 20 }) ? shown : `≈ ${shown}`;
}

/** What a provider offers for the order: why it cannot quote the amount, its quote, an estimate read as one, or its refusal. */
function offerText(answer: ProviderQuote | undefined, symbol: string, outside: string | undefined): string {
  if (outside) return outside;
  if (!answer || answer.status === 'loading') return tradeTexts.gettingQuote;
  // The provider's own figure (a checked decimal text), rounded down for the eye: never more than it promised.
  if (answer.status === 'ready') return buyTexts.youGet({ amount: roughly(answer.quote.purchaseAmount), symbol });
  if (answer.status === 'refused') return answer.message();
  return answer.purchaseAmount ? buyTexts.estimateOnly({ amount: formatAmount(answer.purchaseAmount, { round: 'down' }), symbol }) : buyTexts.noQuote;
}

/**
 * OnRampProviders: what to buy, with which currency and way to pay, how much (within the
 * spec §9 limits), and the two providers side by side, each with its quote and its fee.
 * Picking one opens its page in a new window.
 */
export function OnRampProvidersView() {
  const id = useId();
  const state = useStore($onramp);
  if (!state) return null;
  const currency = state.options.purchaseCurrencies.find((candidate) => candidate.id === state.purchaseCurrency);
  const symbol = currency?.symbol ?? state.purchaseCurrency;
  const limit = buyLimitProblem(state);
  // Out of the limits no provider is asked: each row says why at once, and cannot be picked.
  const outside = limit && buyTexts.quoteOutsideLimit({ min: formatNumber(limit.min), max: formatNumber(limit.max), currency: state.paymentCurrency });
  return (
    <div className="wm-stack">
      {state.fallback ? <p className="wm-muted">{buyTexts.buyDefaultsNote}</p> : null}
      <div className="wm-send-row">
        <button type="button" className="wm-token-button" aria-label={`${buyTexts.buyToken}: ${symbol}`} onClick={() => pushView('OnRampTokenSelect')}>
          <span>{symbol}</span>
          <Icon name="chevron" size={16} />
        </button>
        <button
          type="button"
          className="wm-token-button"
          aria-label={`${buyTexts.payWith}: ${state.paymentCurrency} ${buyTexts.paymentMethods[state.paymentMethod] ?? state.paymentMethod}`}
          onClick={() => pushView('OnRampFiatSelect')}
        >
          <span>
            {state.paymentCurrency} · {buyTexts.paymentMethods[state.paymentMethod] ?? state.paymentMethod}
          </span>
          <Icon name="chevron" size={16} />
        </button>
      </div>
      <div className="wm-send-field">
        <label htmlFor={`${id}-amount`} className="wm-search-label">
          {buyTexts.buyAmount({ currency: state.paymentCurrency })}
        </label>
        <input
          id={`${id}-amount`}
          className="wm-text-input wm-send-amount"
          inputMode="decimal"
          autoComplete="off"
          value={state.amount}
          aria-invalid={limit ? true : undefined}
          aria-describedby={`${id}-limit`}
          onChange={(event) => typeBuyAmount(event.target.value)}
        />
        <p id={`${id}-limit`} className={limit ? 'wm-field-error' : 'wm-muted wm-send-note'} role={limit ? 'alert' : undefined}>
          {limit ? buyTexts.buyLimit({ min: formatNumber(limit.min), max: formatNumber(limit.max), currency: state.paymentCurrency }) : null}
        </p>
      </div>
      {state.providers.status === 'failed' ? (
        <FailureRow tone="error" message={buyTexts.providersFailed} onRetry={() => void loadBuyProviders()} />
      ) : null}
      {state.providers.status === 'loading' ? <SkeletonRows shape="button" status={messages.loading} label={buyTexts.providers} count={2} /> : null}
      {state.providers.status === 'ready' ? (
        <ul className="wm-list" aria-label={buyTexts.providers}>
          {state.providers.list.map((provider) => {
            const answer = state.quotes[provider.id];
            return (
              <li key={provider.id}>
                <button
                  type="button"
                  className="wm-list-button wm-token"
                  disabled={Boolean(limit) || answer?.status === 'refused'}
                  onClick={() => void buyWith(provider)}
                >
                  <TokenIcon url={provider.iconUrl} />
                  <span className="wm-token-name">
                    <span>{provider.name}</span>
                    <span className="wm-muted" data-quote={outside ? 'limit' : (answer?.status ?? 'loading')}>
                      {offerText(answer, symbol, outside)}
                    </span>
                  </span>
                  <span className="wm-end">{buyTexts.providerFee({ rate: `${formatNumber(provider.feeRate * 100, 0)} %` })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
