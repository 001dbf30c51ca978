import { useState } from 'react';
import { selectSendToken } from '../../actions/send/editSendForm';
import { SearchField } from '../../components/SearchField';
import { SkeletonRows } from '../../components/SkeletonRows';
import { useStore } from '../../hooks/useStore';
import { buttonTexts } from '../../i18n/buttonTexts';
import { messages } from '../../i18n/messages';
import { tradeTexts } from '../../i18n/tradeTexts';
import { popView } from '../../stores/router';
import { sendTokenKey } from '../../stores/send';
import { $tokenBalances } from '../../stores/tokenBalances';
import { TokenBalanceRow } from '../TokenBalanceRow';
import { BalanceUnavailable } from '../BalanceUnavailable';

/** WalletSendSelectToken: the account's tokens on this network, searchable by name or symbol; picking one goes back to the form. */
export function WalletSendSelectTokenView() {
  const [query, setQuery] = useState('');
  const balances = useStore($tokenBalances);
  const wanted = query.trim().toLowerCase();
  const shown = balances.balances.filter((balance) => !wanted || balance.name.toLowerCase().includes(wanted) || balance.symbol.toLowerCase().includes(wanted));
  return (
    <div className="wm-stack">
      <SearchField label={tradeTexts.searchTokens} value={query} onChange={setQuery} />
      {balances.status === 'loading' && shown.length === 0 ? <SkeletonRows shape="button" status={messages.loading} /> : null}
      {balances.status === 'error' ? <BalanceUnavailable /> : null}
      {balances.status === 'unavailable' ? <p className="wm-muted">{buttonTexts.balanceUnavailable}</p> : null}
      {(balances.status === 'ready' || balances.status === 'idle') && shown.length === 0 ? <p className="wm-muted">{tradeTexts.noTokenFound}</p> : null}
      <ul className="wm-list">
        {shown.map((balance) => (
          <li key={sendTokenKey(balance)}>
            <button
              type="button"
              className="wm-list-button wm-token"
              onClick={() => {
                selectSendToken(sendTokenKey(balance));
                popView();
              }}
            >
              <TokenBalanceRow balance={balance} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
