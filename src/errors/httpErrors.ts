import { BaseError } from './BaseError';

/** A data service answered with a non-2xx status (spec §8 'HTTP status code: {status}'). */
export class HttpStatusError extends BaseError {
  override name = 'HttpStatusError' as const;
  readonly status: number;
  /** The service's own message, when it gave one (e.g. 'Unauthorized: origin not allowed'). */
  readonly serverMessage: string | undefined;
  /** The request field its first reason names, when it named one (the data service's `reasons[0].field`, e.g. 'timestamp'). */
  readonly serverField: string | undefined;
  constructor(status: number, url: string, serverMessage?: string, serverField?: string) {
    super(`HTTP status code: ${status}`, { details: serverMessage ? `${url}: ${serverMessage}` : url });
    this.status = status;
    this.serverMessage = serverMessage;
    this.serverField = serverField;
  }
}

/** A service took longer than the client waits. */
export class ServiceTimeoutError extends BaseError {
  override name = 'ServiceTimeoutError' as const;
  constructor(url: string, timeoutMs: number) {
    super('The service did not answer in time', { details: `${url} (${timeoutMs} ms)` });
  }
}

/** A service answered 2xx with a body that is not the JSON it promised (empty or broken). */
export class MalformedResponseError extends BaseError {
  override name = 'MalformedResponseError' as const;
  constructor(url: string, cause?: unknown) {
    super('The service answered with an unreadable body', { details: url, cause });
  }
}

/** A wallet catalogue too long to count page by page (a count is shown only when it is right). */
export class CatalogueTooLongError extends BaseError {
  override name = 'CatalogueTooLongError' as const;
  constructor(count: number) {
    super('The wallet catalogue is too long to count', { details: `${count} wallets` });
  }
}

/** The request never reached the service (offline, DNS, CORS, blocked by CSP). */
export class NetworkRequestError extends BaseError {
  override name = 'NetworkRequestError' as const;
  constructor(url: string, cause?: unknown) {
    super('Could not reach the service', { details: url, cause });
  }
}
