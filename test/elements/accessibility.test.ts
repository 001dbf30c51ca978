import axe from 'axe-core';
import { expect } from 'chai';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { $connecting } from '../../src/stores/connecting';
import { $emailLogin } from '../../src/stores/emailLogin';
import { $socialLogin } from '../../src/stores/socialLogin';
import { $activeCaipNetworkId } from '../../src/stores/network';
import { stackInfo } from '../stack/stackInfo';
import { DEFAULT_ONRAMP_OPTIONS } from '../../src/config/onrampDefaults';
import { $accountName, initialAccountName } from '../../src/stores/accountName';
import { configure } from '../../src/stores/config';
import { $onramp, $purchase } from '../../src/stores/onramp';
import { $sendForm, $sendRecipient } from '../../src/stores/send';
import { $swap, initialSwap } from '../../src/stores/swap';
import { $tokenBalances } from '../../src/stores/tokenBalances';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { setThemeMode } from '../../src/stores/theme';
import { connectTestAccount, dialogOf, mountButton, mountModal, resetAll, waitFor } from '../support/modalTestKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

// axe's experimental rules too (label-content-name-mismatch, WCAG 2.5.3, is one of them).
const EXPERIMENTAL_RULES = Object.fromEntries(axe.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]));

/** Waits for the modal's finite animations (the opening fade) to end; spinners run forever and are left. */
async function settled(modal: Element): Promise<void> {
  const animations = (modal.shadowRoot?.getAnimations() ?? []).filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
}

/** Serious and critical axe violations inside an element, shadow root included. */
async function seriousViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { resultTypes: ['violations'], rules: EXPERIMENTAL_RULES });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}


const PROVIDER = { id: 'rampa', name: 'Rampa', feeRate: 0.01, iconUrl: '' };
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
  $swap.set({ ...initialSwap, tokens: { status: 'ready', list: [ETH, USDC] }, from: ETH, to: USDC, fromAmount: '0.1', toAmount: '298.8', quote: { status: 'ready', fromAmount: 10n ** 17n, toAmount: 298_800_000n } });
}

/** The Buy form with its two providers' answers. */
function withBuyForm(): void {
  connectTestAccount();
  $onramp.set({
    options: DEFAULT_ONRAMP_OPTIONS,
    fallback: false,
    providers: { status: 'ready', list: [PROVIDER, { ...PROVIDER, id: 'onda', name: 'Onda', feeRate: 0.02 }] },
    purchaseCurrency: 'ETH',
    paymentCurrency: 'USD',
    paymentMethod: 'card',
    amount: '100',
    quotes: { rampa: { status: 'ready', quote: { quoteId: 'q1', purchaseAmount: '0.0329', paymentTotal: '100.00', fee: '1.00' } }, onda: { status: 'estimate', purchaseAmount: '0.0326' } },
  });
}

const VIEWS: { view: string; data?: Record<string, unknown>; setup?: () => void }[] = [
  { view: 'Connect' },
  { view: 'ConnectingExternal', data: { connectorId: 'dev.wallet-modal.demo' } },
  {
    view: 'ConnectingExternal',
    data: { connectorId: 'dev.wallet-modal.demo' },
    setup: () => $connecting.set({ connectorId: 'dev.wallet-modal.demo', status: 'failed', error: 'User rejected the request.', declined: true }),
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
    setup: () => $emailLogin.set({ email: 'ada@example.test', status: 'otp', error: 'Invalid code', resendAt: Date.now() + 30_000 }),
  },
  { view: 'EmailVerifyDevice', setup: () => $emailLogin.set({ email: 'ada@example.test', status: 'device', error: undefined, resendAt: 0 }) },
  {
    view: 'ConnectingSocial',
    setup: () => $socialLogin.set({ provider: 'github', status: 'failed', error: 'The login window was closed', farcasterUrl: undefined }),
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
      $purchase.set({ status: 'waiting', provider: PROVIDER, url: 'https://rampa.example.test/buy', symbol: 'USDC', since: Date.now() });
    },
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

describe('accessibility (axe-core, every view with content)', () => {
  let stopAnnouncing: () => void;
  before(async () => {
    // A real announced wallet, so Connect and ConnectingExternal show one.
    stopAnnouncing = createDemoWallet({ chains: (await stackInfo()).chains }).announce();
  });
  after(() => stopAnnouncing());
  afterEach(() => {
    resetAll();
    $connecting.set({ connectorId: undefined, status: 'idle' });
    $emailLogin.set({ email: undefined, status: 'idle', error: undefined, resendAt: 0 });
    configure({ siwx: undefined });
    $purchase.set({ status: 'idle' });
  });

  for (const mode of ['light', 'dark'] as const) {
    for (const { view, data, setup } of VIEWS) {
      const state = data && setup ? ' (after a refusal)' : '';
      it(`${view}${view === 'ConnectingExternal' ? state : ''} in ${mode} mode has no serious or critical violation`, async () => {
        resetAll();
        setThemeMode(mode);
        setup?.();
        const modal = (await mountModal({ networks: 'eip155:1,eip155:8453' })) as ModalElement;
        await modal.open({ view, data });
        await waitFor(() => dialogOf(modal)?.dataset.view === view, view);
        // A view in a lazy chunk first shows its loading state: check the view itself.
        await waitFor(() => !dialogOf(modal)?.querySelector('[data-view-loading]'), `${view} loaded`);
        // And settled: mid-way through the opening fade, axe would blend the text with the backdrop.
        await settled(modal);
        expect(await seriousViolations(modal)).to.deep.equal([]);
      });
    }
  }

  it('the button, disconnected and connected, has no serious or critical violation', async () => {
    resetAll();
    const button = await mountButton();
    expect(await seriousViolations(button)).to.deep.equal([]);
    connectTestAccount();
    await waitFor(() => button.shadowRoot?.querySelector('[data-state="connected"]'), 'connected button');
    expect(await seriousViolations(button)).to.deep.equal([]);
  });

  it('names every control inside the open dialog', async () => {
    resetAll();
    connectTestAccount();
    const modal = (await mountModal()) as ModalElement;
    await modal.open();
    const controls = [...(dialogOf(modal)?.querySelectorAll('button, a, summary') ?? [])];
    expect(controls.length).to.be.greaterThan(2);
    for (const control of controls) {
      const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
      expect(name.trim(), control.outerHTML).to.not.equal('');
    }
  });
});
