import { useId, useState, type FormEvent } from 'react';
import { preloadEmbeddedLogin, submitEmail } from '../../actions/embedded/startEmbeddedLogin';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { $emailLogin } from '../../stores/emailLogin';

/**
 * The email login on Connect: one labelled field and Continue. The secure frame starts
 * loading when the visitor starts typing, so it is ready by the time they submit; a page
 * whose visitors never use email never loads it. The field does not take the focus when
 * the modal opens (a phone would raise its keyboard for a visitor who came for a wallet).
 */
export function EmailLoginForm() {
  const id = useId();
  const login = useStore($emailLogin);
  const [email, setEmail] = useState(login.email ?? '');
  const sending = login.status === 'sending';
  const error = login.status === 'failed' ? login.error : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) submitEmail(email);
  };
  return (
    <form className="wm-email-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className="wm-search-label">
        {messages.email}
      </label>
      <div className="wm-email-row">
        <input
          id={id}
          type="email"
          className="wm-text-input"
          value={email}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-skip-initial-focus="true"
          onChange={(event) => {
            preloadEmbeddedLogin();
            setEmail(event.target.value);
          }}
        />
        <button type="submit" className="wm-button" disabled={sending} aria-busy={sending || undefined}>
          {sending ? messages.connecting : messages.continueWithEmail}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="wm-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
