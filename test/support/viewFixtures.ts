// Every view with content, each with the state it needs: the accessibility check and the
// catalogue check walk the same list.
import { DEFAULT_ONRAMP_OPTIONS } from '../../src/config/onrampDefaults';
import { $accountName, initialAccountName } from '../../src/stores/accountName';
import { configure } from '../../src/stores/config';
import { $connecting } from '../../src/stores/connecting';
import { $emailLogin, idleEmailLogin } from '../../src/stores/emailLogin';
import { $activeCaipNetworkId } from '../../src/stores/network';
import { $onramp, $purchase } from '../../src/stores/onramp';
import { $config } from '../../src/stores/config';
import { $payment, type PayPhase } from '../../src/stores/payment';
import { $sendForm, $sendRecipient, resetSendForm } from '../../src/stores/send';
import { $socialLogin, idleSocialLogin } from '../../src/stores/socialLogin';
import { $swap, initialSwap } from '../../src/stores/swap';
import { $tokenBalances, emptyTokenBalances } from '../../src/stores/tokenBalances';
import { DEV_ACCOUNTS } from './devAccounts';
import { connectTestAccount, mountModal, resetAll, settled, viewShown, waitFor } from './modalTestKit';
import { $locale } from '../../src/stores/locale';
import { setThemeMode } from '../../src/stores/theme';
import { fixedText } from '../../src/i18n/LocalText';
import { errorMessage } from '../../src/i18n/errorMessage';
import { UserRejectedRequestError } from '../../src/errors/walletRequestErrors';

export type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

export interface ViewFixture {
  view: string;
  data?: Record<string, unknown>;
  setup?: () => void;
}

const PROVIDER = { id: 'rampa', name: 'Rampa', feeRate: 0.01, iconUrl: '', url: 'https://rampa.example' };
const ETH_BALANCE = { name: 'Ethereum', symbol: 'ETH', chainId: 'eip155:1', value: 300, price: 3000, quantity: { decimals: '18', numeric: '0.1' }, iconUrl: '' };
const USDC = { name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0x700b6a60ce7eaaea56f065753d8dcb9653dbad35', decimals: 6, logoUri: '' };
const ETH = { name: 'Ethereum', symbol: 'ETH', address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', decimals: 18, logoUri: '' };

/** A connected account with balances, as Send reads them. */
function withBalances(): void {
  connectTestAccount();
  $tokenBalances.set({ key: 'eip155:1:test', status: 'ready', balances: [ETH_BALANCE], totalUsd: 300 });
}

/** A swap form with a quote, as Swap and SwapPreview show it. */
function withSwapForm(): void {
  withBalances();
  // A quote as the market gives it (six decimals) and prices: the preview's longest figures.
  $swap.set({
    ...initialSwap,
    tokens: { status: 'ready', list: [ETH, USDC] },
    prices: { [ETH.address]: 3000, [USDC.address]: 1 },
    from: ETH,
    to: USDC,
    fromAmount: '0.1',
    toAmount: '299.070182',
    quote: { status: 'ready', fromAmount: 10n ** 17n, toAmount: 299_070_182n },
  });
}

/** The Buy form with its two providers' answers. */
function withBuyForm(): void {
  connectTestAccount();
  $onramp.set({
    chainId: '1',
    options: DEFAULT_ONRAMP_OPTIONS,
    fallback: false,
    providers: { status: 'ready', list: [PROVIDER, { ...PROVIDER, id: 'onda', name: 'Onda', feeRate: 0.02, url: 'https://onda.example' }] },
    purchaseCurrency: 'ETH',
    paymentCurrency: 'USD',
    paymentMethod: 'card',
    amount: '100',
    quotes: { rampa: { status: 'ready', quote: { quoteId: 'q1', purchaseAmount: '0.0329', paymentTotal: '100.00', fee: '1.00' } }, onda: { status: 'estimate', purchaseAmount: '0.0326' } },
    chosen: [],
  });
}

/** A payment of 0.01 ETH on Ethereum to dev account 9, its exchanges listed, at `phase`. */
function withPayment(phase: PayPhase): void {
  configure({ features: { pay: true } });
  const network = $config.get().networks.find((candidate) => candidate.caipNetworkId === 'eip155:1') ?? ($config.get().networks[0] as never);
  const exchange = { id: 'local_exchange', name: 'Local Exchange', imageUrl: undefined };
  $payment.set({
    fromBlock: 0n,
    request: { recipient: (DEV_ACCOUNTS[9] as string).toLowerCase(), amount: '0.01', units: 10n ** 16n, token: undefined, symbol: 'ETH', decimals: 18, network, caip19: 'eip155:1/slip44:60' },
    exchanges: { status: 'ready', list: [exchange] },
    phase: phase.status === 'waiting' ? { ...phase, exchange } : phase,
  });
}

export const VIEWS: ViewFixture[] = [
  { view: 'Connect' },
  { view: 'ConnectingExternal', data: { connectorId: 'dev.wallet-modal.demo' } },
  {
    view: 'ConnectingExternal',
    data: { connectorId: 'dev.wallet-modal.demo' },
    setup: () => $connecting.set({ connectorId: 'dev.wallet-modal.demo', status: 'failed', error: () => errorMessage(new UserRejectedRequestError()), declined: true }),
  },
  { view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:8453' }, setup: () => connectTestAccount() },
  { view: 'Networks' },
  { view: 'AllWallets' },
  {
    view: 'Downloads',
    data: {
      wallet: {
        id: 'f'.repeat(64),
        name: 'Example Wallet',
        image_id: 'not-in-the-catalogue',
        app_store: 'https://apps.apple.com/app/example/id1',
        play_store: 'https://play.google.com/store/apps/details?id=example',
        chrome_store: null,
        homepage: 'https://example.com',
      },
    },
  },
  { view: 'Account', setup: () => connectTestAccount() },
  { view: 'SwitchActiveChain', data: { caipNetworkId: 'eip155:8453' }, setup: () => connectTestAccount() },
  {
    view: 'EmailVerifyOtp',
    setup: () => $emailLogin.set({ email: 'ada@example.test', status: 'otp', error: fixedText('Invalid code'), resendAt: Date.now() + 30_000 }),
  },
  { view: 'EmailVerifyDevice', setup: () => $emailLogin.set({ email: 'ada@example.test', status: 'device', error: undefined, resendAt: 0 }) },
  {
    view: 'ConnectingSocial',
    setup: () => $socialLogin.set({ provider: 'github', status: 'failed', error: fixedText('The login window was closed'), farcasterUrl: undefined }),
  },
  {
    view: 'ConnectingFarcaster',
    setup: () => $socialLogin.set({ provider: 'farcaster', status: 'waiting', error: undefined, farcasterUrl: 'https://example.test/farcaster/approve?channel=1' }),
  },
  {
    view: 'UnsupportedChain',
    setup: () => {
      connectTestAccount(undefined, 42161);
      $activeCaipNetworkId.set('eip155:42161');
    },
  },
  { view: 'WalletReceive', setup: () => connectTestAccount() },
  { view: 'WalletCompatibleNetworks', setup: () => connectTestAccount() },
  { view: 'WalletSend', setup: withBalances },
  { view: 'WalletSendSelectToken', setup: withBalances },
  {
    view: 'WalletSendPreview',
    setup: () => {
      withBalances();
      $sendForm.set({ token: 'native', amount: '0.1', receiver: DEV_ACCOUNTS[9] });
      $sendRecipient.set({ status: 'ready', address: DEV_ACCOUNTS[9] });
    },
  },
  { view: 'Swap', setup: withSwapForm },
  { view: 'SwapSelectToken', data: { side: 'to' }, setup: withSwapForm },
  { view: 'SwapPreview', setup: withSwapForm },
  { view: 'OnRampProviders', setup: withBuyForm },
  { view: 'OnRampTokenSelect', setup: withBuyForm },
  { view: 'OnRampFiatSelect', setup: withBuyForm },
  {
    view: 'BuyInProgress',
    setup: () => {
      withBuyForm();
      $purchase.set({ status: 'waiting', provider: PROVIDER, url: 'https://rampa.example.test/buy', symbol: 'USDC', since: Date.now(), blocked: false });
    },
  },
  { view: 'Pay', setup: () => withPayment({ status: 'choosing' }) },
  {
    view: 'PayLoading',
    setup: () => withPayment({ status: 'waiting', exchange: { id: 'local_exchange', name: 'Local Exchange', imageUrl: undefined }, url: 'https://exchange.example.test/?sessionId=1', blocked: true }),
  },
  { view: 'RegisterAccountName', setup: () => connectTestAccount() },
  {
    view: 'RegisterAccountNameSuccess',
    setup: () => {
      connectTestAccount();
      $accountName.set({ ...initialAccountName, registered: 'ada.reown.id' });
    },
  },
  {
    view: 'SIWXSignMessage',
    setup: () => {
      connectTestAccount();
      configure({ siwx: { required: true } });
    },
  },
];

/** Undoes what the fixtures set (every store above back to its first value), after each test. */
export function resetViewFixtures(): void {
  resetAll();
  $connecting.set({ connectorId: undefined, status: 'idle' });
  $emailLogin.set(idleEmailLogin);
  $socialLogin.set(idleSocialLogin);
  $tokenBalances.set(emptyTokenBalances);
  resetSendForm();
  $swap.set(initialSwap);
  $onramp.set(undefined);
  $purchase.set({ status: 'idle' });
  $accountName.set(initialAccountName);
  configure({ siwx: undefined });
}

/**
 * Mounts a modal in `language` and `mode`, sets up the fixture's state and opens its view, once
 * the view's texts are in and its opening has ended (mid-fade, colours and boxes are not yet
 * what the visitor sees).
 */
export async function showViewFixture({ view, data, setup }: ViewFixture, language: string, mode: 'light' | 'dark'): Promise<ModalElement> {
  resetAll();
  setThemeMode(mode);
  setup?.();
  const modal = (await mountModal({ networks: 'eip155:1,eip155:8453', language })) as ModalElement;
  await waitFor(() => $locale.get().tag === language, `the ${language} texts`, 300);
  await modal.open({ view, data });
  await viewShown(modal, view);
  await settled(modal);
  return modal;
}
