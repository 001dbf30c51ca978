import { BaseError } from './BaseError';

/** A data service answered with a non-2xx status (spec §8 'HTTP status code: {status}'). */
export class HttpStatusError extends BaseError {
  override name = 'HttpStatusError' as const;
  readonly status: number;
  constructor(status: number, url: string) {
    super(`HTTP status code: ${status}`, { details: url });
    this.status = status;
  }
}
