import { useEffect } from 'react';
import { cancelSignIn, leaveSignIn } from '../../actions/siwx/cancelSignIn';
import { signIn } from '../../actions/siwx/signIn';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { signingTexts } from '../../i18n/signingTexts';
import { $account } from '../../stores/account';
import { $config } from '../../stores/config';
import { $siwx } from '../../stores/siwx';
import { sendCss } from '../../styles/sendCss';
import { formatAddress } from '../../utils/formatAddress';

/** The CSS this view wears (Send's progress and row of actions), adopted as its chunk loads. */
export const sheets = [sendCss];

/** SIWXSignMessage: the page asks the visitor to sign in with the account they connected; Sign in or Cancel. */
export function SIWXSignMessageView() {
  const state = useStore($siwx);
  const config = useStore($config);
  const account = useStore($account);
  const signing = state.status === 'signing';
  useEffect(() => leaveSignIn, []);
  return (
    <div className="wm-stack wm-send-progress">
      <p>{signingTexts.signInBody({ app: config.metadata.name || signingTexts.thisSite })}</p>
      <div className="wm-address">{formatAddress(account.address ?? '')}</div>
      {config.siwx?.required ? <p className="wm-muted">{signingTexts.signInRequiredNote}</p> : null}
      {state.status === 'failed' ? (
        <p className="wm-field-error" role="alert">
          {state.message()}
        </p>
      ) : null}
      {signing ? (
        <p role="status" className="wm-muted">
          {signingTexts.signingIn}
        </p>
      ) : null}
      <div className="wm-actions wm-row-actions">
        <button type="button" className="wm-button" data-variant="secondary" disabled={signing} onClick={() => void cancelSignIn()}>
          {messages.cancel}
        </button>
        <button type="button" className="wm-button" disabled={signing} aria-busy={signing || undefined} onClick={() => void signIn()}>
          {signingTexts.signIn}
        </button>
      </div>
    </div>
  );
}
