import { BaseError } from './BaseError';

export type InvalidAddressErrorType = InvalidAddressError;

/** An address that is not 0x + 40 hex characters, or fails its EIP-55 checksum. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError' as const;
  readonly address: string;

  constructor({ address, cause }: { address: string; cause?: unknown }) {
    // The address stays off the message so the UI text is exactly the same for every input.
    super('Address is invalid', { cause });
    this.address = address;
  }
}
