import { BaseError } from './BaseError';

/** Connecting the connector that is already the current, connected one (spec §4). */
export class AlreadyConnectedError extends BaseError {
  override name = 'AlreadyConnectedError' as const;
  constructor() {
    super('Already connected');
  }
}
