import { BaseError } from './BaseError';

/** What was wrong with a wallet's signature. */
export type SignatureProblem = 'signature' | 'signedMessage' | 'unverifiable';

const SHORT_MESSAGES: Record<SignatureProblem, string> = {
  signature: 'The wallet’s signature does not match the message and the account',
  signedMessage: 'The wallet signed another message than the one asked',
  unverifiable: 'This browser cannot check the wallet’s signature',
};

/**
 * A wallet answered a message signature that the page must not get: it does not verify with
 * the connected account over the bytes asked, the wallet signed other bytes, or the browser
 * cannot verify it (no Ed25519 in WebCrypto).
 */
export class WalletSignatureError extends BaseError {
  override name = 'WalletSignatureError' as const;
  readonly problem: SignatureProblem;
  constructor(problem: SignatureProblem, options: { details?: string; cause?: unknown } = {}) {
    super(SHORT_MESSAGES[problem], options);
    this.problem = problem;
  }
}

/** The visitor refused to sign a message the modal asked for (a name, a sign-in): spec §8 'Signature declined'. */
export class SignatureDeclinedError extends BaseError {
  override name = 'SignatureDeclinedError' as const;
  constructor(options: { cause?: unknown } = {}) {
    super('Signature declined', options);
  }
}
