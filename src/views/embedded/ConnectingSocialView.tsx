import { startSocialLogin } from '../../actions/embedded/startSocialLogin';
import { Icon } from '../../components/Icon';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { embeddedTexts } from '../../i18n/embeddedTexts';
import { $socialLogin } from '../../stores/socialLogin';

/** ConnectingSocial: the provider's login window is with the visitor; a failure says why and offers to try again. */
export function ConnectingSocialView() {
  const login = useStore($socialLogin);
  const provider = login.provider && login.provider !== 'farcaster' ? login.provider : undefined;
  const name = provider ? (messages.socialNames[provider] ?? provider) : '';
  return (
    <div className="wm-connecting">
      <div className="wm-connecting-icon">
        <Icon name="wallet" size={48} />
        {login.status === 'failed' ? null : <span className="wm-spinner-ring" aria-hidden="true" />}
      </div>
      <div role="status" aria-live="polite" className="wm-connecting-text">
        <h3>{login.status === 'connecting' ? embeddedTexts.socialConnecting : embeddedTexts.continueInWindow({ name })}</h3>
        {login.status === 'failed' ? (
          <p className="wm-field-error">{login.error?.()}</p>
        ) : (
          <p className="wm-muted">{embeddedTexts.socialWaiting}</p>
        )}
      </div>
      {login.status === 'failed' && provider ? (
        <button type="button" className="wm-button" onClick={() => startSocialLogin(provider)}>
          {messages.tryAgain}
        </button>
      ) : null}
    </div>
  );
}
