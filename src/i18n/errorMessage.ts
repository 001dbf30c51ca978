import { BaseError } from '../errors/BaseError';
import { en } from './en';
import { $locale } from '../stores/locale';
import { fillText, messages } from './messages';

type ErrorKey = keyof typeof en.errors;

/** The error's own fields, for the placeholders of its text ({status}, {accountName}, {minLength}). */
function fieldsOf(error: BaseError): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(error)) if (typeof value === 'string' || typeof value === 'number') fields[name] = value;
  return fields;
}

const englishOf = (text: string, fields: Readonly<Record<string, string | number>>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (fields[name] === undefined ? whole : String(fields[name])));

/**
 * What the visitor reads for an error, in their language: the catalogue's text for the error
 * when it carries its default English text (spec §8); a reason given by a wallet or a service
 * passes as it is; anything that is not ours reads 'Something went wrong'. Analytics and hosts
 * keep reading the English `shortMessage`.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof BaseError)) return messages.somethingWentWrong;
  const fields = fieldsOf(error);
  for (const key of Object.keys(en.errors) as ErrorKey[]) {
    if (key !== error.name && !key.startsWith(`${error.name}.`)) continue;
    if (englishOf(en.errors[key], fields) !== error.shortMessage) continue;
    return fillText($locale.get().catalogue?.errors[key] ?? en.errors[key], fields);
  }
  return error.shortMessage;
}
