import { loadTokenBalances } from '../actions/account/loadTokenBalances';
import { FailureRow } from '../components/FailureRow';
import { messages } from '../i18n/messages';

/** The token balances could not be read: says so, with Try again (Account's list and Send's picker). */
export function BalanceUnavailable() {
  return <FailureRow message={messages.tokenBalanceUnavailable} onRetry={() => void loadTokenBalances({ force: true })} />;
}
