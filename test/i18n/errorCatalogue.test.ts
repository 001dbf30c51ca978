// errorMessage() knows an error carries its default text by comparing it with the catalogue's
// English: each catalogue entry must be exactly what its error class says by default, or the
// error would silently stay in English in every other language.
import { expect } from 'chai';
import { AccountNameInvalidCharactersError, AccountNameTooShortError, NameRegistrationError, NameSignatureTooOldError } from '../../src/errors/accountNameErrors';
import { InvalidAddressError } from '../../src/errors/addressErrors';
import type { BaseError } from '../../src/errors/BaseError';
import { AlreadyConnectedError, NoAccountError } from '../../src/errors/connectionErrors';
import { ConnectorNotFoundError, NotConnectedError, RequestAbortedError, UserRejectedRequestError, WalletRequestError } from '../../src/errors/walletRequestErrors';
import { ProposalExpiredError, RelayUnreachableError } from '../../src/errors/walletConnectErrors';
import { SignatureDeclinedError } from '../../src/errors/signatureErrors';
import { SignInRefusedError } from '../../src/errors/signInErrors';
import { FrameAnswerError, FrameLoadError, FrameRequestError, FrameRequestTimeoutError, InvalidEmailError, SocialWindowError } from '../../src/errors/embeddedErrors';
import { HttpStatusError, MalformedResponseError, NetworkRequestError, ServiceTimeoutError } from '../../src/errors/httpErrors';
import { NetworkNotFoundError, NetworkSwitchIncompleteError, NetworkSwitchTimeoutError } from '../../src/errors/modalErrors';
import { OnrampPageRefusedError } from '../../src/errors/onrampErrors';
import {
  GasEstimationError,
  GasPriceNetworkNotSupportedError,
  InsufficientFundsError,
  NameNotResolvedError,
  SendNotSupportedError,
  SwapNetworkNotSupportedError,
  SwapTransactionMismatchError,
  TokenDetailsMismatchError,
} from '../../src/errors/transactionErrors';
import type { Catalogue } from '../../src/i18n/Catalogue';
import { en } from '../../src/i18n/en';
import { loadEnglishErrors } from '../../src/i18n/englishErrors';
import { errorMessage } from '../../src/i18n/errorMessage';
import { $locale } from '../../src/stores/locale';

/** Each catalogue entry with an error of its class carrying its default text. */
const ERRORS: Record<keyof typeof en.errors, BaseError> = {
  SignatureDeclinedError: new SignatureDeclinedError(),
  ConnectorNotFoundError: new ConnectorNotFoundError('io.example'),
  WalletRequestError: new WalletRequestError(),
  RequestAbortedError: new RequestAbortedError(),
  RelayUnreachableError: new RelayUnreachableError('wss://relay.example'),
  NotConnectedError: new NotConnectedError(),
  AlreadyConnectedError: new AlreadyConnectedError(),
  ProposalExpiredError: new ProposalExpiredError(),
  NoAccountError: new NoAccountError('eip155'),
  FrameLoadError: new FrameLoadError('https://secure.example'),
  FrameRequestTimeoutError: new FrameRequestTimeoutError('request'),
  FrameRequestError: new FrameRequestError(undefined),
  FrameAnswerError: new FrameAnswerError('CONNECT_EMAIL gave no known action'),
  InvalidEmailError: new InvalidEmailError(),
  'SocialWindowError.blocked': new SocialWindowError('blocked'),
  'SocialWindowError.closed': new SocialWindowError('closed'),
  HttpStatusError: new HttpStatusError(503, 'https://api.example'),
  ServiceTimeoutError: new ServiceTimeoutError('https://api.example', 5000),
  MalformedResponseError: new MalformedResponseError('https://api.example'),
  NetworkRequestError: new NetworkRequestError('https://api.example'),
  NetworkNotFoundError: new NetworkNotFoundError('eip155:999'),
  InvalidAddressError: new InvalidAddressError({ address: '0x12' }),
  GasEstimationError: new GasEstimationError({}),
  NameNotResolvedError: new NameNotResolvedError({ accountName: 'ada.reown.id' }),
  InsufficientFundsError: new InsufficientFundsError(),
  SendNotSupportedError: new SendNotSupportedError('bip122'),
  SwapNetworkNotSupportedError: new SwapNetworkNotSupportedError('eip155:999'),
  SwapTransactionMismatchError: new SwapTransactionMismatchError('target eip155:1:0xdead, not the router'),
  TokenDetailsMismatchError: new TokenDetailsMismatchError('USDC', 'USDC has 6 decimals on chain, not 8'),
  OnrampPageRefusedError: new OnrampPageRefusedError({ providerName: 'Rampa', reason: 'https://evil.example is not Rampa\'s origin' }),
  GasPriceNetworkNotSupportedError: new GasPriceNetworkNotSupportedError('eip155:999'),
  AccountNameTooShortError: new AccountNameTooShortError({ accountName: 'ab', minLength: 4 }),
  AccountNameInvalidCharactersError: new AccountNameInvalidCharactersError({ accountName: 'a_b' }),
  NameRegistrationError: new NameRegistrationError({ accountName: 'ada.reown.id' }),
  NameSignatureTooOldError: new NameSignatureTooOldError({ accountName: 'ada.reown.id', seconds: 10 }),
  SignInRefusedError: new SignInRefusedError(),
  NetworkSwitchTimeoutError: new NetworkSwitchTimeoutError({ caipNetworkId: 'eip155:8453', networkName: 'Base' }),
  NetworkSwitchIncompleteError: new NetworkSwitchIncompleteError({ caipNetworkId: 'eip155:8453', networkName: 'Base', cause: new Error('stayed on eip155:1') }),
};

// A language whose error texts are marked ⟦…⟧: an error shown in it was recognised.
const MARKED = { ...en, errors: Object.fromEntries(Object.entries(en.errors).map(([key, text]) => [key, `⟦${text}⟧`])) } as unknown as Catalogue;

describe('the catalogue of errors', () => {
  // What the language follower loads with another language's file.
  before(() => loadEnglishErrors());
  afterEach(() => $locale.set({ tag: 'en', dir: 'ltr', catalogue: undefined }));

  for (const [key, error] of Object.entries(ERRORS)) {
    it(`${key}: the catalogue's English is the error's own default text, so it is shown translated`, () => {
      expect(error.name).to.equal(key.split('.')[0]);
      // In English the visitor reads the error's own words, which the catalogue's English repeats.
      const english = error.shortMessage;
      expect(errorMessage(error)).to.equal(english);
      // In another language, the catalogue's entry, found by that text.
      $locale.set({ tag: 'en', dir: 'ltr', catalogue: MARKED });
      expect(errorMessage(error)).to.equal(`⟦${english}⟧`);
    });
  }

  it('a refusal reads in the visitor’s words, in their language; its message stays the one hosts and analytics read', () => {
    const refusal = new UserRejectedRequestError();
    expect(errorMessage(refusal)).to.equal('You declined in your wallet');
    expect([refusal.shortMessage, refusal.message]).to.deep.equal(['User rejected the request.', 'User rejected the request.']);
    $locale.set({ tag: 'en', dir: 'ltr', catalogue: { ...en, declinedInWallet: '⟦declined⟧' } as Catalogue });
    expect(errorMessage(refusal)).to.equal('⟦declined⟧');
  });

  it('leaving the embedded wallet’s approval reads as the refusal it is; an abort by anything else as the catalogue’s abort', () => {
    const left = new RequestAbortedError({ byVisitor: true });
    expect(errorMessage(left)).to.equal('You declined in your wallet');
    expect(left.shortMessage, 'what hosts read').to.equal('Request was aborted');
    expect(errorMessage(new RequestAbortedError())).to.equal('Request was aborted');
  });

  it('a reason a service gave is shown as it came (the check itself)', () => {
    $locale.set({ tag: 'en', dir: 'ltr', catalogue: MARKED });
    expect(errorMessage(new NameRegistrationError({ accountName: 'ada', reason: 'Name is reserved' }))).to.equal('Name is reserved');
  });
});
