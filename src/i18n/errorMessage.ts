import { BaseError } from '../errors/BaseError';
import { isVisitorRefusal } from '../errors/isVisitorRefusal';
import { USER_REJECTED_MESSAGE } from '../errors/walletRequestErrors';
import { HttpStatusError } from '../errors/httpErrors';
import { $locale } from '../stores/locale';
import { fillText } from './bindTexts';
import { englishErrors, type ErrorTexts } from './englishErrors';
import { messages } from './messages';

type ErrorKey = keyof ErrorTexts;

/** The error's own fields, for the placeholders of its text ({status}, {accountName}, {minLength}). */
function fieldsOf(error: BaseError): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(error)) if (typeof value === 'string' || typeof value === 'number') fields[name] = value;
  return fields;
}

/** The English text of an error, its fields as they are (no digits of another language). */
const englishOf = (text: string, fields: Readonly<Record<string, string | number>>) =>
  fillText(text, Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])));

/**
 * What the visitor reads for an error, in their language: the catalogue's text for the error
 * when it carries its default English text (spec §8); a reason given by a wallet or a service
 * passes as it is (a service's refusal: its message rather than the HTTP status); anything that
 * is not ours reads 'Something went wrong'. In English an error's default text is the
 * catalogue's (errorCatalogue.test), so it shows its own. A refusal in the wallet reads in the
 * visitor's words: analytics and hosts keep reading the English `shortMessage`, 'User rejected
 * the request.', while the visitor reads 'You declined in your wallet'. Leaving the embedded
 * wallet's approval is the visitor's refusal too (`isVisitorRefusal`), though hosts read it as
 * 'Request was aborted'.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof BaseError)) return messages.somethingWentWrong;
  if (error instanceof HttpStatusError && error.serverMessage) return error.serverMessage;
  if ((error.name === 'UserRejectedRequestError' && error.shortMessage === USER_REJECTED_MESSAGE) || isVisitorRefusal(error)) return messages.declinedInWallet;
  const translated = $locale.get().catalogue?.errors;
  const english = englishErrors();
  if (!translated || !english) return error.shortMessage;
  const fields = fieldsOf(error);
  for (const key of Object.keys(english) as ErrorKey[]) {
    if (key !== error.name && !key.startsWith(`${error.name}.`)) continue;
    if (englishOf(english[key], fields) !== error.shortMessage) continue;
    return fillText(translated[key] ?? english[key], fields);
  }
  return error.shortMessage;
}
