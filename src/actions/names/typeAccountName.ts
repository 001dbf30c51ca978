import { latestQuestion } from '../../utils/latestQuestion';
import { errorMessage } from '../../i18n/errorMessage';
import { NameNotResolvedError } from '../../errors/transactionErrors';
import { fetchNameProfile } from '../../services/blockchain/fetchNameProfile';
import { fetchNameSuggestions } from '../../services/blockchain/fetchNameSuggestions';
import { $accountName } from '../../stores/accountName';
import { blockchainContext } from '../../stores/serviceContexts';
import { assertAccountName } from '../../utils/accountName';

/** The zone names are registered in (spec §9). */
export const NAME_ZONE = 'reown.id';
/** How long typing must pause before the name service is asked. */
export const NAME_CHECK_DEBOUNCE_MS = 300;

const nameCheck = latestQuestion(NAME_CHECK_DEBOUNCE_MS);

/**
 * The name as the visitor types it: the spec §5 rule is checked at once; after a pause the
 * suggestions call says whether the name is taken (never shown as available when it is) and
 * offers free names like it. Answers to an older text are dropped.
 */
export function typeAccountName(text: string): void {
  const isLatest = nameCheck.begin();
  const label = accountNameLabel(text);
  const state = $accountName.get();
  if (!label) return $accountName.set({ ...state, input: text, check: { status: 'empty' }, suggestions: [], error: undefined });
  try {
    assertAccountName(label);
  } catch (error) {
    return $accountName.set({ ...state, input: text, check: { status: 'invalid', message: () => errorMessage(error) }, error: undefined });
  }
  $accountName.set({ ...state, input: text, check: { status: 'checking' }, error: undefined });
  // The answer counts for the field as it was typed: the latest question, the text still there
  // (a form opened afresh since holds another).
  const stillAsked = () => isLatest() && $accountName.get().input === text;
  nameCheck.afterPause(() => {
    const full = `${label}.${NAME_ZONE}`;
    const context = blockchainContext();
    // The lookup says whether the name is taken; the suggestions offer free names like it.
    void Promise.all([fetchNameProfile(context, full), fetchNameSuggestions(context, label).catch(() => [])]).then(
      ([profile, suggestions]) => {
        if (!stillAsked()) return;
        const taken = profile !== undefined || suggestions.some((suggestion) => suggestion.name.toLowerCase() === full && suggestion.registered);
        const free = suggestions.filter((suggestion) => !suggestion.registered && suggestion.name.toLowerCase() !== full).map((suggestion) => suggestion.name);
        $accountName.set({ ...$accountName.get(), check: { status: taken ? 'taken' : 'available' }, suggestions: free });
      },
      (cause: unknown) => {
        if (stillAsked()) $accountName.set({ ...$accountName.get(), check: { status: 'failed', message: () => errorMessage(new NameNotResolvedError({ accountName: full, cause })) }, suggestions: [] });
      },
    );
  });
}

/** The full name of what was typed: `{label}.reown.id`. */
export function fullAccountName(text: string): string {
  return `${accountNameLabel(text)}.${NAME_ZONE}`;
}

/** The label typed, lowercase, without the zone when the visitor typed it too. */
function accountNameLabel(text: string): string {
  const label = text.trim().toLowerCase();
  return label.endsWith(`.${NAME_ZONE}`) ? label.slice(0, -NAME_ZONE.length - 1) : label;
}
