import { useEffect } from 'react';
import { cancelSignIn, leaveSignIn } from '../../actions/siwx/cancelSignIn';
import { signIn } from '../../actions/siwx/signIn';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { $account } from '../../stores/account';
import { $config } from '../../stores/config';
import { $siwx } from '../../stores/siwx';
import { formatAddress } from '../../utils/formatAddress';

/** SIWXSignMessage: the page asks the visitor to sign in with the account they connected; Sign in or Cancel. */
export function SIWXSignMessageView() {
  const state = useStore($siwx);
  const config = useStore($config);
  const account = useStore($account);
  const signing = state.status === 'signing';
  useEffect(() => leaveSignIn, []);
  return (
    <div className="wm-stack wm-send-progress">
      <p>{messages.signInBody(config.metadata.name || messages.thisSite)}</p>
      <div className="wm-address">{formatAddress(account.address ?? '')}</div>
      {config.siwx?.required ? <p className="wm-muted">{messages.signInRequiredNote}</p> : null}
      {state.status === 'failed' ? (
        <p className="wm-field-error" role="alert">
          {state.message()}
        </p>
      ) : null}
      {signing ? (
        <p role="status" className="wm-muted">
          {messages.signingIn}
        </p>
      ) : null}
      <div className="wm-actions wm-row-actions">
        <button type="button" className="wm-button" data-variant="secondary" disabled={signing} onClick={() => void cancelSignIn()}>
          {messages.cancel}
        </button>
        <button type="button" className="wm-button" disabled={signing} aria-busy={signing || undefined} onClick={() => void signIn()}>
          {messages.signIn}
        </button>
      </div>
    </div>
  );
}
