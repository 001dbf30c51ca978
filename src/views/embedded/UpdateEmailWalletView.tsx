import { useId, useState, type FormEvent } from 'react';
import { updateEmail } from '../../actions/embedded/updateEmail';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { $emailUpdate } from '../../stores/emailUpdate';
import { $embeddedUser } from '../../stores/embeddedUser';

/** UpdateEmailWallet: the new email address for the embedded wallet. */
export function UpdateEmailWalletView() {
  const id = useId();
  const update = useStore($emailUpdate);
  const user = useStore($embeddedUser);
  const [email, setEmail] = useState(update.newEmail ?? '');
  const sending = update.status === 'sending';
  const error = update.status === 'failed' ? update.error : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) void updateEmail(email);
  };
  return (
    <form className="wm-stack" onSubmit={onSubmit} noValidate>
      {user?.email ? <p className="wm-muted">{messages.currentEmail(user.email)}</p> : null}
      <label htmlFor={id} className="wm-search-label">
        {messages.newEmail}
      </label>
      <input
        id={id}
        type="email"
        className="wm-text-input"
        value={email}
        autoComplete="email"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="wm-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="wm-button" disabled={sending} aria-busy={sending || undefined}>
        {sending ? messages.connecting : messages.continueWithEmail}
      </button>
    </form>
  );
}
