import { useEffect, useRef, useState } from 'react';
import { closeModal } from '../../actions/closeModal';
import { Icon } from '../../components/Icon';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { tradeTexts } from '../../i18n/tradeTexts';
import { payTexts } from '../../i18n/payTexts';
import { $payment, type PayPhase } from '../../stores/payment';

/** What the payment waits on, said as it goes (`blocked`: the exchange's window did not open, and its page was not opened from the link yet). */
function progressText(phase: PayPhase, network: string, blocked: boolean): string | undefined {
  switch (phase.status) {
    case 'switching':
      return payTexts.paySwitching({ network });
    case 'signing':
      return payTexts.paySigning;
    case 'opening':
      return payTexts.payOpening({ name: phase.exchange.name });
    case 'waiting':
      return (blocked ? tradeTexts.windowBlocked : payTexts.payContinue)({ name: phase.exchange.name });
    case 'confirming':
      return payTexts.payConfirming;
    default:
      return undefined;
  }
}

/**
 * PayLoading: follows the payment from the wallet's approval, or the exchange's window, until
 * its transaction is confirmed and checked on chain; then says it is paid (Done closes the
 * modal), or why it failed (Close).
 */
export function PayLoadingView() {
  const payment = useStore($payment);
  const end = useRef<HTMLButtonElement>(null);
  // The page the visitor opened from the link (its window did not open): from then on, said as open.
  const [opened, setOpened] = useState<string>();
  const ended = payment?.phase.status === 'paid' || payment?.phase.status === 'failed';
  // The controls of the waiting state are gone: focus goes to the button that ends, not to the page.
  useEffect(() => {
    if (ended) end.current?.focus();
  }, [ended]);
  if (!payment) return null;
  const { phase, request } = payment;
  const blocked = phase.status === 'waiting' && phase.blocked && opened !== phase.url;
  const progress = progressText(phase, request.network.name, blocked);
  return (
    <div className="wm-stack wm-send-progress" data-pay={phase.status}>
      {progress ? (
        <>
          <span className="wm-spinner" aria-hidden="true" />
          <p role="status">{progress}</p>
        </>
      ) : null}
      {phase.status === 'waiting' ? (
        <a href={phase.url} target="_blank" rel="noopener noreferrer" onClick={() => setOpened(phase.url)}>
          {(blocked ? tradeTexts.openWindow : payTexts.reopenExchange)({ name: phase.exchange.name })}
        </a>
      ) : null}
      {phase.status === 'paid' ? (
        <>
          <Icon name="check" size={32} />
          <p role="status">{payTexts.payConfirmed}</p>
          <button ref={end} type="button" className="wm-button" onClick={closeModal}>
            {tradeTexts.done}
          </button>
        </>
      ) : null}
      {phase.status === 'failed' ? (
        <>
          <p className="wm-field-error" role="alert">
            {phase.message()}
          </p>
          <button ref={end} type="button" className="wm-button" data-variant="secondary" onClick={closeModal}>
            {messages.close}
          </button>
        </>
      ) : null}
    </div>
  );
}
