import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
import { useStore } from '../../hooks/useStore';
import { buyTexts } from '../../i18n/buyTexts';
import { tradeTexts } from '../../i18n/tradeTexts';
import { $purchase } from '../../stores/onramp';
import { pushView, resetView } from '../../stores/router';
import { $viewTitle } from '../../stores/viewTitle';
import { formatAmount } from '../../utils/formatAmount';

/** Back to Account, where the new balance shows. */
const finish = () => resetView('Account');

/**
 * BuyInProgress: the purchase goes on in the provider's window; this view follows it until the
 * tokens arrive (on their way first, once the provider sent them). Then it is titled 'Purchase
 * complete', with the amount received and Done, whichever wallet bought.
 */
export function BuyInProgressView() {
  const purchase = useStore($purchase);
  const done = useRef<HTMLButtonElement>(null);
  // The page the visitor opened from the link (its window did not open): from then on, said as open.
  const [opened, setOpened] = useState<string>();
  const completeTitle = purchase.status === 'arrived' ? buyTexts.purchaseComplete : undefined;
  useEffect(() => {
    if (!completeTitle) return;
    $viewTitle.set({ view: 'BuyInProgress', title: completeTitle });
    return () => $viewTitle.set(undefined);
  }, [completeTitle]);
  // The controls of the waiting state are gone: focus goes to Done, not to the page.
  const arrived = purchase.status === 'arrived';
  useEffect(() => {
    if (arrived) done.current?.focus();
  }, [arrived]);
  if (purchase.status === 'idle') return null;
  const { provider } = purchase;
  const blocked = purchase.status === 'waiting' && purchase.blocked && opened !== purchase.url;
  return (
    <div className="wm-stack wm-send-progress" data-purchase={purchase.status}>
      {purchase.status === 'opening' || purchase.status === 'waiting' || purchase.status === 'delivering' ? (
        <>
          <span className="wm-spinner" aria-hidden="true" />
          <p role="status">
            {purchase.status === 'opening'
              ? buyTexts.buyOpening({ name: provider.name })
              : purchase.status === 'waiting'
                ? (blocked ? tradeTexts.windowBlocked : buyTexts.buyContinue)({ name: provider.name })
                : buyTexts.buyOnItsWay({ symbol: purchase.symbol, name: provider.name })}
          </p>
        </>
      ) : null}
      {purchase.status === 'waiting' || purchase.status === 'delivering' ? (
        <a href={purchase.url} target="_blank" rel="noopener noreferrer" onClick={() => setOpened(purchase.url)}>
          {(blocked ? tradeTexts.openWindow : buyTexts.reopenProvider)({ name: provider.name })}
        </a>
      ) : null}
      {purchase.status === 'arrived' ? (
        <>
          <Icon name="check" size={32} />
          <p role="status">{buyTexts.buyArrived({ amount: formatAmount(purchase.amount), symbol: purchase.symbol })}</p>
          <button ref={done} type="button" className="wm-button" onClick={finish}>
            {tradeTexts.done}
          </button>
          <button type="button" className="wm-button" data-variant="secondary" onClick={() => pushView('Activity')}>
            {buyTexts.viewActivity}
          </button>
        </>
      ) : null}
      {purchase.status === 'failed' ? (
        <p className="wm-field-error" role="alert">
          {purchase.message()}
        </p>
      ) : null}
    </div>
  );
}
