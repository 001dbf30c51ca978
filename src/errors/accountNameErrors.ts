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

export type NameSignatureTooOldErrorType = NameSignatureTooOldError;

/**
 * The name service refused the signed message's time: it takes one signed within `seconds` of
 * its own clock (the hosted service: 10 s), so a wallet that took longer to approve, or a
 * device clock that is off, makes it refuse.
 */
export class NameSignatureTooOldError extends BaseError {
  override name = 'NameSignatureTooOldError' as const;
  readonly accountName: string;
  readonly seconds: number;

  constructor({ accountName, seconds }: { accountName: string; seconds: number }) {
    super(`The name service only accepts a signature made in the last ${seconds} seconds. Register ${accountName} again and approve right away; if this happens again, check this device's clock.`);
    this.accountName = accountName;
    this.seconds = seconds;
  }
}
