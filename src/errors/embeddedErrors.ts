import { BaseError } from './BaseError';

/** Spec §8: the secure frame did not load within the spec §9 20 s (reason iframe_load_failed). */
export class FrameLoadError extends BaseError {
  override name = 'FrameLoadError' as const;
  readonly reason = 'iframe_load_failed' as const;
  constructor(secureSiteUrl: string) {
    super('Unable to load email login dependency', { details: secureSiteUrl });
  }
}

/** Spec §8: a connect step got no answer from the secure frame in time (reason iframe_request_timeout). */
export class FrameRequestTimeoutError extends BaseError {
  override name = 'FrameRequestTimeoutError' as const;
  readonly reason = 'iframe_request_timeout' as const;
  constructor(type: string) {
    super('Embedded Wallet Request Timed Out', { details: type });
  }
}

/** The secure frame refused a request; its own message when it gave one, else spec §8 'An error occurred'. */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError' as const;
  readonly code: number | undefined;
  constructor(message: string | undefined, code?: number) {
    super(message && message.length <= 200 ? message : 'An error occurred');
    this.code = code;
  }
}

/** The secure frame answered a login step with nothing the modal can go on with (no known action, no web link). */
export class FrameAnswerError extends BaseError {
  override name = 'FrameAnswerError' as const;
  constructor(details: string) {
    super('The login service gave an answer this page cannot use', { details });
  }
}

/** Spec §5: the address typed for an email login is not an email address. */
export class InvalidEmailError extends BaseError {
  override name = 'InvalidEmailError' as const;
  constructor() {
    super('Invalid email');
  }
}

/** The browser blocked the social login's window, or the visitor closed it before signing in. */
export class SocialWindowError extends BaseError {
  override name = 'SocialWindowError' as const;
  constructor(reason: 'blocked' | 'closed') {
    super(reason === 'blocked' ? 'The login window was blocked' : 'The login window was closed');
  }
}
