import { useId, useState, type FormEvent } from 'react';
import { buttonTexts } from '../../i18n/buttonTexts';
import { embeddedTexts } from '../../i18n/embeddedTexts';

const BOXES = [0, 1, 2, 3, 4, 5];

/**
 * A six-digit code field, shown as six boxes over one input (so a pasted or autofilled code, and
 * a screen reader, meet one ordinary field): a pasted code works (anything but digits is dropped), and it is
 * sent as soon as it holds six digits, or with the submit button. The error is tied to the
 * field for screen readers.
 */
export function OtpField({ onCode, error, busy }: { onCode(code: string): void; error: string | undefined; busy: boolean }) {
  const id = useId();
  const [code, setCode] = useState('');
  const submit = (value: string) => {
    if (/^\d{6}$/.test(value) && !busy) onCode(value);
  };
  const onChange = (value: string) => {
    const all = value.replace(/\D+/g, '');
    // More than a code: what was added to the code already there is the new one (a code pasted
    // after or before an old, wrong one; a digit typed into a full field starts a new code).
    const added = all.length <= 6 ? all : all.startsWith(code) ? all.slice(code.length) : all.endsWith(code) ? all.slice(0, all.length - code.length) : all;
    const digits = added.slice(0, 6);
    setCode(digits);
    if (digits.length === 6) submit(digits);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };
  return (
    <form className="wm-stack" onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className="wm-search-label">
        {embeddedTexts.codeLabel}
      </label>
      <div className="wm-otp">
        <input
          id={id}
          className="wm-text-input wm-otp-input"
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <div className="wm-otp-boxes" aria-hidden="true">
          {BOXES.map((index) => (
            <span key={index} data-current={index === Math.min(code.length, 5) || undefined}>
              {code[index]}
            </span>
          ))}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="wm-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="wm-button" disabled={code.length !== 6 || busy} aria-busy={busy || undefined}>
        {busy ? buttonTexts.connecting : embeddedTexts.verifyCode}
      </button>
    </form>
  );
}
