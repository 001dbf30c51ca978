import { AccountNameInvalidCharactersError, AccountNameTooShortError } from '../errors/accountNameErrors';

export const ACCOUNT_NAME_MIN_LENGTH = 4;
// ASCII only: names become DNS-style labels (name.reown.id), where other scripts would need punycode.
const ACCOUNT_NAME = /^[a-zA-Z0-9-]+$/;

/**
 * A name that can be registered has at least 4 characters, only letters, digits and hyphens.
 * Throws `AccountNameTooShortError` or `AccountNameInvalidCharactersError` unless `name` is valid.
 * Length is checked first, so an empty field asks for more characters.
 *
 * @example
 * assertAccountName('my_name') // throws AccountNameInvalidCharactersError
 */
export function assertAccountName(name: string): void {
  if (name.length < ACCOUNT_NAME_MIN_LENGTH) {
    throw new AccountNameTooShortError({ accountName: name, minLength: ACCOUNT_NAME_MIN_LENGTH });
  }
  if (!ACCOUNT_NAME.test(name)) throw new AccountNameInvalidCharactersError({ accountName: name });
}
