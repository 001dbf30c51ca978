import { nativeBalanceOf } from '../../utils/nativeToken';
import { useEffect } from 'react';
import { reviewSwap } from '../../actions/swap/reviewSwap';
import { approveSwap, confirmSwap } from '../../actions/swap/runSwap';
import { ExplorerLink } from '../../components/ExplorerLink';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { accountTexts } from '../../i18n/accountTexts';
import { tradeTexts } from '../../i18n/tradeTexts';
import { swapTexts } from '../../i18n/swapTexts';
import { $account } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';
import { popView } from '../../stores/router';
import { $swap, $swapProgress } from '../../stores/swap';
import { $tokenBalances } from '../../stores/tokenBalances';
import { formatAmount } from '../../utils/formatAmount';
import { formatUsd } from '../../utils/formatUsd';
import { minimumReceived } from '../../utils/minimumReceived';
import { formatUnits } from '../../utils/formatUnits';
import { formatAddress } from '../../utils/formatAddress';
import { TokenIcon } from '../../components/TokenIcon';
import { BusyLabel } from '../../components/BusyLabel';

/**
 * An amount of `decimals` base units as the preview shows it: rounded `round` (up what is paid,
 * down what is received), with its USD value beside it where the price is known.
 */
function Figure({ value, decimals, symbol, price, round }: { value: bigint; decimals: number; symbol: string; price: number | undefined; round: 'up' | 'down' }) {
  const exact = formatUnits(value, decimals);
  return (
    <>
      <span title={exact}>
        {formatAmount(exact, { round })} {symbol}
      </span>
      {price ? <span className="wm-muted">{tradeTexts.inUsd({ usd: formatUsd(Number(exact) * price) })}</span> : null}
    </>
  );
}

/**
 * SwapPreview: what is paid, what is received at least (1 % slippage), what the wallet will be
 * asked to sign (the contract and the value; for an approval, the spender and the amount), the
 * network fee; the approval first when the router may not yet spend the token, then the swap,
 * each followed to its end as a send is; or both as one batch, asked once, where the wallet takes
 * batches (EIP-5792).
 */
export function SwapPreviewView() {
  const state = useStore($swap);
  const progress = useStore($swapProgress);
  const network = useStore($activeNetwork);
  const balances = useStore($tokenBalances);
  // The account the swap is for: another one connected meanwhile is reviewed again (the swap is built for it).
  const { address } = useStore($account);
  useEffect(() => {
    const { status } = $swapProgress.get();
    if (status !== 'signing' && status !== 'pending') void reviewSwap();
  }, [address]);
  // Once sent, the preview shows the swap it follows (ShownSwap): another network's form, or the
  // form emptied, must not hide what is being signed, followed, or how it failed.
  const sent = 'swap' in progress ? progress.swap : undefined;
  const { from, to, quote } = sent ?? state;
  if (!from || !to || quote.status !== 'ready') {
    return (
      <button type="button" className="wm-button" onClick={() => popView()}>
        {messages.cancel}
      </button>
    );
  }
  const review = progress.status === 'ready' ? progress : sent?.review;
  const swapNetwork = sent?.network ?? network;
  const elsewhere = swapNetwork.caipNetworkId !== network.caipNetworkId;
  const minimum = minimumReceived(quote.toAmount);
  const busy = progress.status === 'checking' || progress.status === 'signing' || progress.status === 'pending';
  const native = swapNetwork.nativeCurrency;
  // Prices are the form's network's: none for a swap on a network left.
  const priceOf = (address: string) => (elsewhere ? undefined : state.prices[address.toLowerCase()]);
  const nativePrice = elsewhere ? undefined : nativeBalanceOf(balances.balances)?.price;
  return (
    <div className="wm-stack wm-send-preview">
      <dl className="wm-summary">
        <div>
          <dt>{swapTexts.youPay}</dt>
          <dd>
            <TokenIcon url={from.logoUri} size={24} />
            <Figure value={quote.fromAmount} decimals={from.decimals} symbol={from.symbol} price={priceOf(from.address)} round="up" />
          </dd>
        </div>
        <div>
          <dt>{swapTexts.youReceive}</dt>
          <dd>
            <TokenIcon url={to.logoUri} size={24} />
            <Figure value={quote.toAmount} decimals={to.decimals} symbol={to.symbol} price={priceOf(to.address)} round="down" />
          </dd>
        </div>
        <div>
          <dt>{swapTexts.minimumReceived}</dt>
          {/* Rounded down: never more than the swap guarantees. */}
          <dd>
            <Figure value={minimum} decimals={to.decimals} symbol={to.symbol} price={priceOf(to.address)} round="down" />
          </dd>
        </div>
        {review ? (
          <div>
            {/* What the wallet will be asked to sign: the contract, in full for assistive technology. */}
            <dt>{review.needsApproval ? swapTexts.swapSpender : swapTexts.swapContract}</dt>
            <dd title={review.router} aria-label={review.router}>
              {formatAddress(review.router)}
            </dd>
          </div>
        ) : null}
        {review?.needsApproval ? (
          <div>
            <dt>{swapTexts.swapApprovalAmount}</dt>
            <dd>
              <Figure value={quote.fromAmount} decimals={from.decimals} symbol={from.symbol} price={undefined} round="up" />
            </dd>
          </div>
        ) : null}
        {review?.value !== undefined ? (
          <div>
            <dt>{swapTexts.swapValue}</dt>
            <dd>
              <Figure value={review.value} decimals={native.decimals} symbol={native.symbol} price={undefined} round="up" />
            </dd>
          </div>
        ) : null}
        {/* The fee while it is read, and once known; an approval's swap has none until it is approved. */}
        {review?.fee !== undefined || progress.status === 'checking' ? (
          <div>
            <dt>{tradeTexts.networkFee}</dt>
            <dd>
              {review?.fee !== undefined ? (
                <Figure value={review.fee} decimals={native.decimals} symbol={native.symbol} price={nativePrice} round="up" />
              ) : (
                tradeTexts.estimatingFee
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      {progress.status === 'ready' && progress.needsApproval && !progress.batched ? <p className="wm-muted">{swapTexts.approveFirst({ symbol: from.symbol })}</p> : null}
      {progress.status === 'signing' ? (
        <p className="wm-send-progress" role="status" data-progress="signing">
          {tradeTexts.approveSendInWallet}
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
          // Tried again only on the network it was for: the form is another network's now.
          elsewhere ? null : (
            <button type="button" className="wm-button" onClick={() => void reviewSwap()}>
              {messages.tryAgain}
            </button>
          )
        ) : progress.status === 'ready' && progress.needsApproval && !progress.batched ? (
          <button type="button" className="wm-button" disabled={busy} onClick={() => void approveSwap()}>
            {swapTexts.approveToken({ symbol: from.symbol })}
          </button>
        ) : (
          <button type="button" className="wm-button" disabled={busy || progress.status !== 'ready'} aria-busy={busy} onClick={() => void confirmSwap()}>
            <BusyLabel busy={busy} inWallet={progress.status === 'signing'}>
              {progress.status === 'ready' && progress.batched ? swapTexts.approveAndSwap({ symbol: from.symbol }) : accountTexts.swap}
            </BusyLabel>
          </button>
        )}
      </div>
    </div>
  );
}
