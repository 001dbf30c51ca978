// The page's button before and after the modal's code: usable before it has loaded, a click
// then opens the dialog as soon as it has (never a lost click), and idle time loads it without
// a click. On host pages with each build, whose idle time the test holds (holdIdleCallbacks.js).
import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';
import { announceProvider } from '../../demo/wallet/announceProvider.mjs';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { stackInfo } from '../stack/stackInfo';
import { frameWindow, loadPage } from '../support/loadPage';
import { buttonNamed, waitFor } from '../support/modalTestKit';
import { until } from '../support/until';

type HeldPage = { heldIdleCallbacks: (() => void)[] };

const modalOf = (doc: Document) => doc.querySelector('wallet-modal') as HTMLElement;
const dialogIn = (doc: Document) => modalOf(doc).shadowRoot?.querySelector<HTMLElement>('[role="dialog"]') ?? null;
const buttonIn = (doc: Document) => doc.querySelector('wallet-button')?.shadowRoot?.querySelector('button') ?? null;
/** The files of the modal's code the page has fetched (the ESM build's chunks; the UMD file is one file). */
const modalChunksFetched = (win: Window) =>
  win.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /\/dist\/chunks\/modalCode-/.test(path));

for (const build of ['esm', 'umd'] as const) {
  describe(`the modal's code on a host page, ${build === 'esm' ? 'ESM build' : 'UMD file'}`, () => {
    const frames: HTMLIFrameElement[] = [];
    afterEach(() => frames.splice(0).forEach((frame) => frame.remove()));

    async function heldPage() {
      const frame = await loadPage(`/test/pages/held-idle-${build}.html`);
      frames.push(frame);
      const doc = frame.contentDocument as Document;
      const win = frameWindow<HeldPage>(frame);
      const button = await waitFor(() => buttonIn(doc), 'the button');
      return { doc, win, button };
    }

    it('shows a usable button before the modal has any of its code, and a click then opens the dialog', async () => {
      const { doc, win, button } = await heldPage();
      expect(button.textContent).to.equal('Connect Wallet');
      expect(button.dataset.state).to.equal('disconnected');
      // Nothing of the modal yet: its element is defined but its shadow root is empty.
      expect(win.customElements.get('wallet-modal')).to.be.a('function');
      expect(modalOf(doc).shadowRoot?.childNodes.length).to.equal(0);
      if (build === 'esm') expect(modalChunksFetched(win)).to.deep.equal([]);
      const opened: unknown[] = [];
      doc.addEventListener('modal-open', (event) => opened.push((event as CustomEvent).detail));
      button.click();
      const dialog = await waitFor(() => dialogIn(doc), 'the dialog');
      expect(dialog.dataset.view).to.equal('Connect');
      expect(opened).to.deep.equal([{ connected: false }]);
      if (build === 'esm') expect(modalChunksFetched(win)).to.have.length(1);
    });

    it('opens once for two clicks that came before the code', async () => {
      const { doc, button } = await heldPage();
      const opened: unknown[] = [];
      doc.addEventListener('modal-open', (event) => opened.push((event as CustomEvent).detail));
      button.click();
      button.click();
      await waitFor(() => dialogIn(doc), 'the dialog');
      expect(opened).to.have.length(1);
    });

    it('close() before anything asked for the modal loads none of its code; after an early open() it closes what that shows', async () => {
      const { doc, win } = await heldPage();
      const modal = modalOf(doc) as HTMLElement & { open(): Promise<void>; close(): void };
      modal.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(modal.shadowRoot?.childNodes.length, 'nothing of the modal mounted').to.equal(0);
      if (build === 'esm') expect(modalChunksFetched(win)).to.deep.equal([]);
      const opening = modal.open();
      modal.close();
      await opening;
      expect(dialogIn(doc)).to.equal(null);
    });

    it('loads the modal in idle time without a click, after which a click opens the dialog in the next frame', async () => {
      const { doc, win, button } = await heldPage();
      expect(modalOf(doc).shadowRoot?.childNodes.length).to.equal(0);
      win.heldIdleCallbacks.splice(0).forEach((callback) => callback());
      // The modal's tree is mounted (closed): its root is in the shadow root, with no dialog.
      await waitFor(() => modalOf(doc).shadowRoot?.querySelector('.wm-root'), "the modal's tree");
      expect(dialogIn(doc)).to.equal(null);
      button.click();
      // In the page's first frame after the click.
      const inFirstFrame = await new Promise((resolve) => win.requestAnimationFrame(() => resolve(dialogIn(doc)?.dataset.view)));
      expect(inFirstFrame).to.equal('Connect');
    });
  });
}

describe("a wallet picked while connecting's code is on its way (ESM build)", () => {
  const frames: HTMLIFrameElement[] = [];
  afterEach(async () => {
    await executeServerCommand('release-requests');
    frames.splice(0).forEach((frame) => frame.remove());
  });

  it('left with Back before the code came: that wallet is never asked; the next pick connects', async () => {
    // The connecting chunk waits on its way while the visitor picks a wallet, goes Back and picks another.
    await executeServerCommand('hold-requests', { pattern: '/dist/chunks/connecting-' });
    const frame = await loadPage('/test/pages/held-idle-esm.html');
    frames.push(frame);
    const doc = frame.contentDocument as Document;
    const win = frameWindow<HeldPage>(frame);
    // Two demo browser wallets in the host page; every method each is asked is noted.
    const { chains } = await stackInfo();
    const asked: { first: string[]; second: string[] } = { first: [], second: [] };
    for (const [key, accountIndex] of [['first', 2], ['second', 3]] as const) {
      const wallet = createDemoWallet({ chains, accountIndex, name: `${key} wallet`, rdns: `dev.wallet-modal.${key}` });
      const provider = {
        ...wallet.provider,
        request: (args: { method: string }) => {
          asked[key].push(args.method);
          return wallet.provider.request(args);
        },
      };
      announceProvider(wallet.info, provider, win);
    }
    const button = await waitFor(() => buttonIn(doc), 'the button');
    button.click();
    await waitFor(() => dialogIn(doc)?.dataset.view === 'Connect', 'Connect');
    (await waitFor(() => buttonNamed(modalOf(doc), 'first wallet'), 'the first wallet on Connect')).click();
    await waitFor(() => dialogIn(doc)?.dataset.view === 'ConnectingExternal', 'ConnectingExternal');
    const held = (await executeServerCommand('held-requests')) as string[];
    expect(held.some((url) => url.includes('/dist/chunks/connecting-')), "connecting's code still on its way").to.equal(true);
    buttonNamed(modalOf(doc), 'Back')!.click();
    (await waitFor(() => buttonNamed(modalOf(doc), 'second wallet'), 'the second wallet on Connect')).click();

    await executeServerCommand('release-requests');
    // The second pick connects (the first, had it still stood, would have asked its wallet before).
    await waitFor(() => button.dataset.state === 'connected', 'connected', 600);
    expect(asked.second.filter((method) => method === 'wallet_requestPermissions')).to.have.length(1);
    expect(asked.first.filter((method) => method === 'wallet_requestPermissions'), 'the wallet left with Back asked to connect').to.deep.equal([]);
  });
});

describe("a social login while its code is on its way, or does not come (ESM build)", () => {
  const frames: HTMLIFrameElement[] = [];
  afterEach(async () => {
    await executeServerCommand('release-requests');
    frames.splice(0).forEach((frame) => frame.remove());
  });

  /**
   * A first visit to the held ESM page (nothing stored: an earlier test connected a wallet in
   * this origin) whose social login's chunk is held (or fails, with `fail`), the Google login
   * clicked on Connect: the page, its button, and the page's unhandled rejections.
   */
  async function googleClickedWhileItsCodeIsHeld(fail: boolean) {
    localStorage.clear();
    await executeServerCommand('hold-requests', { pattern: '/dist/chunks/runSocialLogin-', fail });
    const frame = await loadPage('/test/pages/held-idle-esm.html');
    frames.push(frame);
    const doc = frame.contentDocument as Document;
    const uncaught: string[] = [];
    frameWindow<Window>(frame).addEventListener('unhandledrejection', (event) => uncaught.push(String(event.reason)));
    modalOf(doc).setAttribute('secure-site-url', (await stackInfo()).secureSiteUrl);
    const button = await waitFor(() => buttonIn(doc), 'the button');
    button.click();
    await waitFor(() => dialogIn(doc)?.dataset.view === 'Connect', 'Connect');
    (await waitFor(() => buttonNamed(modalOf(doc), 'Continue with Google'), 'Continue with Google on Connect', 600)).click();
    await waitFor(() => dialogIn(doc)?.dataset.view === 'ConnectingSocial', 'ConnectingSocial');
    return { frame, doc, button, uncaught };
  }

  it('left with Back before the code came: the button does not stay connecting', async () => {
    const { frame, doc, button } = await googleClickedWhileItsCodeIsHeld(false);
    await until(async () => ((await executeServerCommand('held-requests')) as string[]).some((url) => url.includes('/dist/chunks/runSocialLogin-')), "the login's code held on its way");
    buttonNamed(modalOf(doc), 'Back')!.click();
    await waitFor(() => dialogIn(doc)?.dataset.view === 'Connect', 'back on Connect');
    await executeServerCommand('release-requests');
    // Until the code has come and run: its chunk fetched.
    await waitFor(() => frameWindow<Window>(frame).performance.getEntriesByType('resource').some((entry) => entry.name.includes('/dist/chunks/runSocialLogin-')), "the login's code fetched", 300);
    // Frames after it ran: the button says what it said before the login, not 'Connecting…'.
    await waitFor(() => button.dataset.state === 'busy', 'a connecting button', 60).then(
      () => expect.fail(`the button stayed ${button.dataset.state} after the login was left`),
      () => undefined,
    );
    expect(button.dataset.state).to.equal('disconnected');
  });

  it('whose code does not come: says so on ConnectingSocial, leaves nothing connecting, and no error reaches the page', async () => {
    const { doc, button, uncaught } = await googleClickedWhileItsCodeIsHeld(true);
    await waitFor(() => dialogIn(doc)?.querySelector('.wm-field-error')?.textContent === 'Something went wrong', 'the failure said', 300);
    expect(buttonNamed(modalOf(doc), 'Try again'), 'Try again').to.not.equal(undefined);
    expect(button.dataset.state).to.equal('disconnected');
    expect(uncaught).to.deep.equal([]);
  });
});

describe("a returning visitor's page whose modal code does not come (ESM build)", () => {
  const frames: HTMLIFrameElement[] = [];
  afterEach(async () => {
    await executeServerCommand('release-requests');
    frames.splice(0).forEach((frame) => frame.remove());
    localStorage.clear();
  });

  /** The held ESM page of a returning visitor (a connection stored), its button reading Reconnecting…. */
  async function returningVisitorsPage() {
    localStorage.clear();
    localStorage.setItem('@wallet-modal/connectedConnectorId:eip155', JSON.stringify('demo.wallet'));
    const frame = await loadPage('/test/pages/held-idle-esm.html');
    frames.push(frame);
    const doc = frame.contentDocument as Document;
    const win = frameWindow<HeldPage>(frame);
    const button = await waitFor(() => buttonIn(doc), 'the button');
    await waitFor(() => button.dataset.state === 'busy' && button.textContent === 'Reconnecting…', 'Reconnecting… from the first render');
    return { doc, win, button };
  }

  it('the button leaves Reconnecting… for Connect Wallet, keeps what is stored, and a click tries again', async () => {
    await executeServerCommand('hold-requests', { pattern: '/dist/chunks/modalCode-', fail: true });
    const { doc, win, button } = await returningVisitorsPage();
    win.heldIdleCallbacks.splice(0).forEach((callback) => callback());
    await waitFor(() => button.dataset.state === 'disconnected' && button.textContent === 'Connect Wallet', 'Connect Wallet once the code failed', 600);
    expect(localStorage.getItem('@wallet-modal/connectedConnectorId:eip155'), 'the connection stays stored for the next visit').to.equal('"demo.wallet"');
    // The code comes now: a click loads it and restores the connection it finds stored.
    await executeServerCommand('release-requests');
    button.click();
    await waitFor(() => dialogIn(doc), 'the dialog after the click', 600);
  });

  it('a connection another tab ended before the code came: Connect Wallet once it has', async () => {
    const { win, button } = await returningVisitorsPage();
    // Disconnected in another tab: nothing stored any more when the modal's code looks.
    localStorage.clear();
    win.heldIdleCallbacks.splice(0).forEach((callback) => callback());
    await waitFor(() => button.dataset.state === 'disconnected' && button.textContent === 'Connect Wallet', 'Connect Wallet once the code found nothing stored', 600);
  });
});
