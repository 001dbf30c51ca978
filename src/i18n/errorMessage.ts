import { BaseError } from '../errors/BaseError';
import { USER_REJECTED_MESSAGE } from '../errors/walletRequestErrors';
import { HttpStatusError } from '../errors/httpErrors';
import { coreEnglish } from './en/coreEnglish';
import { $locale } from '../stores/locale';
import { fillText } from './bindTexts';
import { messages } from './messages';

type ErrorKey = keyof typeof coreEnglish.errors;

/**
 * Errors whose default text is for hosts (the message of an EIP-1193 4001 error) while the
 * visitor reads the catalogue's words: by key, the default text the error carries.
 */
const HOST_TEXTS: Partial<Record<ErrorKey, string>> = { UserRejectedRequestError: USER_REJECTED_MESSAGE };

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
 * passes as it is (a service's refusal: its message rather than the HTTP status); anything that is not ours reads 'Something went wrong'. Analytics and hosts
 * keep reading the English `shortMessage`, which for a refusal is not what the visitor reads
 * ('User rejected the request.' for hosts, 'You declined in your wallet' on screen).
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof BaseError)) return messages.somethingWentWrong;
  if (error instanceof HttpStatusError && error.serverMessage) return error.serverMessage;
  const fields = fieldsOf(error);
  for (const key of Object.keys(coreEnglish.errors) as ErrorKey[]) {
    if (key !== error.name && !key.startsWith(`${error.name}.`)) continue;
    if (englishOf(HOST_TEXTS[key] ?? coreEnglish.errors[key], fields) !== error.shortMessage) continue;
    return fillText($locale.get().catalogue?.errors[key] ?? coreEnglish.errors[key], fields);
  }
  return error.shortMessage;
}
