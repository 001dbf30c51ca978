import { submitEmail } from '../../actions/embedded/startEmbeddedLogin';
import { useStore } from '../../hooks/useStore';
import { Icon } from '../../components/Icon';
import { messages } from '../../i18n/messages';
import { embeddedTexts } from '../../i18n/embeddedTexts';
import { $emailLogin } from '../../stores/emailLogin';

/** EmailVerifyDevice: a new device; the visitor opens the approval link mailed to them, and this view goes on by itself. */
export function EmailVerifyDeviceView() {
  const login = useStore($emailLogin);
  return (
    <div className="wm-connecting">
      <div className="wm-connecting-icon">
        <Icon name="wallet" size={48} />
        {login.status === 'failed' ? null : <span className="wm-spinner-ring" aria-hidden="true" />}
      </div>
      <div role="status" aria-live="polite" className="wm-connecting-text">
        <h3>{embeddedTexts.approveDevice}</h3>
        <p className="wm-muted">{embeddedTexts.approveDeviceBody({ email: login.email ?? '' })}</p>
        {login.status === 'failed' && login.error ? (
          <p className="wm-field-error" role="alert">
            {login.error()}
          </p>
        ) : null}
      </div>
      {login.status === 'failed' && login.email ? (
        <button type="button" className="wm-button" onClick={() => submitEmail(login.email ?? '')}>
          {messages.tryAgain}
        </button>
      ) : null}
    </div>
  );
}
