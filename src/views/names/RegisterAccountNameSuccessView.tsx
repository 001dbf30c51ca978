import { Icon } from '../../components/Icon';
import { useStore } from '../../hooks/useStore';
import { tradeTexts } from '../../i18n/tradeTexts';
import { signingTexts } from '../../i18n/signingTexts';
import { $accountName } from '../../stores/accountName';
import { resetView } from '../../stores/router';

/** RegisterAccountNameSuccess: the name is the account's now. */
export function RegisterAccountNameSuccessView() {
  const { registered } = useStore($accountName);
  return (
    <div className="wm-stack wm-send-progress">
      <Icon name="check" size={32} />
      <p role="status">{signingTexts.nameRegistered({ name: registered ?? '' })}</p>
      <button type="button" className="wm-button" onClick={() => resetView('Account')}>
        {tradeTexts.done}
      </button>
    </div>
  );
}
