import { updateEmail } from '../../actions/embedded/updateEmail';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { $emailUpdate } from '../../stores/emailUpdate';
import { $embeddedUser } from '../../stores/embeddedUser';
import { EmailForm } from './EmailForm';

/** UpdateEmailWallet: the new email address for the embedded wallet. */
export function UpdateEmailWalletView() {
  const update = useStore($emailUpdate);
  const user = useStore($embeddedUser);
  return (
    <div className="wm-stack">
      {user?.email ? <p className="wm-muted">{messages.currentEmail(user.email)}</p> : null}
      <EmailForm
        label={messages.newEmail}
        initial={update.newEmail}
        busy={update.status === 'sending'}
        error={update.status === 'failed' ? update.error?.() : undefined}
        onSubmit={(email) => void updateEmail(email)}
      />
    </div>
  );
}
