import { TokenIcon } from '../components/TokenIcon';
import type { WireBalance } from '../services/blockchain/wireTypes';
import { formatAmount } from '../utils/formatAmount';
import { formatUsd } from '../utils/formatUsd';

/** A token the account holds: its icon, name, quantity and USD value (Account's list, Send's token picker). */
export function TokenBalanceRow({ balance }: { balance: WireBalance }) {
  return (
    <>
      <TokenIcon url={balance.iconUrl} />
      <span className="wm-token-name">
        <span>{balance.name}</span>
        <span className="wm-muted">
          {formatAmount(balance.quantity.numeric)} {balance.symbol}
        </span>
      </span>
      <span className="wm-end">{formatUsd(balance.value ?? 0)}</span>
    </>
  );
}
