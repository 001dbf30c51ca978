import { BaseError } from './BaseError';

export type OnrampPageRefusedErrorType = OnrampPageRefusedError;

/**
 * The page the on-ramp URL generator gave is not the chosen provider's own (another origin, not
 * a web page, or not https outside the visitor's own machine): it is not opened, since it would
 * receive the visitor's address. `details` says what was wrong.
 */
export class OnrampPageRefusedError extends BaseError {
  override name = 'OnrampPageRefusedError' as const;
  readonly providerName: string;

  constructor({ providerName, reason }: { providerName: string; reason: string }) {
    super(`The buy service gave a page that is not ${providerName}'s, so it was not opened`, { details: reason });
    this.providerName = providerName;
  }
}
