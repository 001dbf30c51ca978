import { BaseError } from './BaseError';

/** Why `pay()` rejected: the options, the feature, or how the payment ended. */
export type PayErrorCode =
  /** `features.pay` is off. */
  | 'PAY_NOT_ENABLED'
  /** Another payment is still running: one at a time. */
  | 'PAYMENT_IN_PROGRESS'
  | 'INVALID_RECIPIENT'
  | 'INVALID_AMOUNT'
  | 'INVALID_ASSET'
  /** Not a network of the page's `networks`, or not one Pay can pay on. */
  | 'INVALID_NETWORK'
  /** The visitor closed the modal before the payment was confirmed. */
  | 'PAYMENT_CANCELLED'
  /** A coin payment from a smart account, whose transaction cannot be checked: refused before anything was sent. */
  | 'UNSUPPORTED_ACCOUNT'
  /** The wallet refused the transaction. */
  | 'PAYMENT_REJECTED'
  /** The transaction failed on chain, the exchange said the payment failed, or a service failed. */
  | 'PAYMENT_FAILED'
  /** The transaction named as the payment is not the one asked (another recipient, amount or asset). */
  | 'PAYMENT_MISMATCH'
  /** No confirmed payment within the wait. */
  | 'PAYMENT_TIMEOUT'
  /** The exchange's page was not a safe web page: it was not opened. */
  | 'EXCHANGE_PAGE_REFUSED';

export type PayErrorType = PayError;

/**
 * Every way `pay()` rejects: `code` says which (PayErrorCode), the message says what the host
 * can do. A failure that has an underlying error (a wallet's refusal, a service's answer) keeps it as `cause`.
 *
 * @example
 * try { await modal.pay(options) } catch (error) {
 *   if (error instanceof PayError && error.code === 'PAYMENT_CANCELLED') return
 * }
 */
export class PayError extends BaseError {
  override name = 'PayError' as const;
  readonly code: PayErrorCode;

  constructor(code: PayErrorCode, shortMessage: string, parameters: { details?: string | undefined; cause?: unknown } = {}) {
    super(shortMessage, parameters);
    this.code = code;
  }
}
