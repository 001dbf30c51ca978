import { loadTokenBalances } from '../actions/account/loadTokenBalances';
import { FailureRow } from '../components/FailureRow';
import { accountTexts } from '../i18n/accountTexts';

/** The token balances could not be read: says so, with Try again (Account's list and Send's picker). */
export function BalanceUnavailable() {
  return <FailureRow message={accountTexts.tokenBalanceUnavailable} onRetry={() => void loadTokenBalances({ force: true })} />;
}
