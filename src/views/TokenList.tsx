import { SkeletonRows } from '../components/SkeletonRows';
import { useStore } from '../hooks/useStore';
import { buttonTexts } from '../i18n/buttonTexts';
import { messages } from '../i18n/messages';
import { accountTexts } from '../i18n/accountTexts';
import { $tokenBalances } from '../stores/tokenBalances';
import { formatUsd } from '../utils/formatUsd';
import { TokenBalanceRow } from './TokenBalanceRow';
import { BalanceUnavailable } from './BalanceUnavailable';

/** The account's tokens on this network: icon, name, quantity and USD value, with the total. */
export function TokenList() {
  const state = useStore($tokenBalances);
  if (state.status === 'idle') return null;
  return (
    <section className="wm-tokens" aria-labelledby="wm-tokens-title" aria-busy={state.status === 'loading'}>
      <div className="wm-tokens-head">
        <h3 id="wm-tokens-title">{accountTexts.tokens}</h3>
        {state.status === 'ready' ? (
          <span className="wm-muted">
            {accountTexts.totalValue} <strong>{formatUsd(state.totalUsd)}</strong>
          </span>
        ) : null}
      </div>
      {state.status === 'error' ? <BalanceUnavailable /> : null}
      {state.status === 'unavailable' ? <p className="wm-muted">{buttonTexts.balanceUnavailable}</p> : null}
      {state.status === 'loading' && state.balances.length === 0 ? <SkeletonRows shape="item" status={messages.loading} /> : null}
      {state.status === 'ready' && state.balances.length === 0 ? <p className="wm-muted">{accountTexts.noTokens}</p> : null}
      <ul className="wm-list">
        {state.balances.map((balance) => (
          <li key={balance.address ?? `native:${balance.chainId}`} className="wm-token">
            <TokenBalanceRow balance={balance} />
          </li>
        ))}
      </ul>
    </section>
  );
}
