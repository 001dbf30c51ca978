import { loadTokenBalances } from '../actions/account/loadTokenBalances';
import { messages } from '../i18n/messages';

/** The token balances could not be read: says so, with Try again (Account's list and Send's picker). */
export function BalanceUnavailable() {
  return (
    <div className="wm-send-row" role="alert">
      <p className="wm-muted">{messages.tokenBalanceUnavailable}</p>
      <button type="button" className="wm-button" data-variant="secondary" onClick={() => void loadTokenBalances({ force: true })}>
        {messages.tryAgain}
      </button>
    </div>
  );
}
