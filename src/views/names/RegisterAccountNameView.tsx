import { useId } from 'react';
import { registerAccountName } from '../../actions/names/registerAccountName';
import { fullAccountName, NAME_ZONE, typeAccountName } from '../../actions/names/typeAccountName';
import { useStore } from '../../hooks/useStore';
import { signingTexts } from '../../i18n/signingTexts';
import { $accountName, type NameCheck } from '../../stores/accountName';

/** The line under the field: the rule broken, the check going on, taken or available. */
function checkNote(check: NameCheck, name: string): { text: string; error: boolean } | undefined {
  switch (check.status) {
    case 'invalid':
    case 'failed':
      return { text: check.message(), error: true };
    case 'checking':
      return { text: signingTexts.checkingName, error: false };
    case 'taken':
      return { text: signingTexts.nameTaken({ name }), error: true };
    case 'available':
      return { text: signingTexts.nameAvailable({ name }), error: false };
    default:
      return undefined;
  }
}

/**
 * RegisterAccountName: the visitor types a name (letters, digits and hyphens, at least 4),
 * sees at once whether it can be had, picks a suggestion or keeps theirs, and registers it
 * by signing a message in their wallet.
 */
export function RegisterAccountNameView() {
  const id = useId();
  const state = useStore($accountName);
  const name = fullAccountName(state.input);
  const note = checkNote(state.check, name);
  return (
    <form
      className="wm-stack"
      onSubmit={(event) => {
        event.preventDefault();
        void registerAccountName();
      }}
    >
      <p className="wm-muted">{signingTexts.registerNameBody}</p>
      <div className="wm-send-field">
        <label htmlFor={`${id}-name`} className="wm-search-label">
          {signingTexts.accountName}
        </label>
        <div className="wm-send-row">
          <input
            id={`${id}-name`}
            className="wm-text-input"
            autoComplete="off"
            spellCheck={false}
            value={state.input}
            aria-invalid={note?.error ? true : undefined}
            aria-describedby={`${id}-note`}
            onChange={(event) => typeAccountName(event.target.value)}
          />
          <span className="wm-muted">.{NAME_ZONE}</span>
        </div>
        <p id={`${id}-note`} className={note?.error ? 'wm-field-error' : 'wm-muted wm-send-note'} role="status">
          {note?.text}
        </p>
      </div>
      {state.suggestions.length ? (
        <div className="wm-stack" role="group" aria-label={signingTexts.nameSuggestions}>
          {state.suggestions.map((suggestion) => (
            <button key={suggestion} type="button" className="wm-list-button" onClick={() => typeAccountName(suggestion)}>
              <span>{suggestion}</span>
              <span className="wm-end">{signingTexts.available}</span>
            </button>
          ))}
        </div>
      ) : null}
      {state.error ? (
        <p className="wm-field-error" role="alert">
          {state.error()}
        </p>
      ) : null}
      <button type="submit" className="wm-button" disabled={state.submitting || state.check.status !== 'available'} aria-busy={state.submitting || undefined}>
        {state.submitting ? signingTexts.registeringName : signingTexts.registerName}
      </button>
    </form>
  );
}
