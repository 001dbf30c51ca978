// Rapid network switches, as a page (the controller, its provider's wallet_switchEthereumChain)
// and a visitor (the modal's network list) make them: every promise settles, and the last
// request wins. Real wallets: the demo browser wallet, @reown/walletkit over the stack's relay
// for WalletConnect, and the embedded wallet in the stack's secure frame; anvil chains behind.
import { expect } from 'chai';
import { toHex } from 'viem';
import { stores } from '../../src/controller/stores';
import { createWalletModal } from '../../src/controller/createWalletModal';
import type { Eip155Provider } from '../../src/connectors/eip155/provider/Eip155Provider';
import { $toast } from '../../src/stores/toast';
import { $pairing } from '../../src/stores/walletConnectPairing';
import { announceDemoWallet, connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, dialogOf, mountModal, resetAll, typeInto, viewOf, waitFor } from '../support/modalTestKit';
import { codeIn, linkIn, mailAfter, visitLink } from '../support/secureFrameClient';
import { createTestWallet, type TestWallet } from '../support/walletConnectWallet';
import { stackInfo } from '../stack/stackInfo';

// Chromium on a machine with only loopback reports itself offline, and the WalletConnect SDK
// then refuses to connect: the page is online as far as this test is concerned.
Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void; getProvider(namespace?: string): Eip155Provider };
type Failure = { name?: string; code?: number; message?: string };
type Outcome = { status: 'fulfilled' } | { status: 'rejected'; error: Failure } | { status: 'pending' };

/** A switch here takes well under a second: one still unsettled after this long hangs. */
const HANG_MS = 30_000;
const BASE = { caip: 'eip155:8453', hex: toHex(8453), name: 'Base' };
const ETHEREUM = { caip: 'eip155:1', hex: toHex(1), name: 'Ethereum' };
/** Base, Ethereum, Base, … `count` requests; an even count ends on Ethereum. */
const alternating = (count: number) => Array.from({ length: count }, (_, index) => (index % 2 ? ETHEREUM : BASE));

/** Each promise's outcome once all have settled, or 'pending' for those still unsettled after HANG_MS. */
async function outcomesOf(promises: Promise<unknown>[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = promises.map(() => ({ status: 'pending' }));
  const settled = Promise.all(
    promises.map((promise, index) =>
      promise.then(
        () => void (outcomes[index] = { status: 'fulfilled' }),
        (error: Failure) => void (outcomes[index] = { status: 'rejected', error }),
      ),
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([settled, new Promise((resolve) => (timer = setTimeout(resolve, HANG_MS)))]);
  clearTimeout(timer);
  return outcomes;
}

/** A superseded call rejects with the error class (the controller) or its EIP-1193 form (the provider). */
const isSuperseded = (error: Failure) =>
  error.name === 'NetworkSwitchSupersededError' || (error.code === -32603 && /was superseded by a switch to/.test(error.message ?? ''));

/** Every call settled; the last resolved; each earlier one resolved or says it was superseded. */
function expectLastWins(outcomes: Outcome[]): void {
  const pending = outcomes.flatMap((outcome, index) => (outcome.status === 'pending' ? [index] : []));
  expect(pending, `calls still unsettled after ${HANG_MS} ms`).to.deep.equal([]);
  expect(outcomes.at(-1), 'the last call').to.deep.equal({ status: 'fulfilled' });
  for (const [index, outcome] of outcomes.slice(0, -1).entries()) {
    if (outcome.status === 'rejected') expect(isSuperseded(outcome.error), `call ${index}: ${outcome.error.message}`).to.equal(true);
  }
}

/** The network the open modal marks active in its network list, as a visitor reads it. */
async function networkShown(modal: ModalElement): Promise<string | undefined> {
  await modal.open({ view: 'Networks' });
  const active = await waitFor(() => dialogOf(modal)?.querySelector('button[aria-current="true"] > span:not(.wm-network-icon):not(.wm-end)'), 'the active network in the list');
  const name = active.textContent ?? undefined;
  modal.close();
  return name;
}

describe('rapid network switches: every promise settles, the last request wins', function () {
  this.timeout(HANG_MS + 60_000);
  let modal: ModalElement;
  const controller = () => createWalletModal();

  describe('with a browser wallet', () => {
    let wallet: DemoWallet;
    let stopAnnouncing: () => void;

    beforeEach(async () => {
      resetAll();
      ({ wallet, stop: stopAnnouncing } = await announceDemoWallet(7));
      modal = (await mountModal({ networks: 'eip155:1,eip155:8453' })) as ModalElement;
      await connectWithClick(modal);
      modal.close();
    });
    afterEach(async () => {
      wallet.controls.setApproval('approve');
      for (const request of wallet.controls.pending()) wallet.controls.reject(request.id);
      await controller().disconnect('eip155');
      stopAnnouncing();
      resetAll();
    });

    /** The modal, its store, the wallet and the page's provider all on Ethereum. */
    async function expectAllOnEthereum(): Promise<void> {
      expect(stores.$network.get().caipNetworkId).to.equal(ETHEREUM.caip);
      expect(wallet.controls.state().chainId).to.equal(1);
      expect(await modal.getProvider().request({ method: 'eth_chainId' })).to.equal(ETHEREUM.hex);
      expect(await networkShown(modal)).to.equal(ETHEREUM.name);
    }

    it('a pair at once, Base then Ethereum, through the controller', async () => {
      expectLastWins(await outcomesOf([controller().switchNetwork(BASE.caip), controller().switchNetwork(ETHEREUM.caip)]));
      await expectAllOnEthereum();
    });

    it('20 alternating switches through the controller', async () => {
      expectLastWins(await outcomesOf(alternating(20).map((network) => controller().switchNetwork(network.caip))));
      await expectAllOnEthereum();
    });

    it("20 alternating wallet_switchEthereumChain through the page's provider", async () => {
      const provider = modal.getProvider();
      const calls = alternating(20).map((network) => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: network.hex }] }));
      expectLastWins(await outcomesOf(calls));
      await expectAllOnEthereum();
    });

    it("a visitor's pick the page supersedes leaves SwitchNetwork at once, and the page's network wins", async () => {
      wallet.controls.setApproval('manual');
      const errorToasts: string[] = [];
      const stopToasts = $toast.listen((toast) => {
        if (toast.open && toast.variant === 'error') errorToasts.push(toast.message);
      });
      await modal.open({ view: 'Networks' });
      (await waitFor(() => buttonNamed(modal, BASE.name), 'Base in Networks')).click();
      await waitFor(() => viewOf(modal) === 'SwitchNetwork', 'SwitchNetwork');
      const asked = await waitFor(() => wallet.controls.pending()[0], 'the switch to Base in the wallet', 300);
      const pageSwitch = controller().switchNetwork(ETHEREUM.caip);
      // While the wallet still asks about Base, the modal no longer waits for that pick.
      await waitFor(() => viewOf(modal) === 'Networks', 'back on Networks');
      expect(wallet.controls.pending().map((request) => request.id)).to.deep.equal([asked.id]);
      wallet.controls.approve(asked.id);
      const next = await waitFor(() => wallet.controls.pending().find((request) => request.id !== asked.id), "the page's switch in the wallet", 300);
      expect(next.params).to.deep.equal([{ chainId: ETHEREUM.hex }]);
      wallet.controls.approve(next.id);
      expectLastWins(await outcomesOf([pageSwitch]));
      expect(viewOf(modal)).to.equal('Networks');
      stopToasts();
      expect(errorToasts, 'error toasts').to.deep.equal([]);
      modal.close();
      await expectAllOnEthereum();
    });

    it('a switch the wallet has not answered ends with "Request was aborted" when it disconnects, and the next one goes ahead', async () => {
      wallet.controls.setApproval('manual');
      const waiting = controller().switchNetwork(BASE.caip);
      await waitFor(() => wallet.controls.pending()[0], 'the switch in the wallet', 300);
      await controller().disconnect('eip155');
      const [outcome] = await outcomesOf([waiting]);
      expect(outcome).to.deep.include({ status: 'rejected' });
      expect((outcome as { error: Failure }).error.message).to.equal('Request was aborted');
      // With no wallet to ask, the next switch is the modal's alone.
      expectLastWins(await outcomesOf([controller().switchNetwork(BASE.caip)]));
      expect(stores.$network.get().caipNetworkId).to.equal(BASE.caip);
    });

    it('a wallet that says yes to a switch but stays where it is: the switch fails with 4901, and the next one goes ahead', async () => {
      // A broken wallet: it answers wallet_switchEthereumChain without moving, once.
      const provider = wallet.provider as { request(args: { method: string; params?: unknown }): Promise<unknown> };
      const request = provider.request.bind(provider);
      let stays = true;
      provider.request = async (args) => {
        if (args.method !== 'wallet_switchEthereumChain' || !stays) return request(args);
        stays = false;
        return null;
      };
      const [stayed] = await outcomesOf([modal.getProvider().request({ method: 'wallet_switchEthereumChain', params: [{ chainId: BASE.hex }] })]);
      expect(stayed).to.deep.include({ status: 'rejected' });
      expect((stayed as { error: Failure }).error).to.include({ code: 4901 });
      expect(stores.$network.get().caipNetworkId).to.equal(ETHEREUM.caip);
      expect(wallet.controls.state().chainId).to.equal(1);
      // The wallet is asked again, and this time it moves.
      expectLastWins(await outcomesOf([controller().switchNetwork(BASE.caip)]));
      expect(stores.$network.get().caipNetworkId).to.equal(BASE.caip);
      expect(wallet.controls.state().chainId).to.equal(8453);
    });
  });

  describe('with the embedded wallet (email)', () => {
    const inputOf = (type: string) => dialogOf(modal)?.querySelector<HTMLInputElement>(`input[type="${type}"], input[inputmode="${type}"]`);

    /** A new visitor signs in by email: the device link, then the mailed code. */
    async function signInByEmail(): Promise<void> {
      const { mailUrl } = await stackInfo();
      const email = `switch-race-${crypto.randomUUID().slice(0, 8)}@example.test`;
      await modal.open();
      const field = await waitFor(() => inputOf('email'), 'the email field');
      typeInto(field, email);
      const sentAt = Date.now() - 1;
      buttonNamed(modal, 'Continue')?.click();
      await waitFor(() => viewOf(modal) === 'EmailVerifyDevice', 'EmailVerifyDevice', 900);
      const approvedAt = Date.now() - 1;
      await visitLink(linkIn(await mailAfter(mailUrl, email, sentAt)));
      await waitFor(() => viewOf(modal) === 'EmailVerifyOtp', 'EmailVerifyOtp', 1800);
      typeInto(await waitFor(() => inputOf('numeric'), 'the code field'), codeIn(await mailAfter(mailUrl, email, approvedAt)));
      await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
      await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    }

    beforeEach(async () => {
      resetAll();
      const stack = await stackInfo();
      modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'secure-site-url': stack.secureSiteUrl })) as ModalElement;
      await signInByEmail();
    });
    afterEach(async () => {
      await controller().disconnect('eip155');
      resetAll();
    });

    it('20 alternating switches, controller and provider in turn', async () => {
      const provider = modal.getProvider();
      const calls = alternating(20).map((network, index) =>
        index % 4 < 2 ? controller().switchNetwork(network.caip) : provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: network.hex }] }),
      );
      expectLastWins(await outcomesOf(calls));
      expect(stores.$network.get().caipNetworkId).to.equal(ETHEREUM.caip);
      expect(await provider.request({ method: 'eth_chainId' })).to.equal(ETHEREUM.hex);
      expect(await networkShown(modal)).to.equal(ETHEREUM.name);
    });
  });

  describe('with a wallet app over WalletConnect', () => {
    let wallet: TestWallet;

    beforeEach(async () => {
      resetAll();
      const stack = await stackInfo();
      modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'relay-url': stack.relayUrl })) as ModalElement;
      wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 7 });
      await modal.open();
      (await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect on Connect')).click();
      await wallet.pair((await waitFor(() => $pairing.get().uri, 'the pairing URI', 600)) as string);
      await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
      await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    });
    afterEach(async () => {
      await controller().disconnect('eip155');
      await wallet.stop();
      resetAll();
    });

    it('20 alternating switches, controller and provider in turn', async () => {
      const provider = modal.getProvider();
      const calls = alternating(20).map((network, index) =>
        index % 4 < 2 ? controller().switchNetwork(network.caip) : provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: network.hex }] }),
      );
      expectLastWins(await outcomesOf(calls));
      expect(stores.$network.get().caipNetworkId).to.equal(ETHEREUM.caip);
      expect(await provider.request({ method: 'eth_chainId' })).to.equal(ETHEREUM.hex);
      expect(await networkShown(modal)).to.equal(ETHEREUM.name);
      // The wallet app is asked on the network the page is on.
      await provider.request({ method: 'personal_sign', params: [toHex('on which chain?'), DEV_ACCOUNTS[7]] });
      expect(wallet.requestLog.at(-1)).to.deep.include({ method: 'personal_sign', chainId: ETHEREUM.caip });
    });
  });
});
