// A wallet app picked on a phone: the test page is made an iPhone, then an Android phone, by the
// browser's own device emulation (test/support/emulateCommands.mjs), and the modal runs against
// the stack's wallet list and local relay. The visitor sees no QR code (the phone would have to
// scan itself) but "Continue in {wallet}" and "Open {wallet}" as the primary action, whose link
// carries a pairing that the wallet app (the real @reown/walletkit here) accepts; a refusal
// shows why and Try again. "Get {wallet}" offers the store of the phone's own system only.
// Back on the desktop, the same wallet shows its QR code and every download link again.
import { seriousViolations } from '../support/seriousViolations';
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { disconnect } from '../../src/actions/disconnect';
import { clearWalletSearch } from '../../src/actions/walletList/searchWallets';
import { stores } from '../../src/controller/stores';
import { $pairing } from '../../src/stores/walletConnectPairing';
import { isMobile } from '../../src/utils/isMobile';
import { mobilePlatform } from '../../src/utils/mobilePlatform';
import { catalogue, tiles, typeSearch, type Wallet } from '../flows/walletListKit';
import { buttonNamed, dialogOf, mountModal, resetAll, settled, textOf, viewOf, viewShown, waitFor } from '../support/modalTestKit';
import { createTestWallet, type TestWallet } from '../support/walletConnectWallet';
import { stackInfo } from '../stack/stackInfo';

// Chromium on a machine with only loopback reports itself offline, and the SDK then refuses
// to connect: the page is online as far as this test is concerned (as in walletConnect.test.ts).
Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };
interface OpenCall {
  url: string;
  target: string | undefined;
}


/** The texts of the view's buttons and links, top to bottom, as a visitor reads them. */
const actionsOf = (modal: Element) =>
  [...(dialogOf(modal)?.querySelectorAll<HTMLElement>('.wm-body button, .wm-body a') ?? [])].map((control) => control.textContent?.trim());

const emulate = (device: string | null) => executeServerCommand('emulate-device', { device });

describe('a wallet app on a phone (ConnectingWalletConnect, device emulation)', function () {
  this.timeout(30_000);
  let modal: ModalElement;
  let wallet: TestWallet | undefined;
  let opened: OpenCall[];
  let trust: Wallet;
  const realOpen = window.open;

  before(async () => {
    trust = (await catalogue('search=Trust%20Wallet')).data.find((entry) => entry.name === 'Trust Wallet') as Wallet;
    await emulate('iPhone 15 Pro');
  });
  after(async () => {
    await emulate(null);
  });
  beforeEach(async () => {
    resetAll();
    opened = [];
    // The phone's app switch: a wallet's own scheme would leave this page for the app.
    window.open = ((url?: string | URL, target?: string) => {
      opened.push({ url: String(url), target });
      return null;
    }) as typeof window.open;
    const stack = await stackInfo();
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'relay-url': stack.relayUrl, 'verify-url': stack.verifyUrl })) as ModalElement;
  });
  afterEach(async () => {
    window.open = realOpen;
    await disconnect('eip155');
    await wallet?.stop();
    wallet = undefined;
    clearWalletSearch();
    resetAll();
  });

  /** The visitor taps a wallet in All Wallets (searching for it when `search` is given). */
  async function tapWallet(name: string, search?: string): Promise<void> {
    await modal.open({ view: 'AllWallets' });
    if (search) await typeSearch(modal, search);
    (await waitFor(() => tiles(modal).find((tile) => tile.textContent === name), `the ${name} tile`, 300)).click();
    // Its chunk arrived and the view drew its content (under load the name comes first).
    await viewShown(modal, 'ConnectingWalletConnect');
  }

  it('is an iPhone to the modal: the emulation reaches the page', () => {
    expect(navigator.userAgent).to.contain('iPhone');
    expect(isMobile()).to.equal(true);
    expect(mobilePlatform()).to.equal('ios');
  });

  it('shows "Continue in" and "Open {wallet}" instead of a QR code; the link opens the app with a pairing it accepts', async () => {
    await tapWallet('Trust Wallet');
    const dialog = dialogOf(modal) as HTMLElement;
    expect(dialog.querySelector('h3')?.textContent).to.equal('Continue in Trust Wallet');
    expect(textOf(modal)).to.contain('Accept the connection request in your wallet.');
    expect(dialog.querySelector('svg.wm-qr'), 'a QR code on the phone').to.equal(null);
    // Before the pairing exists, "Open" is there, named, busy and not yet usable.
    expect($pairing.get().uri, 'no pairing yet when the view first shows').to.equal(undefined);
    const early = buttonNamed(modal, 'Open Trust Wallet') as HTMLButtonElement;
    expect(early.disabled).to.equal(true);
    expect(early.getAttribute('aria-busy')).to.equal('true');
    expect(early.querySelector('.wm-button-spinner')).to.not.equal(null);
    // Then it is the primary action, first, with the other ways below it.
    const open = await waitFor(() => (!buttonNamed(modal, 'Open Trust Wallet')?.disabled ? buttonNamed(modal, 'Open Trust Wallet') : undefined), 'Open Trust Wallet usable', 600);
    expect(open.querySelector('.wm-button-spinner')).to.equal(null);
    expect(open.hasAttribute('aria-busy')).to.equal(false);
    expect(open.dataset.variant, 'the primary button style').to.equal(undefined);
    expect(actionsOf(modal)).to.deep.equal(['Open Trust Wallet', 'Copy link', 'Get Trust Wallet']);
    await settled(modal);
    expect(await seriousViolations(modal)).to.deep.equal([]);

    open.click();
    const uri = $pairing.get().uri as string;
    expect(opened).to.deep.equal([{ url: `trust://wc?uri=${encodeURIComponent(uri)}`, target: '_self' }]);
    // The wallet app gets the pairing from the link it was opened with, and approves.
    const stack = await stackInfo();
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 7 });
    await wallet.pair(new URL(opened[0]!.url).searchParams.get('uri') as string);
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
  });

  it('after the wallet app declines: why, and Try again, with no spinner left; Try again gives a new link to open', async () => {
    const stack = await stackInfo();
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 7, mode: 'reject' });
    await tapWallet('Trust Wallet');
    const open = await waitFor(() => (!buttonNamed(modal, 'Open Trust Wallet')?.disabled ? buttonNamed(modal, 'Open Trust Wallet') : undefined), 'Open Trust Wallet usable', 600);
    open.click();
    const firstUri = $pairing.get().uri as string;
    await wallet.pair(firstUri);
    await waitFor(() => textOf(modal).includes('Connection declined'), 'the refusal', 600);
    const dialog = dialogOf(modal) as HTMLElement;
    expect(buttonNamed(modal, 'Open Trust Wallet'), 'Open after a refusal').to.equal(undefined);
    expect(dialog.querySelector('.wm-button-spinner, .wm-spinner-ring, .wm-spinner'), 'a spinner after the failure').to.equal(null);
    expect(dialog.querySelector('.wm-connecting-icon')?.getAttribute('data-state')).to.equal('failed');
    expect(actionsOf(modal)).to.deep.equal(['Try again', 'Get Trust Wallet']);
    await settled(modal);
    expect(await seriousViolations(modal)).to.deep.equal([]);

    buttonNamed(modal, 'Try again')?.click();
    const again = await waitFor(
      () => ($pairing.get().uri && $pairing.get().uri !== firstUri && !buttonNamed(modal, 'Open Trust Wallet')?.disabled ? buttonNamed(modal, 'Open Trust Wallet') : undefined),
      'Open Trust Wallet with a new pairing',
      600,
    );
    expect(textOf(modal)).to.contain('Continue in Trust Wallet');
    again.click();
    expect(opened.at(-1)).to.deep.equal({ url: `trust://wc?uri=${encodeURIComponent($pairing.get().uri as string)}`, target: '_self' });
  });

  it("offers the wallet's web app below Open, in a new window without access to this page", async () => {
    const cedar = (await catalogue('search=Cedar')).data.find((entry) => entry.name === 'Cedar Wallet') as Wallet;
    expect(cedar.mobile_link && cedar.webapp_link, 'a wallet with an app and a web app').to.be.a('string');
    await tapWallet('Cedar Wallet', 'Cedar');
    await waitFor(() => !buttonNamed(modal, 'Open Cedar Wallet')?.disabled, 'Open Cedar Wallet usable', 600);
    expect(actionsOf(modal)).to.deep.equal(['Open Cedar Wallet', 'Copy link', 'Open Cedar Wallet in the browser', 'Get Cedar Wallet']);
    buttonNamed(modal, 'Open Cedar Wallet in the browser')?.click();
    const uri = $pairing.get().uri as string;
    const web = new URL(cedar.webapp_link as string).href;
    expect(opened).to.deep.equal([{ url: `${web.endsWith('/') ? web : `${web}/`}wc?uri=${encodeURIComponent(uri)}`, target: '_blank' }]);
  });

  it('"Get {wallet}" on an iPhone offers the App Store only', async () => {
    await tapWallet('Trust Wallet');
    (await waitFor(() => buttonNamed(modal, 'Get Trust Wallet'), 'Get Trust Wallet')).click();
    await waitFor(() => viewOf(modal) === 'Downloads', 'Downloads');
    // The view's own chunk may still be on its way when the dialog says Downloads.
    await waitFor(() => dialogOf(modal)?.querySelector('a'), 'the store links');
    const links = [...(dialogOf(modal)?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    expect(links.map((link) => [link.textContent, link.href])).to.deep.equal([['App Store(opens in a new tab)', new URL(trust.app_store as string).href]]);
  });

  describe('on an Android phone', () => {
    before(() => emulate('Pixel 5'));
    after(() => emulate('iPhone 15 Pro'));

    it('"Get {wallet}" offers Google Play only, and the website when the wallet lists no Play link', async () => {
      expect(mobilePlatform()).to.equal('android');
      await tapWallet('Trust Wallet');
      expect(dialogOf(modal)?.querySelector('svg.wm-qr')).to.equal(null);
      (await waitFor(() => buttonNamed(modal, 'Get Trust Wallet'), 'Get Trust Wallet')).click();
      await waitFor(() => viewOf(modal) === 'Downloads', 'Downloads');
      await waitFor(() => dialogOf(modal)?.querySelector('a'), 'the store links');
      const hrefs = () => [...(dialogOf(modal)?.querySelectorAll<HTMLAnchorElement>('a') ?? [])].map((link) => [link.dataset.kind, link.href]);
      expect(hrefs()).to.deep.equal([['play_store', new URL(trust.play_store as string).href]]);
      modal.close();
      await modal.open({ view: 'Downloads', data: { wallet: { ...trust, play_store: null } } });
      await waitFor(() => viewOf(modal) === 'Downloads', 'Downloads of a wallet without a Play link');
      await waitFor(() => dialogOf(modal)?.querySelector('a'), 'the website link');
      expect(hrefs()).to.deep.equal([['homepage', new URL(trust.homepage as string).href]]);
    });
  });

  describe('back on the desktop', () => {
    before(() => emulate(null));
    after(() => emulate('iPhone 15 Pro'));

    it('shows the QR code with the app links below it, and every download link', async () => {
      expect(isMobile()).to.equal(false);
      expect(mobilePlatform()).to.equal(undefined);
      await tapWallet('Trust Wallet');
      await waitFor(() => dialogOf(modal)?.querySelector('svg.wm-qr'), 'the QR code', 600);
      expect(buttonNamed(modal, 'Open Trust Wallet'), 'Trust Wallet has no desktop app').to.equal(undefined);
      expect(actionsOf(modal)).to.deep.equal(['Copy link', 'Get Trust Wallet']);
      buttonNamed(modal, 'Get Trust Wallet')?.click();
      await waitFor(() => viewOf(modal) === 'Downloads', 'Downloads');
      await waitFor(() => dialogOf(modal)?.querySelector('a'), 'the store links');
      const kinds = [...(dialogOf(modal)?.querySelectorAll<HTMLAnchorElement>('a') ?? [])].map((link) => link.dataset.kind);
      expect(kinds).to.deep.equal(['app_store', 'play_store', 'chrome_store', 'homepage']);
    });
  });
});
