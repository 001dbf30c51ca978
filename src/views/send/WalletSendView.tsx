import { useEffect, useId } from 'react';
import { tokenAmounts } from '../../actions/send/currentSend';
import { selectSendToken, setSendAmount } from '../../actions/send/editSendForm';
import { fillMaxAmount } from '../../actions/send/fillMaxAmount';
import { setSendReceiver } from '../../actions/send/setSendReceiver';
import { Icon } from '../../components/Icon';
import { useStore } from '../../hooks/useStore';
import { tradeTexts } from '../../i18n/tradeTexts';
import { walletsTexts } from '../../i18n/walletsTexts';
import { sendTexts } from '../../i18n/sendTexts';
import { pushView } from '../../stores/router';
import { $sendForm, $sendRecipient, $sendToken, NATIVE_TOKEN_KEY, type SendRecipient } from '../../stores/send';
import { $tokenBalances } from '../../stores/tokenBalances';
import { formatAddress } from '../../utils/formatAddress';
import { formatAmount } from '../../utils/formatAmount';
import { formatUsd } from '../../utils/formatUsd';
import { sendFormProblem, type SendFormProblem } from '../../utils/sendFormProblem';
import { toNumberOrZero } from '../../utils/toNumberOrZero';
import { TokenIcon } from '../../components/TokenIcon';

/** The primary button's words for what still stops the send. */
function buttonLabel(problem: SendFormProblem): string {
  switch (problem.kind) {
    case 'selectToken':
      return tradeTexts.selectToken;
    case 'enterAmount':
    case 'invalidAmount':
      return tradeTexts.enterAmount;
    case 'insufficientFunds':
      return tradeTexts.insufficientFunds;
    case 'enterRecipient':
      return sendTexts.addRecipient;
    case 'invalidAddress':
      return sendTexts.invalidAddress;
    case 'resolvingName':
      return walletsTexts.searching;
    case 'nameLookupFailed':
      return tradeTexts.nameLookupFailed;
    default:
      return sendTexts.nameNotFound;
  }
}

/** What the To field says is wrong with the recipient, if anything: the spec's text first, then what to do. */
function recipientError(recipient: SendRecipient): string[] | undefined {
  switch (recipient.status) {
    case 'invalid':
      return recipient.checksum ? [sendTexts.invalidAddress, sendTexts.checkAddressCase] : [sendTexts.invalidAddress];
    case 'notFound':
      return [sendTexts.nameNotFound];
    case 'lookupFailed':
      return [tradeTexts.nameLookupFailed];
    default:
      return undefined;
  }
}

/**
 * WalletSend: the token (from the account's balances), the amount with Max and its value in
 * USD, and the recipient as an address or a name. The button says what is missing until the
 * form can go to the preview.
 */
export function WalletSendView() {
  const id = useId();
  const form = useStore($sendForm);
  const token = useStore($sendToken);
  const recipient = useStore($sendRecipient);
  const balances = useStore($tokenBalances);
  const native = balances.balances.find((balance) => !balance.address);
  // The native coin is the first choice until the visitor picks another.
  useEffect(() => {
    if (!form.token && native) selectSendToken(NATIVE_TOKEN_KEY);
  }, [form.token, native]);
  const checked = sendFormProblem({ token: tokenAmounts(token), amount: form.amount, recipient });
  const problem = 'problem' in checked ? checked.problem : undefined;
  const amountError = problem?.kind === 'invalidAmount' ? problem.message : undefined;
  const receiverTyped = Boolean(form.receiver?.trim());
  const receiverError = receiverTyped ? recipientError(recipient) : undefined;
  const usd = token ? toNumberOrZero(form.amount) * token.price : 0;
  return (
    <form
      className="wm-stack wm-send"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) pushView('WalletSendPreview');
      }}
    >
      <div className="wm-send-field">
        <label htmlFor={`${id}-amount`} className="wm-search-label">
          {sendTexts.amount}
        </label>
        <div className="wm-send-row">
          <input
            id={`${id}-amount`}
            className="wm-text-input wm-send-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={form.amount ?? ''}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`${id}-amount-note`}
            onChange={(event) => setSendAmount(event.target.value)}
          />
          <button type="button" className="wm-token-button" aria-label={token ? `${sendTexts.sendToken}: ${token.symbol}` : tradeTexts.selectToken} onClick={() => pushView('WalletSendSelectToken')}>
            {token ? <TokenIcon url={token.iconUrl} size={24} /> : null}
            <span>{token?.symbol ?? tradeTexts.selectToken}</span>
            <Icon name="chevron" size={16} />
          </button>
        </div>
        <p id={`${id}-amount-note`} className={amountError ? 'wm-field-error' : 'wm-muted wm-send-note'} role={amountError ? 'alert' : undefined}>
          {amountError ?? (
            <>
              <span>{tradeTexts.inUsd({ usd: formatUsd(usd) })}</span>
              {token ? (
                <span>
                  {tradeTexts.balanceOf({ amount: formatAmount(token.quantity.numeric), symbol: token.symbol })}{' '}
                  <button type="button" className="wm-link-button" onClick={() => void fillMaxAmount()}>
                    {sendTexts.max}
                  </button>
                </span>
              ) : null}
            </>
          )}
        </p>
      </div>
      <div className="wm-send-field">
        <label htmlFor={`${id}-to`} className="wm-search-label">
          {sendTexts.recipient}
        </label>
        {/* A name that resolved shows its address as a chip in the field's row, shortened; its accessible name says it in full. */}
        <div className="wm-send-row">
          <input
            id={`${id}-to`}
            className="wm-text-input"
            autoComplete="off"
            spellCheck={false}
            placeholder={sendTexts.recipientPlaceholder}
            value={form.receiver ?? ''}
            aria-invalid={receiverError ? true : undefined}
            aria-describedby={`${id}-to-chip ${id}-to-note`}
            onChange={(event) => setSendReceiver(event.target.value)}
          />
          {recipient.status === 'ready' && recipient.name ? (
            <output id={`${id}-to-chip`} htmlFor={`${id}-to`} className="wm-chip" aria-label={sendTexts.resolvedName({ name: recipient.name, address: recipient.address })} title={recipient.address}>
              {formatAddress(recipient.address)}
            </output>
          ) : null}
        </div>
        <p id={`${id}-to-note`} className={receiverError ? 'wm-field-error' : 'wm-muted wm-send-note'} role={receiverError ? 'alert' : 'status'}>
          {receiverError
            ? receiverError.map((line, index) => (index ? <span key={index} className="wm-field-hint">{line}</span> : line))
            : recipient.status === 'resolving'
              ? sendTexts.resolvingName({ name: recipient.name })
              : null}
        </p>
      </div>
      <button type="submit" className="wm-button" disabled={Boolean(problem)}>
        {problem ? buttonLabel(problem) : sendTexts.previewSend}
      </button>
    </form>
  );
}
