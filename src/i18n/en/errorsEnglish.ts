// English texts of the errors the visitor can meet. In English an error shows its own text (its
// class's default, which this part repeats word for word: errorCatalogue.test), so this part
// loads only with another language's file: errorMessage compares an error's text with it to
// tell the default text, shown translated, from a reason a wallet or a service gave, shown as it
// came. Not bound: read through englishErrors.ts.
export const errorsEnglish = {
  // The errors the visitor can meet, by error name (a `.variant` suffix where one error has two
  // texts). A placeholder is the error's own field. An error is shown translated only when it
  // carries its default English text: a reason given by a wallet or a service passes as it is.
  errors: {
    SignatureDeclinedError: 'Signature declined',
    ConnectorNotFoundError: 'Connector or provider not found',
    WalletRequestError: 'Something went wrong',
    RequestAbortedError: 'Request was aborted',
    RelayUnreachableError: 'Cannot reach the WalletConnect relay',
    NotConnectedError: 'Connector not connected',
    AlreadyConnectedError: 'Already connected',
    ProposalExpiredError: 'The connection request expired',
    NoAccountError: 'The wallet connected no account',
    FrameLoadError: 'Unable to load email login dependency',
    FrameRequestTimeoutError: 'Embedded Wallet Request Timed Out',
    FrameRequestError: 'An error occurred',
    FrameAnswerError: 'The login service gave an answer this page cannot use',
    InvalidEmailError: 'Invalid email',
    'SocialWindowError.blocked': 'The login window was blocked',
    'SocialWindowError.closed': 'The login window was closed',
    HttpStatusError: 'HTTP status code: {status}',
    ServiceTimeoutError: 'The service did not answer in time',
    MalformedResponseError: 'The service answered with an unreadable body',
    NetworkRequestError: 'Could not reach the service',
    NetworkNotFoundError: 'Network not found',
    InvalidAddressError: 'Address is invalid',
    GasEstimationError: 'error estimating gas',
    NameNotResolvedError: 'Error resolving name',
    InsufficientFundsError: 'Insufficient funds',
    SendNotSupportedError: 'Chain adapter not found',
    SwapNetworkNotSupportedError: 'Network not supported for Swaps',
    SwapTransactionMismatchError: 'The swap service returned a transaction that does not match your quote',
    TokenDetailsMismatchError: 'The balance service gave details of {symbol} that do not match the chain',
    OnrampPageRefusedError: 'The buy service gave a page that is not {providerName}\'s, so it was not opened',
    GasPriceNetworkNotSupportedError: 'Network not supported for Gas Price',
    AccountNameTooShortError: 'Account name must be at least {minLength} characters long.',
    AccountNameInvalidCharactersError: 'Account name may only contain letters (a-z, A-Z), digits and hyphens.',
    NameRegistrationError: 'Error registering name {accountName}',
    NameSignatureTooOldError: "The name service only accepts a signature made in the last {seconds} seconds. Register {accountName} again and approve right away; if this happens again, check this device's clock.",
    SignInRefusedError: 'The sign-in was not accepted',
    NetworkSwitchTimeoutError: 'The wallet did not answer the switch to {networkName}',
    NetworkSwitchIncompleteError: 'The wallet did not move to {networkName}',
  },
} as const;
