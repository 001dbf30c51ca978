// Connecting a wallet app over WalletConnect v2: the modal's real SDK
// (@walletconnect/sign-client, one session for every namespace) on one side, the real wallet-side SDK
// (@reown/walletkit) on the other, over the stack's local relay, with anvil behind the
// wallet. Nothing is mocked: the modal's SDK attests the page with the stack's verify twin
// (verify-url); only the test wallet's verify and telemetry calls are turned off.
import { expect } from 'chai';
import { recoverMessageAddress, toHex } from 'viem';
import { disconnect } from '../../src/actions/disconnect';
import { requestWallet } from '../../src/actions/wallet/requestWallet';
import { getWalletConnect } from '../../src/actions/walletConnect/getWalletConnect';
import { stores } from '../../src/controller/stores';
import { UserRejectedRequestError } from '../../src/errors/walletRequestErrors';
import { messages } from '../../src/i18n/messages';
import { configure } from '../../src/stores/config';
import { $toast } from '../../src/stores/toast';
import { $pairing } from '../../src/stores/walletConnectPairing';
import { buttonNamed, dialogOf, mountModal, nextFrame, resetAll, waitFor, viewOf, toastOf } from '../support/modalTestKit';
import { createTestWallet, DEV_ACCOUNTS, rpc, type TestWallet } from '../support/walletConnectWallet';
import { stackInfo } from '../stack/stackInfo';

// Chromium on a machine with only loopback reports itself offline, and the SDK then
// refuses to connect: the page is online as far as this test is concerned.
Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };
const ACCOUNT = DEV_ACCOUNTS[8];

/**
 * The receipt of a transaction anvil has taken: eth_sendTransaction answers once it is in the
 * pool and anvil mines it right after, so the receipt can be null for a moment (about 1 send
 * in 20 read at once). Asks again every 50 ms, for at most 5 s.
 */
async function waitForReceipt(rpcUrl: string, hash: string): Promise<{ status: string }> {
  const deadline = performance.now() + 5000;
  for (;;) {
    const receipt = (await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as { status: string } | null;
    if (receipt) return receipt;
    if (performance.now() > deadline) throw new Error(`no receipt for ${hash} within 5000 ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('WalletConnect through the local relay', () => {
  let wallet: TestWallet;
  let modal: ModalElement;

  beforeEach(async () => {
    resetAll();
    const stack = await stackInfo();
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'relay-url': stack.relayUrl, 'verify-url': stack.verifyUrl })) as ModalElement;
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 8 });
  });
  afterEach(async () => {
    await disconnect('eip155');
    await wallet.stop();
    resetAll();
  });

  /** The visitor opens the plain QR code; the phone scans it (pairs with its URI). */
  async function scanFromConnect(): Promise<string> {
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect on Connect')).click();
    await waitFor(() => viewOf(modal) === 'ConnectingWalletConnectBasic', 'the QR view');
    const qr = await waitFor(() => dialogOf(modal)?.querySelector('svg.wm-qr[role="img"]'), 'the QR code', 600);
    expect(qr.getAttribute('aria-label')).to.contain('WalletConnect');
    const uri = $pairing.get().uri as string;
    expect(uri).to.match(/^wc:[0-9a-f]{64}@2\?.*relay-protocol=irn/);
    await wallet.pair(uri);
    return uri;
  }

  it('connects from the QR code when the wallet app pairs and approves, closes, then opens on Account', async () => {
    const events: CustomEvent[] = [];
    document.addEventListener('connect', (event) => events.push(event as CustomEvent));
    const started = performance.now();
    await scanFromConnect();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    console.log(`QR shown to connected through the local relay: ${Math.round(performance.now() - started)} ms`);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    await modal.open();
    expect(viewOf(modal)).to.equal('Account');
    expect(stores.$account.get()).to.deep.include({ status: 'connected', address: ACCOUNT, namespace: 'eip155' });
    expect(events.at(-1)?.detail.connector).to.deep.equal({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' });
    expect(JSON.parse(localStorage.getItem('@wallet-modal/connectedConnectorId:eip155') ?? 'null')).to.equal('walletConnect');
  });

  it('shows a refusal from the wallet app and pairs again on Try again', async () => {
    wallet.setMode('reject');
    await scanFromConnect();
    await waitFor(() => dialogOf(modal)?.textContent?.includes('Connection declined'), 'the refusal', 600);
    expect(stores.$account.get().status).to.equal('disconnected');
    wallet.setMode('approve');
    const firstUri = $pairing.get().uri;
    buttonNamed(modal, 'Try again')?.click();
    const uri = await waitFor(() => ($pairing.get().status === 'waiting' && $pairing.get().uri !== firstUri ? $pairing.get().uri : undefined), 'a new pairing URI', 600);
    await wallet.pair(uri);
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
  });

  it('signs a message the dapp can verify, and sends a transaction mined on anvil', async () => {
    await scanFromConnect();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    const message = `wallet-modal test ${Date.now()}`;
    const signature = (await requestWallet('eip155', { method: 'personal_sign', params: [toHex(message), ACCOUNT] })) as `0x${string}`;
    expect(await recoverMessageAddress({ message, signature })).to.equal(ACCOUNT);
    const hash = (await requestWallet('eip155', {
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT, to: DEV_ACCOUNTS[9], value: '0x1' }],
    })) as string;
    const receipt = await waitForReceipt((await stackInfo()).chains['1'] as string, hash);
    expect(receipt.status).to.equal('0x1');
    expect(wallet.requests).to.include.members(['personal_sign', 'eth_sendTransaction']);
  });

  it('a refusal in the wallet app reaches the dapp as a user rejection', async () => {
    await scanFromConnect();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    wallet.setMode('reject');
    let error: unknown;
    await requestWallet('eip155', { method: 'personal_sign', params: [toHex('no'), ACCOUNT] }).catch((e) => (error = e));
    expect(error).to.be.instanceOf(UserRejectedRequestError);
  });

  it('survives a relay restart', async () => {
    await scanFromConnect();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    const tracked: string[] = [];
    const onTrack = (event: Event) => tracked.push((event as CustomEvent).detail.event);
    document.addEventListener('track', onTrack);
    expect((await fetch('/__relay/restart', { method: 'POST' })).ok).to.equal(true);
    // The loss is reported, and so is the way back.
    await waitFor(() => tracked.includes('WALLETCONNECT_RELAY_RESTORED'), 'the relay back', 600);
    document.removeEventListener('track', onTrack);
    expect(tracked.indexOf('WALLETCONNECT_RELAY_LOST')).to.be.lessThan(tracked.indexOf('WALLETCONNECT_RELAY_RESTORED'));
    const message = 'after the restart';
    const signature = (await requestWallet('eip155', { method: 'personal_sign', params: [toHex(message), ACCOUNT] })) as `0x${string}`;
    expect(await recoverMessageAddress({ message, signature })).to.equal(ACCOUNT);
    expect(stores.$account.get().status).to.equal('connected');
  });

  it('a disconnect while the relay is down takes the "reconnecting…" toast away for good', async () => {
    await scanFromConnect();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    modal.close();
    const tracked: string[] = [];
    const onTrack = (event: Event) => tracked.push((event as CustomEvent).detail.event);
    document.addEventListener('track', onTrack);
    try {
      // The relay drops every socket and stays down 300 ms; the SDK's first attempt (100 ms
      // after the drop) fails and the next is 1 s later, so the modal has no relay for ~1.1 s.
      const restarted = fetch('/__relay/restart', { method: 'POST' });
      await waitFor(() => toastOf(modal).includes(messages.relayLost), 'the reconnecting toast', 600);
      expect($toast.get()).to.deep.include({ open: true, message: messages.relayLost, variant: 'loading' });
      // Still down when the visitor disconnects:
      expect(tracked).to.include('WALLETCONNECT_RELAY_LOST');
      expect(tracked).to.not.include('WALLETCONNECT_RELAY_RESTORED');
      const disconnecting = disconnect('eip155');
      expect(stores.$account.get().status).to.equal('disconnected');
      expect($toast.get().open).to.equal(false);
      await nextFrame();
      expect(toastOf(modal)).to.equal('');
      // Once the relay is back there is no wallet to report it for: no toast comes back.
      expect((await restarted).ok).to.equal(true);
      await waitFor(() => tracked.includes('WALLETCONNECT_RELAY_RESTORED'), 'the relay back', 600);
      await disconnecting;
      await nextFrame();
      expect($toast.get().open).to.equal(false);
      expect(toastOf(modal)).to.equal('');
    } finally {
      document.removeEventListener('track', onTrack);
    }
  });

  it('a disconnect from the wallet app leaves a clean disconnected state', async () => {
    await scanFromConnect();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    const events: CustomEvent[] = [];
    document.addEventListener('disconnect', (event) => events.push(event as CustomEvent));
    await wallet.disconnectAll();
    await waitFor(() => stores.$account.get().status === 'disconnected', 'disconnected', 600);
    expect(stores.$account.get().address).to.equal(undefined);
    expect(events.map((e) => e.detail)).to.deep.equal([{ namespace: 'eip155' }]);
    expect(localStorage.getItem('@wallet-modal/connectedConnectorId:eip155')).to.equal(null);
    // and the visitor can pair again
    modal.close();
    await scanFromConnect();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected again', 600);
  });

  /** The wallet app sends a session event, past its own SDK's check of it (a faulty or hostile wallet). */
  async function emitUnchecked(name: string, data: unknown, chainId: string): Promise<void> {
    const engine = wallet.kit.engine.signClient.engine as unknown as { isValidEmit: (params: unknown) => Promise<void> };
    const check = engine.isValidEmit;
    engine.isValidEmit = async () => undefined;
    try {
      const [topic] = Object.keys(wallet.kit.getActiveSessions());
      await wallet.kit.emitSessionEvent({ topic: topic as string, event: { name, data }, chainId });
    } finally {
      engine.isValidEmit = check;
    }
  }

  /** A chain change the session allows, after what was sent before it: once the modal is on Base, the earlier events were taken. */
  async function thenMoveToBase(): Promise<void> {
    const [topic] = Object.keys(wallet.kit.getActiveSessions());
    await wallet.kit.emitSessionEvent({ topic: topic as string, event: { name: 'chainChanged', data: 8453 }, chainId: 'eip155:8453' });
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:8453', 'the modal on Base', 600);
  }

  it("the wallet app's events are held to its session: an account it did not approve, an event it did not approve or another chain's are ignored", async () => {
    await scanFromConnect();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    const hostEvents: string[] = [];
    const provider = (modal as unknown as { getProvider(namespace: string): { on(event: string, listener: (value: unknown) => void): void } }).getProvider('eip155');
    provider.on('accountsChanged', (accounts) => hostEvents.push(`accountsChanged ${JSON.stringify(accounts)}`));
    const uncaught: string[] = [];
    const onRejection = (event: PromiseRejectionEvent) => uncaught.push(String(event.reason?.message ?? event.reason));
    window.addEventListener('unhandledrejection', onRejection);
    const stranger = '0x00000000000000000000000000000000000000aa';
    try {
      await emitUnchecked('accountsChanged', [stranger], 'eip155:1');
      await emitUnchecked('accountsChanged', [`eip155:137:${stranger}`], 'eip155:137');
      await emitUnchecked('disconnect', { code: 6000, message: 'bye' }, 'eip155:1');
      await thenMoveToBase();
    } finally {
      window.removeEventListener('unhandledrejection', onRejection);
    }
    expect(stores.$account.get()).to.deep.include({ status: 'connected', address: ACCOUNT });
    expect(hostEvents.join(), 'what the page heard').to.not.contain(stranger.slice(2));
    expect(uncaught, "uncaught errors in the page from the wallet's events").to.deep.equal([]);
  });

  it('the wallet app moving to another account of its session: the modal follows it', async () => {
    const other = DEV_ACCOUNTS[9] as string;
    await wallet.stop();
    const stack = await stackInfo();
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 8, eip155Accounts: (chainIds) => chainIds.flatMap((chain) => [`${chain}:${ACCOUNT}`, `${chain}:${other}`]) });
    await scanFromConnect();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    expect(stores.$account.get().address).to.equal(ACCOUNT);
    const [topic] = Object.keys(wallet.kit.getActiveSessions());
    await wallet.kit.emitSessionEvent({ topic: topic as string, event: { name: 'accountsChanged', data: [`eip155:1:${other}`] }, chainId: 'eip155:1' });
    await waitFor(() => stores.$account.get().address === other, 'the other account of the session', 600);
  });

  it("a session without an account on the page's active network connects on one of the page's networks it holds, not on another", async () => {
    // The wallet app approves accounts on Polygon (not a network of the page) and on Base, none on Ethereum.
    await wallet.stop();
    const stack = await stackInfo();
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 8, eip155Accounts: () => [`eip155:137:${ACCOUNT}`, `eip155:8453:${ACCOUNT}`] });
    await scanFromConnect();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    expect(stores.$network.get().caipNetworkId).to.equal('eip155:8453');
    expect(stores.$account.get().address).to.equal(ACCOUNT);
    await nextFrame();
    expect(viewOf(modal), 'no network to switch to').to.not.equal('UnsupportedChain');
  });

  it('opens straight on the QR code under manual WalletConnect control, and pairs from it', async () => {
    configure({ manualWCControl: true });
    await modal.open();
    expect(viewOf(modal)).to.equal('ConnectingWalletConnectBasic');
    await waitFor(() => dialogOf(modal)?.querySelector('svg.wm-qr[role="img"]'), 'the QR code', 600);
    await wallet.pair($pairing.get().uri as string);
    await waitFor(() => stores.$account.get().status === 'connected', 'connected from the first view', 600);
    expect(stores.$account.get().address?.toLowerCase()).to.equal(ACCOUNT.toLowerCase());
  });

  it('shows a fresh QR code when the SDK reports the proposal expired, and pairs with it', async () => {
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect on Connect')).click();
    const firstUri = await waitFor(() => $pairing.get().uri, 'the first pairing URI', 600);
    // The SDK's own expiry: its expirer is told the proposal ends now, and on its next
    // heartbeat it deletes the proposal and emits proposal_expire, as it does after 5 minutes.
    const { signClient } = await getWalletConnect();
    const topic = firstUri.slice(3, firstUri.indexOf('@'));
    const proposal = signClient.proposal.getAll().find((candidate) => candidate.pairingTopic === topic);
    expect(proposal, 'the proposal behind the QR code').to.not.equal(undefined);
    signClient.core.expirer.set(proposal!.id, Math.floor(Date.now() / 1000) - 1);
    const uri = await waitFor(() => ($pairing.get().uri !== firstUri ? $pairing.get().uri : undefined), 'a fresh pairing URI', 900);
    expect($pairing.get().status).to.equal('waiting');
    expect(viewOf(modal)).to.equal('ConnectingWalletConnectBasic');
    expect(dialogOf(modal)?.textContent).to.not.contain('Something went wrong');
    await wallet.pair(uri);
    await waitFor(() => stores.$account.get().status === 'connected', 'connected with the fresh code', 600);
  });

  it('keeps one WalletConnect client, and no global of the SDK, across connects, disconnects and a new configuration', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
      warn.apply(console, args);
    };
    try {
      await scanFromConnect();
      await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
      const first = await getWalletConnect();
      await disconnect('eip155');
      modal.setAttribute('networks', 'eip155:8453,eip155:1');
      await scanFromConnect();
      await waitFor(() => stores.$account.get().status === 'connected', 'connected again', 600);
      expect(await getWalletConnect()).to.equal(first);
      expect(stores.$account.get()).to.deep.include({ status: 'connected', address: ACCOUNT });
      // (The test wallet's own SDK keeps its globals; the modal's, under its storage prefix, must not.)
      expect(Object.keys(globalThis).filter((key) => key.startsWith('_walletConnectCore_wallet-modal'))).to.deep.equal([]);
      expect(warnings.filter((warning) => warning.includes('already initialized'))).to.deep.equal([]);
    } finally {
      console.warn = warn;
    }
  });
});

type PageHooks = {
  statuses: string[];
  account(): { status: string; address?: string };
  pairingUri(): string | undefined;
  showQr(): Promise<void>;
  request(method: string, params: unknown[]): Promise<unknown>;
};

describe('WalletConnect session after a reload', () => {
  it('is restored without a new pairing, and requests still reach the wallet app', async () => {
    const stack = await stackInfo();
    const wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 7 });
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const url = `/test/pages/wc-host.html?${new URLSearchParams({ api: stack.apiUrl, explorer: stack.explorerUrl, relay: stack.relayUrl, verify: stack.verifyUrl })}`;
    const load = () =>
      new Promise<PageHooks>((resolve) => {
        frame.addEventListener('load', () => resolve((frame.contentWindow as unknown as { pageHooks: PageHooks }).pageHooks), { once: true });
        frame.src = url;
      });
    try {
      let hooks = await load();
      await hooks.showQr();
      const uri = await waitFor(() => hooks.pairingUri(), 'a pairing URI in the page', 600);
      await wallet.pair(uri);
      await waitFor(() => hooks.account().status === 'connected', 'connected in the page', 600);
      const pairingsBefore = wallet.kit.core.pairing.getPairings().length;
      hooks = await load();
      await waitFor(() => hooks.account().status === 'connected', 'the restored session', 600);
      expect(hooks.statuses).to.include('reconnecting');
      expect(hooks.statuses).to.not.include('connecting');
      expect(hooks.account().address).to.equal(DEV_ACCOUNTS[7]);
      expect(wallet.kit.core.pairing.getPairings().length).to.equal(pairingsBefore);
      const message = 'after a reload';
      const signature = (await hooks.request('personal_sign', [toHex(message), DEV_ACCOUNTS[7]])) as `0x${string}`;
      expect(await recoverMessageAddress({ message, signature })).to.equal(DEV_ACCOUNTS[7]);
    } finally {
      await wallet.stop();
      frame.remove();
    }
  });
});

describe('the WalletConnect client on a host page of its own', () => {
  it('adds no global of the SDK: neither its core nor its log download', async () => {
    const stack = await stackInfo();
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      const hooks = await new Promise<PageHooks>((resolve) => {
        frame.addEventListener('load', () => resolve((frame.contentWindow as unknown as { pageHooks: PageHooks }).pageHooks), { once: true });
        frame.src = `/test/pages/wc-host.html?${new URLSearchParams({ api: stack.apiUrl, explorer: stack.explorerUrl, relay: stack.relayUrl, verify: stack.verifyUrl })}`;
      });
      await hooks.showQr();
      await waitFor(() => hooks.pairingUri(), 'a pairing URI in the page', 600);
      const sdkGlobals = Object.getOwnPropertyNames(frame.contentWindow).filter((name) => name === 'downloadLogsBlobInBrowser' || name.startsWith('_walletConnectCore_'));
      expect(sdkGlobals).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
