import { nativeBalanceOf } from '../../utils/nativeToken';
import { useEffect } from 'react';
import { currentSend } from '../../actions/send/currentSend';
import { clearSendProgress } from '../../actions/send/editSendForm';
import { estimateSendFee } from '../../actions/send/estimateSendFee';
import { sendTransfer } from '../../actions/send/sendTransfer';
import { ExplorerLink } from '../../components/ExplorerLink';
import { FailureRow } from '../../components/FailureRow';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { tradeTexts } from '../../i18n/tradeTexts';
import { sendTexts } from '../../i18n/sendTexts';
import { popView, resetView } from '../../stores/router';
import { $sendFee, $sendForm, $sendProgress, $sendRecipient } from '../../stores/send';
import { $tokenBalances } from '../../stores/tokenBalances';
import { formatAddress } from '../../utils/formatAddress';
import { formatAmount } from '../../utils/formatAmount';
import { formatUnits } from '../../utils/formatUnits';
import { formatUsd } from '../../utils/formatUsd';
import { TokenIcon } from '../../components/TokenIcon';
import { BusyLabel } from '../../components/BusyLabel';

/** What the send is still waiting for, or how it ended, with the explorer link once there is a transaction. */
function SendProgressNote() {
  const progress = useStore($sendProgress);
  if (progress.status === 'idle') return null;
  if (progress.status === 'signing' || progress.status === 'pending') {
    return (
      <div className="wm-send-progress" role="status" data-progress={progress.status}>
        <span className="wm-spinner" aria-hidden="true" />
        <span>{progress.status === 'signing' ? tradeTexts.approveSendInWallet : sendTexts.transactionPending}</span>
        {progress.status === 'pending' ? <ExplorerLink href={progress.explorerUrl} /> : null}
      </div>
    );
  }
  const good = progress.outcome === 'repriced';
  return (
    <div className="wm-send-progress" role={good ? 'status' : 'alert'} data-outcome={progress.outcome}>
      <p className={good ? undefined : 'wm-field-error'}>{progress.message()}</p>
      <ExplorerLink href={progress.explorerUrl} />
    </div>
  );
}

/**
 * WalletSendPreview: what leaves (and its USD value), to whom (the name and the address it
 * resolved to), on which network, and the network fee in the native coin and USD. Send asks
 * the wallet; the view then follows the transaction to its end.
 */
export function WalletSendPreviewView() {
  useStore($sendForm);
  useStore($sendRecipient);
  const formFee = useStore($sendFee);
  const progress = useStore($sendProgress);
  const balances = useStore($tokenBalances);
  // A preview opened anew starts from a fresh fee; one still following its transaction goes on.
  useEffect(() => {
    const { status } = $sendProgress.get();
    if (status === 'signing' || status === 'pending') return;
    if (status === 'ended') clearSendProgress();
    void estimateSendFee();
  }, []);
  // Once sent, the preview shows the send it follows: the balances read again afterwards (the
  // tokens gone) or another network must not turn it into the form's problem and hide how it ended.
  const current = progress.status === 'idle' ? currentSend() : { send: progress.send };
  const fee = progress.status === 'idle' ? formFee : progress.fee;
  if (!('send' in current)) {
    return (
      <div className="wm-stack">
        <p className="wm-muted">{tradeTexts.enterAmount}</p>
        <button type="button" className="wm-button" onClick={() => popView()}>
          {messages.cancel}
        </button>
      </div>
    );
  }
  const { send } = current;
  const { token, network, transfer } = send;
  const amount = formatUnits(transfer.amount, Number(token.quantity.decimals));
  const nativePrice = nativeBalanceOf(balances.balances)?.price ?? 0;
  const feeText = fee.status === 'ready' ? formatUnits(fee.fee, fee.decimals) : undefined;
  const needed = fee.status === 'ready' ? fee.fee + (token.address ? 0n : transfer.amount) : 0n;
  const short = fee.status === 'ready' && needed > fee.nativeBalance;
  const busy = progress.status === 'signing' || progress.status === 'pending';
  const ended = progress.status === 'ended';
  return (
    <div className="wm-stack wm-send-preview">
      <dl className="wm-summary">
        <div>
          <dt>{sendTexts.sending}</dt>
          <dd>
            <TokenIcon url={token.iconUrl} size={24} />
            {/* Rounded for the eye, up (what leaves): the transfer itself carries the exact amount. */}
            <span>
              {formatAmount(amount, { round: 'up' })} {token.symbol}
            </span>
            <span className="wm-muted">{tradeTexts.inUsd({ usd: formatUsd(Number(amount) * token.price) })}</span>
          </dd>
        </div>
        <div>
          <dt>{sendTexts.recipient}</dt>
          {/* The address shortened in the middle; in full for pointer and assistive technology. */}
          <dd className="wm-summary-address" title={transfer.to} aria-label={send.recipientName ? sendTexts.resolvedName({ name: send.recipientName, address: transfer.to }) : transfer.to}>
            {send.recipientName ? <span>{send.recipientName}</span> : null}
            <span className={send.recipientName ? 'wm-muted' : undefined}>{formatAddress(transfer.to)}</span>
          </dd>
        </div>
        <div>
          <dt>{messages.network}</dt>
          <dd>{network.name}</dd>
        </div>
        <div>
          <dt>{tradeTexts.networkFee}</dt>
          <dd aria-busy={fee.status === 'estimating' || undefined}>
            {fee.status === 'ready' ? (
              <>
                <span>
                  {formatAmount(feeText, { round: 'up' })} {fee.symbol}
                </span>
                <span className="wm-muted">{tradeTexts.inUsd({ usd: formatUsd(Number(feeText) * nativePrice) })}</span>
              </>
            ) : fee.status === 'failed' ? (
              <FailureRow tone="error" message={fee.message()} onRetry={() => void estimateSendFee()} />
            ) : (
              <span className="wm-muted">{tradeTexts.estimatingFee}</span>
            )}
          </dd>
        </div>
      </dl>
      {short && !busy && !ended ? (
        <p className="wm-field-error" role="alert">
          {sendTexts.insufficientForFee({ symbol: fee.symbol })}
        </p>
      ) : null}
      <SendProgressNote />
      {ended ? (
        <div className="wm-actions">
          <button
            type="button"
            className="wm-button"
            data-variant="secondary"
            onClick={() => {
              clearSendProgress();
              void estimateSendFee();
            }}
          >
            {messages.tryAgain}
          </button>
          <button
            type="button"
            className="wm-button"
            onClick={() => {
              clearSendProgress();
              resetView('Account');
            }}
          >
            {tradeTexts.done}
          </button>
        </div>
      ) : (
        <div className="wm-actions">
          <button type="button" className="wm-button" data-variant="secondary" disabled={busy} onClick={() => popView()}>
            {messages.cancel}
          </button>
          <button type="button" className="wm-button" disabled={busy || fee.status !== 'ready' || short} aria-busy={busy} onClick={() => void sendTransfer()}>
            <BusyLabel busy={busy} inWallet={progress.status === 'signing'}>{short ? tradeTexts.insufficientFunds : sendTexts.confirmSend}</BusyLabel>
          </button>
        </div>
      )}
    </div>
  );
}
