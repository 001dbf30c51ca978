import { Icon } from '../../components/Icon';
import { useStore } from '../../hooks/useStore';
import { buyTexts } from '../../i18n/buyTexts';
import { $purchase } from '../../stores/onramp';
import { pushView } from '../../stores/router';
import { formatAmount } from '../../utils/formatAmount';

/** BuyInProgress: the purchase goes on in the provider's window; this view follows it until the tokens arrive (on their way first, once the provider sent them). */
export function BuyInProgressView() {
  const purchase = useStore($purchase);
  if (purchase.status === 'idle') return null;
  const { provider } = purchase;
  return (
    <div className="wm-stack wm-send-progress" data-purchase={purchase.status}>
      {purchase.status === 'opening' || purchase.status === 'waiting' || purchase.status === 'delivering' ? (
        <>
          <span className="wm-spinner" aria-hidden="true" />
          <p role="status">
            {purchase.status === 'opening'
              ? buyTexts.buyOpening(provider.name)
              : purchase.status === 'waiting'
                ? buyTexts.buyContinue(provider.name)
                : buyTexts.buyOnItsWay(purchase.symbol, provider.name)}
          </p>
        </>
      ) : null}
      {purchase.status === 'waiting' || purchase.status === 'delivering' ? (
        <a href={purchase.url} target="_blank" rel="noopener noreferrer">
          {buyTexts.reopenProvider(provider.name)}
        </a>
      ) : null}
      {purchase.status === 'arrived' ? (
        <>
          <Icon name="check" size={32} />
          <p role="status">{buyTexts.buyArrived(formatAmount(purchase.amount), purchase.symbol)}</p>
          <button type="button" className="wm-button" onClick={() => pushView('Activity')}>
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
