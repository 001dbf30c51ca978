import { expect } from 'chai';
import { AccountNameInvalidCharactersError, AccountNameTooShortError } from '../../src/errors/accountNameErrors';
import { BaseError } from '../../src/errors/BaseError';

describe('account name errors', () => {
  it('AccountNameTooShortError states the minimum', () => {
    const error = new AccountNameTooShortError({ accountName: 'abc', minLength: 4 });
    expect(error).to.be.instanceOf(BaseError);
    expect(error.name).to.equal('AccountNameTooShortError');
    expect(error.message).to.equal('Account name must be at least 4 characters long.');
    expect(error.accountName).to.equal('abc');
  });

  it('AccountNameInvalidCharactersError states the allowed characters', () => {
    const error = new AccountNameInvalidCharactersError({ accountName: 'a_bc' });
    expect(error.name).to.equal('AccountNameInvalidCharactersError');
    expect(error.message).to.equal('Account name may only contain letters (a-z, A-Z), digits and hyphens.');
    expect(error.accountName).to.equal('a_bc');
  });
});
