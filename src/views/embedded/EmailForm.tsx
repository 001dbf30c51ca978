import { useId, useState, type FormEvent } from 'react';
import { buttonTexts } from '../../i18n/buttonTexts';
import { messages } from '../../i18n/messages';

export interface EmailFormProps {
  label: string;
  initial: string | undefined;
  busy: boolean;
  error: string | undefined;
  onSubmit(email: string): void;
  /** Called on each keystroke (the login starts loading the secure frame then). */
  onType?(): void;
  /** The field and Continue on one row (Connect), or one under the other. */
  inline?: boolean;
}

/**
 * An email address and Continue: a labelled field whose error is tied to it for screen
 * readers. On Connect it does not take the first focus (a phone would raise its keyboard for
 * a visitor who came for a wallet).
 */
export function EmailForm({ label, initial, busy, error, onSubmit, onType, inline = false }: EmailFormProps) {
  const id = useId();
  const [email, setEmail] = useState(initial ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(email);
  };
  const button = (
    <button type="submit" className="wm-button" disabled={busy} aria-busy={busy || undefined}>
      {busy ? buttonTexts.connecting : messages.continueWithEmail}
    </button>
  );
  const field = (
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
      data-skip-initial-focus={inline ? 'true' : undefined}
      onChange={(event) => {
        onType?.();
        setEmail(event.target.value);
      }}
    />
  );
  return (
    <form className={inline ? 'wm-email-form' : 'wm-stack'} onSubmit={submit} noValidate>
      <label htmlFor={id} className="wm-search-label">
        {label}
      </label>
      {inline ? (
        <div className="wm-email-row">
          {field}
          {button}
        </div>
      ) : (
        field
      )}
      {error ? (
        <p id={`${id}-error`} className="wm-field-error" role="alert">
          {error}
        </p>
      ) : null}
      {inline ? null : button}
    </form>
  );
}
