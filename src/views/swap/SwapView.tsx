import { useEffect, useId } from 'react';
import { flipSwap, typeSwapAmount } from '../../actions/swap/editSwap';
import { loadSwapTokens } from '../../actions/swap/loadSwapTokens';
import { SWAP_SLIPPAGE } from '../../config/defaults';
import { Icon } from '../../components/Icon';
import { useStore } from '../../hooks/useStore';
import { tradeTexts } from '../../i18n/tradeTexts';
import { swapTexts } from '../../i18n/swapTexts';
import { pushView } from '../../stores/router';
import { $swap, type SwapToken } from '../../stores/swap';
import { $tokenBalances } from '../../stores/tokenBalances';
import { $account } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';
import { balanceKey } from '../../actions/account/balanceKey';
import { formatAmount } from '../../utils/formatAmount';
import { formatUnits } from '../../utils/formatUnits';
import { formatUsd } from '../../utils/formatUsd';
import { minimumReceived } from '../../utils/minimumReceived';
import { heldBalanceOf } from '../../utils/nativeToken';
import { toNumberOrZero } from '../../utils/toNumberOrZero';
import { TokenIcon } from '../../components/TokenIcon';
import { FailureRow } from '../../components/FailureRow';

/** One side of the form: its amount, its token, its USD value and, for what is paid with, the balance. */
function SwapSide({ side, token, amount, usd, balance }: { side: 'from' | 'to'; token?: SwapToken | undefined; amount: string; usd: number; balance?: string | undefined }) {
  const id = useId();
  const label = side === 'from' ? swapTexts.youPay : swapTexts.youReceive;
  return (
    <div className="wm-send-field wm-swap-side">
      <label htmlFor={id} className="wm-search-label">
        {label}
      </label>
      <div className="wm-send-row">
        <input id={id} className="wm-text-input wm-send-amount" inputMode="decimal" autoComplete="off" placeholder="0" value={amount} onChange={(event) => typeSwapAmount(side, event.target.value)} />
        <button type="button" className="wm-token-button" aria-label={`${label}: ${token?.symbol ?? tradeTexts.selectToken}`} onClick={() => pushView('SwapSelectToken', { side })}>
          {token ? <TokenIcon url={token.logoUri} size={24} /> : null}
          <span>{token?.symbol ?? tradeTexts.selectToken}</span>
          <Icon name="chevron" size={16} />
        </button>
      </div>
      <p className="wm-muted wm-send-note">
        <span>{tradeTexts.inUsd({ usd: formatUsd(usd) })}</span>
        {balance !== undefined && token ? <span>{tradeTexts.balanceOf({ amount: formatAmount(balance), symbol: token.symbol })}</span> : null}
      </p>
    </div>
  );
}

/**
 * Swap: what to pay with and what to receive, an amount in either field, the quote as the
 * visitor types (the rate, and the minimum received with the spec's 1 % slippage), then the
 * preview. Outside the swap networks it says so and offers nothing.
 */
export function SwapView() {
  const state = useStore($swap);
  const balances = useStore($tokenBalances);
  const account = useStore($account);
  const network = useStore($activeNetwork);
  // A form emptied for another network (stores/swap.ts): that network's tokens are read.
  useEffect(() => {
    if (state.tokens.status === 'idle') void loadSwapTokens();
  }, [state.tokens.status]);
  if (state.tokens.status === 'unsupported') {
    return (
      <p className="wm-field-error" role="alert">
        {swapTexts.swapNotSupported}
      </p>
    );
  }
  if (state.tokens.status === 'failed') {
    return (
      <FailureRow tone="error" message={swapTexts.swapTokensFailed} onRetry={() => void loadSwapTokens()} />
    );
  }
  const { from, to, quote } = state;
  const priceOf = (token?: SwapToken) => (token ? (state.prices[token.address.toLowerCase()] ?? 0) : 0);
  // Balances only once read, and for this account on this network: never a 0 for balances not
  // (yet) known, nor the last network's.
  const known = balances.status === 'ready' && !!account.address && balances.key === balanceKey(network.caipNetworkId, account.address);
  const held = known && from ? heldBalanceOf(balances.balances, from.address) : undefined;
  const ready = quote.status === 'ready' && from && to;
  const minimum = ready ? minimumReceived(quote.toAmount) : undefined;
  const rate = ready && quote.fromAmount > 0n ? Number(formatUnits(quote.toAmount, to.decimals)) / Number(formatUnits(quote.fromAmount, from.decimals)) : undefined;
  const tooMuch = held && toNumberOrZero(state.fromAmount) > Number(held.quantity.numeric);
  return (
    <div className="wm-stack">
      <SwapSide side="from" token={from} amount={state.fromAmount} usd={toNumberOrZero(state.fromAmount) * priceOf(from)} balance={known ? (held?.quantity.numeric ?? (from ? '0' : undefined)) : undefined} />
      <button type="button" className="wm-icon-button wm-swap-flip" aria-label={swapTexts.flipTokens} onClick={flipSwap}>
        <Icon name="chevron" size={18} />
      </button>
      <SwapSide side="to" token={to} amount={state.toAmount} usd={toNumberOrZero(state.toAmount) * priceOf(to)} />
      <div className="wm-swap-details" role="status" aria-live="polite">
        {quote.status === 'loading' ? <p className="wm-muted">{tradeTexts.gettingQuote}</p> : null}
        {quote.status === 'failed' ? <p className="wm-field-error">{quote.message()}</p> : null}
        {ready && rate !== undefined && minimum !== undefined ? (
          <dl className="wm-summary">
            <div>
              <dt>{swapTexts.swapRate({ from: from.symbol, rate: formatAmount(rate), to: to.symbol })}</dt>
            </div>
            <div>
              <dt>{swapTexts.minimumReceived}</dt>
              <dd>
                {/* Rounded down: never more than the swap guarantees. */}
                {formatAmount(formatUnits(minimum, to.decimals), { round: 'down' })} {to.symbol} <span className="wm-muted">{swapTexts.slippageNote({ slippage: SWAP_SLIPPAGE })}</span>
              </dd>
            </div>
          </dl>
        ) : null}
      </div>
      <button type="button" className="wm-button" disabled={!ready || Boolean(tooMuch)} onClick={() => pushView('SwapPreview')}>
        {tooMuch ? tradeTexts.insufficientFunds : !from || !to ? tradeTexts.selectToken : ready ? swapTexts.reviewSwap : tradeTexts.enterAmount}
      </button>
    </div>
  );
}
