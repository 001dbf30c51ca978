import { BaseError } from './BaseError';

/**
 * A smart-session failure, with the EIP-1193 code the host's provider rejects with: its own
 * `code`, which toProviderRpcError keeps as it keeps any coded error's.
 */
export abstract class SmartSessionError extends BaseError {
  abstract readonly code: number;
}

/** The host's wallet_grantPermissions request is not one the modal grants (the reason says what). */
export class InvalidSessionRequestError extends SmartSessionError {
  override name = 'InvalidSessionRequestError' as const;
  readonly code = -32602;
  constructor(reason: string) {
    super(`Invalid smart session request: ${reason}`);
  }
}

/** The connected wallet cannot grant smart sessions on this network. */
export class SmartSessionsNotSupportedError extends SmartSessionError {
  override name = 'SmartSessionsNotSupportedError' as const;
  readonly code = 4200;
  constructor(details?: string) {
    super('This wallet does not support smart sessions', { details });
  }
}

/** The wallet granted something else than what was asked and shown: nothing was activated. */
export class SessionAnswerMismatchError extends SmartSessionError {
  override name = 'SessionAnswerMismatchError' as const;
  readonly code = -32603;
  constructor(field: string) {
    super(`The wallet granted another session than the one asked (${field} differs); nothing was activated`);
  }
}

/** The session service refused or could not store the session (its reason in the details). */
export class SessionServiceError extends SmartSessionError {
  override name = 'SessionServiceError' as const;
  readonly code = -32603;
  constructor(step: 'create' | 'activate' | 'list' | 'revoke', cause: unknown) {
    const reason = (cause as { serverMessage?: unknown; shortMessage?: unknown } | undefined)?.serverMessage ?? (cause as { shortMessage?: unknown } | undefined)?.shortMessage;
    super(`The session service could not ${step} the session${typeof reason === 'string' ? `: ${reason}` : ''}`, { cause });
  }
}
