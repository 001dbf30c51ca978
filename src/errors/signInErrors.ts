import { BaseError } from './BaseError';

/** A sign-in the page's backend or the sign-in service refused; a reason it gave is the message. */
export class SignInRefusedError extends BaseError {
  override name = 'SignInRefusedError' as const;
  constructor(reason?: string) {
    super(reason ?? 'The sign-in was not accepted');
  }
}
