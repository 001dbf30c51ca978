// WalletConnect when the relay cannot be reached at all: relay-url points at a local port
// where nothing listens. The modal's real SDK makes its connect attempts and fails; the
// visitor must be told so once those attempts are over (not after a minute of spinner), be
// offered Try again, and keep a usable modal. Its own page: the modal's WalletConnect client
// is made once per page, for the relay-url it first sees.
import { expect } from 'chai';
import { stores } from '../../src/controller/stores';
import { $pairing } from '../../src/stores/walletConnectPairing';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor, viewOf } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';
import { watchUncaught, type UncaughtWatch } from '../support/watchUncaught';

// Chromium on a machine with only loopback reports itself offline, and the SDK then refuses
// to connect: the page is online as far as this test is concerned (as in walletConnect.test.ts).
Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

// The SDK's connect attempts (@walletconnect/core 2.25, Relayer.connect): at most 5, waiting
// 1, 2, 3, 4 and 5 s after each failed one, so 15 s in all; a refused connection fails at once.
// Measured here: the message shows 15.1-15.2 s after WalletConnect is chosen. The bound adds
// 3 s for loading the SDK and a busy machine.
const SDK_ATTEMPTS_MS = (1 + 2 + 3 + 4 + 5) * 1000;
const BOUND_MS = SDK_ATTEMPTS_MS + 3000;
const UNREACHABLE = 'Cannot reach the WalletConnect relay';

/** Polls `check` every 50 ms until it holds, for at most `timeoutMs`; returns the time taken. */
async function within(check: () => boolean, what: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Math.round(performance.now() - started);
}

/** A loopback port nothing listens on: a plain request to it is refused. */
async function closedLocalPort(): Promise<number> {
  for (let i = 0; i < 20; i += 1) {
    const port = 20000 + Math.floor(Math.random() * 12000); // below Linux's ephemeral range
    const refused = await fetch(`http://127.0.0.1:${port}/`, { mode: 'no-cors', signal: AbortSignal.timeout(2000) }).then(
      () => false,
      () => true,
    );
    if (refused) return port;
  }
  throw new Error('no closed loopback port found');
}

describe('WalletConnect with a relay that cannot be reached', () => {
  let watch: UncaughtWatch | undefined;

  before(() => {
    watch = watchUncaught();
  });
  after(() => {
    watch?.stop();
    resetAll();
  });

  it('says the relay cannot be reached once the SDK has made its attempts, offers Try again, and the modal stays usable', async function () {
    this.timeout(2 * BOUND_MS + 10_000);
    resetAll();
    const port = await closedLocalPort();
    const stack = await stackInfo();
    const modal = (await mountModal({ networks: 'eip155:1', 'relay-url': `ws://127.0.0.1:${port}`, 'verify-url': stack.verifyUrl })) as ModalElement;
    const tracked: { event: string; properties: Record<string, unknown> }[] = [];
    document.addEventListener('track', (event) => tracked.push((event as CustomEvent).detail));

    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect on Connect')).click();
    await waitFor(() => viewOf(modal) === 'ConnectingWalletConnectBasic', 'the QR view');
    expect(stores.$account.get().status).to.equal('connecting');

    // The message, on the QR view, once the SDK's attempts are over.
    const firstMs = await within(() => !!dialogOf(modal)?.textContent?.includes(UNREACHABLE), 'the relay message', BOUND_MS);
    console.log(`dead relay: "${UNREACHABLE}" ${firstMs} ms after choosing WalletConnect`);
    expect(viewOf(modal)).to.equal('ConnectingWalletConnectBasic');
    expect(dialogOf(modal)?.querySelector('svg.wm-qr')).to.equal(null);
    expect(dialogOf(modal)?.querySelector('.wm-spinner')).to.equal(null);
    expect(stores.$account.get().status).to.equal('disconnected');
    expect($pairing.get()).to.deep.include({ status: 'failed', relayUnreachable: true });
    expect($pairing.get().error?.()).to.equal(UNREACHABLE);
    expect(tracked.filter((t) => t.event === 'CONNECT_ERROR').map((t) => t.properties.message)).to.deep.equal([UNREACHABLE]);

    // Try again starts a new pairing...
    const tryAgain = buttonNamed(modal, 'Try again');
    expect(tryAgain, 'Try again').to.not.equal(undefined);
    tryAgain?.click();
    await waitFor(() => $pairing.get().status === 'waiting', 'a new attempt');
    expect(stores.$account.get().status).to.equal('connecting');
    await waitFor(() => dialogOf(modal)?.querySelector('.wm-spinner'), 'the spinner again');

    // ...and leaving it with Back works at once; the attempt still ends within the bound,
    // the status back to disconnected (not left at connecting).
    const retried = performance.now();
    buttonNamed(modal, 'Back')?.click();
    await waitFor(() => viewOf(modal) === 'Connect', 'Connect after Back');
    await within(() => stores.$account.get().status === 'disconnected', 'disconnected after the second attempt', BOUND_MS);
    console.log(`dead relay, Try again: disconnected ${Math.round(performance.now() - retried)} ms later`);
    expect(viewOf(modal)).to.equal('Connect');

    // Close works too, and nothing was left uncaught.
    buttonNamed(modal, 'Close')?.click();
    await waitFor(() => !dialogOf(modal), 'the modal closed');
    expect(stores.$modal.get().open).to.equal(false);
    expect(stores.$account.get().status).to.equal('disconnected');
    expect(watch!.list).to.deep.equal([]);
  });
});
