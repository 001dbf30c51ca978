import { updateEmail } from '../../actions/embedded/updateEmail';
import { useStore } from '../../hooks/useStore';
import { embeddedTexts } from '../../i18n/embeddedTexts';
import { $emailUpdate } from '../../stores/emailUpdate';
import { $embeddedUser } from '../../stores/embeddedUser';
import { EmailForm } from './EmailForm';

/** UpdateEmailWallet: the new email address for the embedded wallet. */
export function UpdateEmailWalletView() {
  const update = useStore($emailUpdate);
  const user = useStore($embeddedUser);
  return (
    <div className="wm-stack">
      {user?.email ? <p className="wm-muted">{embeddedTexts.currentEmail({ email: user.email })}</p> : null}
      <EmailForm
        label={embeddedTexts.newEmail}
        initial={update.newEmail}
        busy={update.status === 'sending'}
        error={update.status === 'failed' ? update.error?.() : undefined}
        onSubmit={(email) => void updateEmail(email)}
      />
    </div>
  );
}
