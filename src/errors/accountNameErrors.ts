import { BaseError } from './BaseError';

export type AccountNameTooShortErrorType = AccountNameTooShortError;
export type AccountNameInvalidCharactersErrorType = AccountNameInvalidCharactersError;

export class AccountNameTooShortError extends BaseError {
  override name = 'AccountNameTooShortError' as const;
  readonly accountName: string;
  readonly minLength: number;

  constructor({ accountName, minLength }: { accountName: string; minLength: number }) {
    super(`Account name must be at least ${minLength} characters long.`);
    this.accountName = accountName;
    this.minLength = minLength;
  }
}

export class AccountNameInvalidCharactersError extends BaseError {
  override name = 'AccountNameInvalidCharactersError' as const;
  readonly accountName: string;

  constructor({ accountName }: { accountName: string }) {
    super('Account name may only contain letters (a-z, A-Z), digits and hyphens.');
    this.accountName = accountName;
  }
}

export type NameRegistrationErrorType = NameRegistrationError;

/** The name service refused or failed a registration: its first reason, else 'Error registering name {name}' (spec §8). */
export class NameRegistrationError extends BaseError {
  override name = 'NameRegistrationError' as const;
  readonly accountName: string;

  constructor({ accountName, reason, cause }: { accountName: string; reason?: string | undefined; cause?: unknown }) {
    super(reason ?? `Error registering name ${accountName}`, { cause });
    this.accountName = accountName;
  }
}
