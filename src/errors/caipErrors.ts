import { BaseError } from './BaseError';

export type InvalidCaipAddressErrorType = InvalidCaipAddressError;
export type InvalidCaipNetworkIdErrorType = InvalidCaipNetworkIdError;

/** A CAIP-10 account id that is not `namespace:reference:address`. */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError' as const;
  readonly caipAddress: string;

  constructor({ caipAddress }: { caipAddress: string }) {
    super(`CAIP address "${caipAddress}" is invalid.`, {
      metaMessages: ['Expected three non-empty parts: namespace:reference:address.'],
    });
    this.caipAddress = caipAddress;
  }
}

/** A CAIP-2 chain id that is not `namespace:reference`. */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError' as const;
  readonly caipNetworkId: string;

  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super(`CAIP network id "${caipNetworkId}" is invalid.`, {
      metaMessages: ['Expected two non-empty parts: namespace:reference.'],
    });
    this.caipNetworkId = caipNetworkId;
  }
}
