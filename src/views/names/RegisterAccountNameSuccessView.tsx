import { Icon } from '../../components/Icon';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
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
        {messages.done}
      </button>
    </div>
  );
}
