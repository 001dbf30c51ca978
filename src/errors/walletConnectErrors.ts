import { BaseError } from './BaseError';

/** No socket to the WalletConnect relay: every connect attempt of the SDK failed. */
export class RelayUnreachableError extends BaseError {
  override name = 'RelayUnreachableError' as const;
  constructor(relayUrl: string) {
    super('Cannot reach the WalletConnect relay', { details: relayUrl });
  }
}

/** The wallet did not answer the WalletConnect proposal before it expired (the SDK's `proposal_expire`). */
export class ProposalExpiredError extends BaseError {
  override name = 'ProposalExpiredError' as const;
  constructor() {
    super('The connection request expired');
  }
}
