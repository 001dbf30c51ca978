export { BaseError, type BaseErrorParameters, type BaseErrorType } from './BaseError';
export {
  AccountNameInvalidCharactersError,
  type AccountNameInvalidCharactersErrorType,
  AccountNameTooShortError,
  type AccountNameTooShortErrorType,
  NameRegistrationError,
  type NameRegistrationErrorType,
} from './accountNameErrors';
export { InvalidAddressError, type InvalidAddressErrorType } from './addressErrors';
export {
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
} from './caipErrors';
export {
  BaseFeeMultiplierError,
  type BaseFeeMultiplierErrorType,
  Eip1559FeesNotSupportedError,
  type Eip1559FeesNotSupportedErrorType,
  FeeConflictError,
  type FeeConflictErrorType,
  TipAboveFeeCapError,
  type TipAboveFeeCapErrorType,
} from './feeErrors';
export {
  InvalidDecimalNumberError,
  type InvalidDecimalNumberErrorType,
  InvalidDecimalPlacesError,
  type InvalidDecimalPlacesErrorType,
} from './numberErrors';
export {
  InvalidCallDataError,
  type InvalidCallDataErrorType,
  InvalidCallToError,
  type InvalidCallToErrorType,
} from './sendCallsErrors';
export {
  GasEstimationError,
  type GasEstimationErrorType,
  GasPriceNetworkNotSupportedError,
  type GasPriceNetworkNotSupportedErrorType,
  InsufficientFundsError,
  type InsufficientFundsErrorType,
  NameNotResolvedError,
  type NameNotResolvedErrorType,
  SendNotSupportedError,
  type SendNotSupportedErrorType,
  SwapNetworkNotSupportedError,
  type SwapNetworkNotSupportedErrorType,
} from './transactionErrors';
