import { copyText } from '../../actions/copyText';
import { loadPayExchanges } from '../../actions/pay/loadPayExchanges';
import { payFromExchange } from '../../actions/pay/payFromExchange';
import { payFromWallet } from '../../actions/pay/payFromWallet';
import { FailureRow } from '../../components/FailureRow';
import { Icon } from '../../components/Icon';
import { SkeletonRows } from '../../components/SkeletonRows';
import { TokenIcon } from '../../components/TokenIcon';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { payTexts } from '../../i18n/payTexts';
import { $payment } from '../../stores/payment';
import { formatAddress } from '../../utils/formatAddress';

/**
 * Pay: what the host asks the visitor to pay (amount and asset, network, recipient with a copy
 * button), "Pay from wallet", and the exchanges that can pay it, loaded in place (a loading
 * state, then the list, or a failure with Try again). Once the payment has ended, its outcome
 * shows here too, and nothing can be paid again.
 */
export function PayView() {
  const payment = useStore($payment);
  if (!payment) return null;
  const { request, exchanges, phase } = payment;
  const open = phase.status === 'choosing' || phase.status === 'connecting';
  return (
    <div className="wm-stack" data-pay={phase.status}>
      <p className="wm-pay-amount" data-field="amount">
        {payTexts.payWhat({ amount: request.amount, symbol: request.symbol })}
      </p>
      <dl className="wm-pay-facts">
        <div>
          <dt className="wm-muted">{payTexts.payNetwork}</dt>
          <dd data-field="network">{request.network.name}</dd>
        </div>
        <div>
          <dt className="wm-muted">{payTexts.payRecipient}</dt>
          <dd data-field="recipient">
            <span title={request.recipient}>{formatAddress(request.recipient)}</span>
            <button type="button" className="wm-icon-button" aria-label={payTexts.copyRecipient({ address: formatAddress(request.recipient) })} onClick={() => void copyText(request.recipient, 'address')}>
              <Icon name="copy" size={16} />
            </button>
          </dd>
        </div>
      </dl>
      <button type="button" className="wm-button" disabled={!open} onClick={() => void payFromWallet()}>
        {payTexts.payFromWallet}
      </button>
      {exchanges.status === 'loading' ? <SkeletonRows shape="button" status={messages.loading} label={payTexts.payExchanges} count={1} /> : null}
      {exchanges.status === 'failed' ? <FailureRow tone="error" message={payTexts.payExchangesFailed} onRetry={() => void loadPayExchanges()} /> : null}
      {exchanges.status === 'ready' && exchanges.list.length === 0 ? <p className="wm-muted">{payTexts.payNoExchange}</p> : null}
      {exchanges.status === 'rounded' ? <p className="wm-muted">{payTexts.payExchangesRounded}</p> : null}
      {exchanges.status === 'ready' && exchanges.list.length > 0 ? (
        <ul className="wm-list" aria-label={payTexts.payExchanges}>
          {exchanges.list.map((exchange) => (
            <li key={exchange.id}>
              <button type="button" className="wm-list-button wm-token" disabled={!open} onClick={() => void payFromExchange(exchange)}>
                <TokenIcon url={exchange.imageUrl ?? ''} />
                <span className="wm-token-name">{payTexts.payFromExchange({ name: exchange.name })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {phase.status === 'failed' ? (
        <p className="wm-field-error" role="alert">
          {phase.message()}
        </p>
      ) : null}
    </div>
  );
}
