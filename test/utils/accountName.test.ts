import { expect } from 'chai';
import { AccountNameInvalidCharactersError, AccountNameTooShortError } from '../../src/errors/accountNameErrors';
import { assertAccountName } from '../../src/utils/accountName';

const VALID = ['abcd', 'a-b1', 'Vitalik-01', '1234', '----'];
const TOO_SHORT = ['', 'a', 'abc', 'a-1'];
const BAD_CHARACTERS = ['ab_c', 'ab c', 'name.eth', 'ñandu', 'abcd!', ' abcd'];

describe('assertAccountName', () => {
  it('passes valid names', () => {
    for (const name of VALID) expect(() => assertAccountName(name), name).not.to.throw();
  });

  it('says when a name is too short, including short names with bad characters', () => {
    for (const name of [...TOO_SHORT, 'a_']) {
      expect(() => assertAccountName(name), name)
        .to.throw(AccountNameTooShortError)
        .that.includes({ message: 'Account name must be at least 4 characters long.', accountName: name });
    }
  });

  it('says which characters are allowed', () => {
    for (const name of BAD_CHARACTERS) {
      expect(() => assertAccountName(name), name)
        .to.throw(AccountNameInvalidCharactersError)
        .that.includes({ message: 'Account name may only contain letters (a-z, A-Z), digits and hyphens.' });
    }
  });
});
