import { useEffect, useState } from 'react';
import { selectSwapToken } from '../../actions/swap/editSwap';
import { loadSwapTokens } from '../../actions/swap/loadSwapTokens';
import { SearchField } from '../../components/SearchField';
import { SkeletonRows } from '../../components/SkeletonRows';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { tradeTexts } from '../../i18n/tradeTexts';
import { swapTexts } from '../../i18n/swapTexts';
import { $route } from '../../stores/router';
import { $swap } from '../../stores/swap';
import { $tokenBalances } from '../../stores/tokenBalances';
import { formatAmount } from '../../utils/formatAmount';
import { heldBalanceOf } from '../../utils/nativeToken';
import { TokenIcon } from '../../components/TokenIcon';
import { FailureRow } from '../../components/FailureRow';

/** SwapSelectToken: the network's swappable tokens, searchable, those the visitor holds first with their balance. */
export function SwapSelectTokenView() {
  const [query, setQuery] = useState('');
  const route = useStore($route);
  const state = useStore($swap);
  const balances = useStore($tokenBalances);
  const side = route.data?.side === 'to' ? 'to' : 'from';
  // The form emptied under the list (the wallet moved to another network): that network's tokens are read.
  useEffect(() => {
    if (state.tokens.status === 'idle') void loadSwapTokens();
  }, [state.tokens.status]);
  const wanted = query.trim().toLowerCase();
  const shown = state.tokens.list
    .filter((token) => !wanted || token.name.toLowerCase().includes(wanted) || token.symbol.toLowerCase().includes(wanted))
    .map((token) => ({ token, held: heldBalanceOf(balances.balances, token.address) }))
    .sort((a, b) => Number(Boolean(b.held)) - Number(Boolean(a.held)));
  return (
    <div className="wm-stack">
      <SearchField label={tradeTexts.searchTokens} value={query} onChange={setQuery} />
      {state.tokens.status === 'loading' || state.tokens.status === 'idle' ? <SkeletonRows shape="button" status={messages.loading} /> : null}
      {state.tokens.status === 'failed' ? (
        <FailureRow message={swapTexts.swapTokensFailed} onRetry={() => void loadSwapTokens()} />
      ) : null}
      {state.tokens.status === 'ready' && shown.length === 0 ? <p className="wm-muted">{tradeTexts.noTokenFound}</p> : null}
      <ul className="wm-list">
        {shown.map(({ token, held }) => (
          <li key={token.address}>
            <button type="button" className="wm-list-button wm-token" onClick={() => selectSwapToken(side, token)}>
              <TokenIcon url={token.logoUri} size={32} />
              <span className="wm-token-name">
                <span>{token.name}</span>
                <span className="wm-muted">{held ? `${formatAmount(held.quantity.numeric)} ${token.symbol}` : token.symbol}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
