import type { SessionPermission } from '../../actions/sessions/SessionRequest';
import { sessionsTexts } from '../../i18n/sessionsTexts';
import type { SessionWords } from '../../stores/smartSessions';
import { formatAddress } from '../../utils/formatAddress';
import { formatAmount } from '../../utils/formatAmount';
import { formatUnits } from '../../utils/formatUnits';
import { dateFormat } from '../../utils/intlLocale';

const HOUR = 3600;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

function spend(amount: string, period: number): string {
  if (period === HOUR) return sessionsTexts.spendPerHour({ amount });
  if (period === DAY) return sessionsTexts.spendPerDay({ amount });
  if (period === WEEK) return sessionsTexts.spendPerWeek({ amount });
  return sessionsTexts.spendPerPeriod({ amount, seconds: String(period) });
}

/** An amount in words: the token's decimals and symbol where they are known, else its raw count and the token's address. */
function amountOf(raw: string, unit: { symbol: string; decimals: number } | undefined, token?: string): string {
  return unit ? `${formatAmount(formatUnits(BigInt(raw), unit.decimals))} ${unit.symbol}` : `${BigInt(raw).toString()} ${formatAddress(token ?? '')}`;
}

/**
 * A session permission in plain words, as the visitor reads it where it is asked and where it is
 * listed: "Spend up to 0.01 ETH per day", "Spend up to 5 USDC per week", "Call transfer on 0x12…ab",
 * "Call deposit on 0x12…ab with up to 0.001 ETH each call" (the coin a call may send, when it may).
 */
export function describePermission(permission: SessionPermission, words: SessionWords): string {
  switch (permission.type) {
    case 'native-token-recurring-allowance':
      return spend(amountOf(permission.data.allowance, { symbol: words.nativeSymbol, decimals: words.nativeDecimals }), permission.data.period);
    case 'erc20-recurring-allowance':
      return spend(amountOf(permission.data.allowance, words.tokens[permission.data.token], permission.data.token), permission.data.period);
    case 'contract-call': {
      const functions = permission.data.functions.map((fn) => fn.functionName).join(', ');
      const contract = formatAddress(permission.data.address);
      // One limit for all its functions (the request reader holds them to it): the coin each call may send.
      const valueLimit = permission.data.functions[0]?.valueLimit ?? '0x0';
      if (BigInt(valueLimit) === 0n) return sessionsTexts.callFunctions({ functions, contract });
      return sessionsTexts.callFunctionsWithValue({ functions, contract, amount: amountOf(valueLimit, { symbol: words.nativeSymbol, decimals: words.nativeDecimals }) });
    }
  }
}

/** A session's end (unix seconds) as the visitor's language writes a date and time. */
export const formatSessionDate = (seconds: number) => dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(seconds * 1000));
