import { useEffect } from 'react';
import { reviewSwap } from '../../actions/swap/reviewSwap';
import { approveSwap, confirmSwap } from '../../actions/swap/runSwap';
import { ExplorerLink } from '../../components/ExplorerLink';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { swapTexts } from '../../i18n/swapTexts';
import { $activeNetwork } from '../../stores/network';
import { popView } from '../../stores/router';
import { $swap, $swapProgress } from '../../stores/swap';
import { formatTokenAmount } from '../../utils/formatTokenAmount';
import { minimumReceived } from '../../utils/minimumReceived';
import { formatUnits } from '../../utils/formatUnits';
import { formatAddress } from '../../utils/formatAddress';
import { TokenIcon } from '../../components/TokenIcon';

/**
 * SwapPreview: what is paid, what is received at least (1 % slippage), what the wallet will be
 * asked to sign (the contract and the value; for an approval, the spender and the amount), the
 * network fee; the approval first when the router may not yet spend the token, then the swap,
 * each followed to its end as a send is.
 */
export function SwapPreviewView() {
  const state = useStore($swap);
  const progress = useStore($swapProgress);
  const network = useStore($activeNetwork);
  useEffect(() => {
    const { status } = $swapProgress.get();
    if (status !== 'signing' && status !== 'pending') void reviewSwap();
  }, []);
  const { from, to, quote } = state;
  if (!from || !to || quote.status !== 'ready') {
    return (
      <button type="button" className="wm-button" onClick={() => popView()}>
        {messages.cancel}
      </button>
    );
  }
  const minimum = minimumReceived(quote.toAmount);
  const busy = progress.status === 'checking' || progress.status === 'signing' || progress.status === 'pending';
  const native = network.nativeCurrency;
  return (
    <div className="wm-stack wm-send-preview">
      <dl className="wm-summary">
        <div>
          <dt>{swapTexts.youPay}</dt>
          <dd>
            <TokenIcon url={from.logoUri} size={24} />
            <span>
              {formatTokenAmount(quote.fromAmount, from.decimals)} {from.symbol}
            </span>
          </dd>
        </div>
        <div>
          <dt>{swapTexts.youReceive}</dt>
          <dd>
            <TokenIcon url={to.logoUri} size={24} />
            <span>
              {formatTokenAmount(quote.toAmount, to.decimals)} {to.symbol}
            </span>
          </dd>
        </div>
        <div>
          <dt>{swapTexts.minimumReceived}</dt>
          {/* In full: rounded to the quantity rule, it could read more than is guaranteed. */}
          <dd>
            {formatUnits(minimum, to.decimals)} {to.symbol}
          </dd>
        </div>
        {progress.status === 'ready' ? (
          <div>
            {/* What the wallet will be asked to sign: the contract, in full for assistive technology. */}
            <dt>{progress.needsApproval ? swapTexts.swapSpender : swapTexts.swapContract}</dt>
            <dd title={progress.router} aria-label={progress.router}>
              {formatAddress(progress.router)}
            </dd>
          </div>
        ) : null}
        {progress.status === 'ready' && progress.needsApproval ? (
          <div>
            <dt>{swapTexts.swapApprovalAmount}</dt>
            <dd>
              {formatTokenAmount(quote.fromAmount, from.decimals)} {from.symbol}
            </dd>
          </div>
        ) : null}
        {progress.status === 'ready' && progress.value !== undefined ? (
          <div>
            <dt>{swapTexts.swapValue}</dt>
            <dd>
              {formatTokenAmount(progress.value, native.decimals)} {native.symbol}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{messages.networkFee}</dt>
          <dd>
            {progress.status === 'ready' && progress.fee !== undefined
              ? `${formatTokenAmount(progress.fee, native.decimals)} ${native.symbol}`
              : messages.estimatingFee}
          </dd>
        </div>
      </dl>
      {progress.status === 'ready' && progress.needsApproval ? <p className="wm-muted">{swapTexts.approveFirst(from.symbol)}</p> : null}
      {progress.status === 'signing' ? (
        <p className="wm-send-progress" role="status" data-progress="signing">
          {messages.approveSendInWallet}
        </p>
      ) : null}
      {progress.status === 'pending' ? (
        <div className="wm-send-progress" role="status" data-progress={`pending-${progress.step}`}>
          <span className="wm-spinner" aria-hidden="true" />
          <span>{progress.step === 'approve' ? swapTexts.approvalPending : swapTexts.swapPending}</span>
          <ExplorerLink href={progress.explorerUrl} />
        </div>
      ) : null}
      {progress.status === 'failed' ? (
        <div className="wm-send-progress" role="alert" data-outcome="failed">
          <p className="wm-field-error">{progress.message()}</p>
          <ExplorerLink href={progress.explorerUrl} />
        </div>
      ) : null}
      <div className="wm-actions">
        <button type="button" className="wm-button" data-variant="secondary" disabled={busy} onClick={() => popView()}>
          {messages.cancel}
        </button>
        {progress.status === 'failed' ? (
          <button type="button" className="wm-button" onClick={() => void reviewSwap()}>
            {messages.tryAgain}
          </button>
        ) : progress.status === 'ready' && progress.needsApproval ? (
          <button type="button" className="wm-button" disabled={busy} onClick={() => void approveSwap()}>
            {swapTexts.approveToken(from.symbol)}
          </button>
        ) : (
          <button type="button" className="wm-button" disabled={busy || progress.status !== 'ready'} onClick={() => void confirmSwap()}>
            {messages.swap}
          </button>
        )}
      </div>
    </div>
  );
}
