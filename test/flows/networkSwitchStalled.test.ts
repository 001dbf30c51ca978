// Wallets that stall a network switch. One that never answers, as a page and a visitor meet
// it: the switch no longer holds the wallet once a later one is asked, the later one goes to
// the wallet, settles and wins, and the abandoned switch's late answer changes nothing of the
// modal's. One that says yes but ends up elsewhere: the visitor is told so in their language.
// Real parts: the demo browser wallet (approval 'manual': a request waits until the test
// decides, or for ever) on the stack's anvil chains.
import { expect } from 'chai';
import { toHex } from 'viem';
import { createWalletModal } from '../../src/controller/createWalletModal';
import { stores } from '../../src/controller/stores';
import type { Eip155Provider } from '../../src/connectors/eip155/provider/Eip155Provider';
import { $locale } from '../../src/stores/locale';
import { $toast } from '../../src/stores/toast';
import { announceDemoWallet, connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { buttonNamed, dialogOf, mountModal, resetAll, viewOf, waitFor } from '../support/modalTestKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void; getProvider(namespace?: string): Eip155Provider };
type Failure = { name?: string; code?: number; message?: string };

const BASE = { caip: 'eip155:8453', hex: toHex(8453), name: 'Base' };
const ARBITRUM = { caip: 'eip155:42161', hex: toHex(42161), name: 'Arbitrum One' };
const ETHEREUM = { caip: 'eip155:1', hex: toHex(1), name: 'Ethereum' };
/**
 * Frames to wait for the later switch to reach the wallet: the abandoned one holds it for
 * `serviceTimeoutMs` (10 s by default) at most, and this is about twice that.
 */
const ABANDONED_HOLD_FRAMES = 1500;

/** The promise's outcome: its value, or the error it rejected with. */
const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 'fulfilled' as const }),
    (error: Failure) => ({ status: 'rejected' as const, error }),
  );

describe('network switches a wallet stalls', function () {
  this.timeout(90_000);
  const controller = () => createWalletModal();
  let modal: ModalElement;
  let wallet: DemoWallet;
  let stopAnnouncing: () => void;
  let errorToasts: string[];
  let stopToasts: () => void;

  beforeEach(async () => {
    resetAll();
    ({ wallet, stop: stopAnnouncing } = await announceDemoWallet(7));
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453,eip155:42161' })) as ModalElement;
    await connectWithClick(modal);
    modal.close();
    errorToasts = [];
    stopToasts = $toast.listen((toast) => {
      if (toast.open && toast.variant === 'error') errorToasts.push(toast.message);
    });
  });
  afterEach(async () => {
    stopToasts();
    wallet.controls.setApproval('approve');
    for (const request of wallet.controls.pending()) wallet.controls.reject(request.id);
    await controller().disconnect('eip155');
    stopAnnouncing();
    resetAll();
  });

  /** The modal, its store, the wallet and the page's provider all on `network`. */
  async function expectAllOn(network: typeof BASE): Promise<void> {
    expect(stores.$network.get().caipNetworkId).to.equal(network.caip);
    expect(wallet.controls.state().chainId).to.equal(Number(network.hex));
    expect(await modal.getProvider().request({ method: 'eth_chainId' })).to.equal(network.hex);
  }

  /** Once the abandoned switch's late answer is in: the next switch still goes straight to the wallet and wins. */
  async function expectNextSwitchGoesAhead(): Promise<void> {
    wallet.controls.setApproval('approve');
    expect(await outcomeOf(controller().switchNetwork(ETHEREUM.caip))).to.deep.equal({ status: 'fulfilled' });
    await expectAllOn(ETHEREUM);
  }

  it("through the page: a later switch goes to the wallet, settles and wins, and the unanswered one's late refusal changes nothing", async () => {
    wallet.controls.setApproval('manual');
    const unanswered = outcomeOf(controller().switchNetwork(BASE.caip));
    const asked = await waitFor(() => wallet.controls.pending()[0], 'the switch to Base in the wallet', 300);
    const later = outcomeOf(controller().switchNetwork(ARBITRUM.caip));
    const first = await unanswered;
    expect(first.status).to.equal('rejected');
    expect((first as { error: Failure }).error.name).to.equal('NetworkSwitchSupersededError');
    // The wallet still has not answered about Base; the later switch is asked all the same.
    const next = await waitFor(() => wallet.controls.pending().find((request) => request.id !== asked.id), 'the switch to Arbitrum in the wallet', ABANDONED_HOLD_FRAMES);
    expect(next.params).to.deep.equal([{ chainId: ARBITRUM.hex }]);
    wallet.controls.approve(next.id);
    expect(await later).to.deep.equal({ status: 'fulfilled' });
    await expectAllOn(ARBITRUM);
    // At last the wallet answers the abandoned switch: a refusal nobody waits for any more.
    wallet.controls.reject(asked.id);
    await expectNextSwitchGoesAhead();
    expect(errorToasts, 'error toasts').to.deep.equal([]);
  });

  it("through the modal: Back from SwitchNetwork, another pick, and that pick goes to the wallet and wins", async () => {
    wallet.controls.setApproval('manual');
    await modal.open({ view: 'Networks' });
    (await waitFor(() => buttonNamed(modal, BASE.name), 'Base in Networks')).click();
    await waitFor(() => viewOf(modal) === 'SwitchNetwork', 'SwitchNetwork for Base');
    const asked = await waitFor(() => wallet.controls.pending()[0], 'the switch to Base in the wallet', 300);
    (await waitFor(() => buttonNamed(modal, 'Back'), 'Back on SwitchNetwork')).click();
    await waitFor(() => viewOf(modal) === 'Networks', 'back on Networks');
    (await waitFor(() => buttonNamed(modal, ARBITRUM.name), 'Arbitrum in Networks')).click();
    await waitFor(() => viewOf(modal) === 'SwitchNetwork', 'SwitchNetwork for Arbitrum');
    const next = await waitFor(() => wallet.controls.pending().find((request) => request.id !== asked.id), 'the switch to Arbitrum in the wallet', ABANDONED_HOLD_FRAMES);
    expect(next.params).to.deep.equal([{ chainId: ARBITRUM.hex }]);
    wallet.controls.approve(next.id);
    // The switch is done: the modal leaves the network views (opened on Networks, it closes).
    await waitFor(() => !dialogOf(modal), 'the modal closed after the switch');
    await expectAllOn(ARBITRUM);
    wallet.controls.reject(asked.id);
    await expectNextSwitchGoesAhead();
    expect(errorToasts, 'error toasts').to.deep.equal([]);
  });

  it('a switch the wallet said yes to but did not make: the visitor reads why in their language, and stays where the wallet is', async () => {
    modal.setAttribute('language', 'de');
    await waitFor(() => $locale.get().tag === 'de', 'the modal speaking German', 600);
    wallet.controls.setApproval('manual');
    await modal.open({ view: 'Networks' });
    (await waitFor(() => buttonNamed(modal, BASE.name), 'Base in Networks')).click();
    const asked = await waitFor(() => wallet.controls.pending()[0], 'the switch to Base in the wallet', 300);
    // The visitor says yes, then at once moves the wallet back to Ethereum (once the wallet's yes is out).
    const stopWatching = wallet.controls.onStateChange((state) => {
      if (state.chainId !== Number(BASE.hex)) return;
      stopWatching();
      queueMicrotask(() => wallet.controls.switchChainFromWallet(1));
    });
    wallet.controls.approve(asked.id);
    // The modal waits serviceTimeoutMs (10 s) for the wallet to come to Base.
    await waitFor(() => errorToasts.length, 'an error toast', 1500);
    expect(errorToasts).to.deep.equal(['Die Wallet ist nicht zu Base gewechselt']);
    expect(viewOf(modal)).to.equal('Networks');
    modal.close();
    await expectAllOn(ETHEREUM);
  });
});
