import { BaseError } from './BaseError';

/** Connecting the connector that is already the current, connected one (spec §4). */
export class AlreadyConnectedError extends BaseError {
  override name = 'AlreadyConnectedError' as const;
  constructor() {
    super('Already connected');
  }
}

/** A connection that gave no account: the wallet approved none of the networks asked for, or connected without one. */
export class NoAccountError extends BaseError {
  override name = 'NoAccountError' as const;
  constructor(details?: string) {
    super('The wallet connected no account', { details });
  }
}
