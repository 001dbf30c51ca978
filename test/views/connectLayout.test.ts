// Connect as a visitor first sees it (issue 25, item 5), in the test page's own window, in a
// desktop window where the dialog has its full height, and on a phone-sized one (375×667): the
// email field and every social login are in the dialog's visible scroll area without scrolling,
// whether the wallets come first (the page has wallets, spec §1) or email and socials do; "or"
// stands between the logins and the wallets. The first social is one wide button with its name;
// the others are icon buttons of one size, named "Continue with …", in rows that end without a
// lone button, whatever the number of socials. On a phone the WalletConnect entry promises no QR
// code and opens no code to scan: it offers the wallet apps to open and Copy link.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { disconnect } from '../../src/actions/disconnect';
import { $injectedWallets } from '../../src/connectors/eip155/eip6963/injectedWallets';
import { DEFAULT_SOCIALS } from '../../src/config/defaults';
import { configure } from '../../src/stores/config';
import { $pairing } from '../../src/stores/walletConnectPairing';
import { isMobile } from '../../src/utils/isMobile';
import { buttonNamed, dialogOf, mountModal, resetAll, shadowActiveElement, textOf, viewOf, waitFor } from '../support/modalTestKit';
import { setTestPageViewport } from '../support/secureFrameClient';
import { stackInfo } from '../stack/stackInfo';

// Chromium on a machine with only loopback reports itself offline, and the SDK then refuses
// to connect: the page is online as far as this test is concerned (as in walletConnect.test.ts).
Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

const SIZES = [
  { name: "the test page's own window", size: undefined },
  { name: 'a desktop window (the dialog at its full 640 px)', size: { width: 1280, height: 800 } },
  { name: 'a phone (375×667)', size: { width: 375, height: 667 } },
] as const;

const LABELS: Record<string, string> = { google: 'Google', x: 'X', discord: 'Discord', farcaster: 'Farcaster', github: 'GitHub', apple: 'Apple', facebook: 'Facebook' };

const socialList = (modal: Element) => dialogOf(modal)?.querySelector<HTMLElement>('[aria-label="Social logins"]');
const socialButtons = (modal: Element) => [...(socialList(modal)?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
const emailField = (modal: Element) => dialogOf(modal)?.querySelector<HTMLInputElement>('input[type="email"]');
const walletConnectRow = (modal: Element) =>
  [...(dialogOf(modal)?.querySelectorAll<HTMLButtonElement>('button.wm-list-button') ?? [])].find((button) => button.textContent?.startsWith('WalletConnect'));

/** What of `elements` lies outside the dialog's scrolling body as it is now, by description. */
function outOfView(modal: Element, elements: Record<string, Element | null | undefined>): string[] {
  const body = dialogOf(modal)?.querySelector('.wm-body') as HTMLElement;
  const box = body.getBoundingClientRect();
  return Object.entries(elements)
    .filter(([, element]) => {
      if (!element) return true;
      const rect = element.getBoundingClientRect();
      return rect.height === 0 || rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5 || rect.left < box.left - 0.5 || rect.right > box.right + 0.5;
    })
    .map(([name]) => name);
}

/** Connect with its catalogue loaded (no placeholder rows left). */
async function connectSettled(modal: ModalElement): Promise<void> {
  await modal.open();
  await waitFor(() => viewOf(modal) === 'Connect' && socialList(modal) && emailField(modal), 'Connect with email and socials');
  await waitFor(() => buttonNamed(modal, 'All Wallets') && !dialogOf(modal)?.querySelector('.wm-skeleton-row'), 'the catalogue loaded', 600);
  // The card has risen into its place.
  await Promise.all(modal.shadowRoot!.querySelector('.wm-card')!.getAnimations().map((animation) => animation.finished));
}

/** The social buttons grouped in rows by their top edge, top to bottom. */
function rowsOf(buttons: HTMLElement[]): HTMLElement[][] {
  const rows = new Map<number, HTMLElement[]>();
  for (const button of buttons) {
    const top = Math.round(button.getBoundingClientRect().top);
    rows.set(top, [...(rows.get(top) ?? []), button]);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

describe('Connect: email and socials in view, one wide social and a row of icons, "or" before the wallets', function () {
  this.timeout(60_000);
  let modal: ModalElement;
  const stops: (() => void)[] = [];

  beforeEach(async () => {
    resetAll();
    modal = (await mountModal()) as ModalElement;
  });
  afterEach(async () => {
    stops.splice(0).forEach((stop) => stop());
    $injectedWallets.set([]);
    await setTestPageViewport(undefined);
    resetAll();
  });

  for (const { name, size } of SIZES) {
    for (const installed of [0, 1, 5]) {
      it(`in ${name}, with ${installed} wallet(s) on the page: the email field and every social button are in view without scrolling`, async () => {
        if (size) await setTestPageViewport(size);
        const { chains } = await stackInfo();
        for (let index = 0; index < installed; index += 1) {
          stops.push(createDemoWallet({ chains, name: `Layout Wallet ${index + 1}`, rdns: `dev.wallet-modal.layout${index + 1}` }).announce());
        }
        await connectSettled(modal);
        if (installed) await waitFor(() => dialogOf(modal)?.querySelector('[aria-label="Wallets on this page"]'), 'the wallets on this page');
        const body = dialogOf(modal)?.querySelector('.wm-body') as HTMLElement;
        expect(body.scrollTop).to.equal(0);
        const wanted: Record<string, Element | null | undefined> = { 'the email field': emailField(modal) };
        for (const button of socialButtons(modal)) wanted[button.getAttribute('aria-label') ?? ''] = button;
        expect(Object.keys(wanted)).to.have.length.above(5);
        expect(outOfView(modal, wanted)).to.deep.equal([]);
      });
    }
  }

  it('without wallets on the page: email, then socials, then "or", then the wallets (spec §1 method order)', async () => {
    await connectSettled(modal);
    const or = dialogOf(modal)?.querySelector('.wm-or') as HTMLElement;
    expect(or?.textContent).to.equal('or');
    const email = emailField(modal)!.getBoundingClientRect();
    const socials = socialList(modal)!.getBoundingClientRect();
    const wallets = walletConnectRow(modal)!.getBoundingClientRect();
    expect(email.bottom, 'email above the socials').to.be.at.most(socials.top);
    expect(socials.bottom, '"or" under the socials').to.be.at.most(or.getBoundingClientRect().top);
    expect(or.getBoundingClientRect().bottom, 'the wallets under "or"').to.be.at.most(wallets.top);
  });

  it('with a wallet on the page: the wallets, then "or", then email and socials', async () => {
    const { chains } = await stackInfo();
    stops.push(createDemoWallet({ chains, name: 'Layout Wallet', rdns: 'dev.wallet-modal.layout' }).announce());
    await connectSettled(modal);
    const installed = await waitFor(() => dialogOf(modal)?.querySelector('[aria-label="Wallets on this page"]'), 'the wallets on this page');
    const or = dialogOf(modal)?.querySelector('.wm-or') as HTMLElement;
    expect(or?.textContent).to.equal('or');
    expect(installed.getBoundingClientRect().bottom).to.be.at.most(or.getBoundingClientRect().top);
    expect(buttonNamed(modal, 'All Wallets')!.getBoundingClientRect().bottom, 'All Wallets above "or"').to.be.at.most(or.getBoundingClientRect().top);
    expect(or.getBoundingClientRect().bottom).to.be.at.most(emailField(modal)!.getBoundingClientRect().top);
  });

  for (let count = 2; count <= 7; count += 1) {
    it(`${count} socials: the first wide with its name, the others icon buttons of one size with names, no lone button in a row`, async () => {
      const socials = DEFAULT_SOCIALS.slice(0, count);
      configure({ features: { socials } });
      await connectSettled(modal);
      const buttons = socialButtons(modal);
      const [first, ...icons] = buttons;
      expect(first?.textContent, 'the first shows its name').to.equal('Continue with Google');
      expect(first?.getAttribute('aria-label')).to.equal('Continue with Google');
      const names = icons.map((icon) => icon.getAttribute('aria-label'));
      expect(names.slice(0, Math.min(count - 1, 4))).to.deep.equal(
        socials.slice(1, 5).map((social) => `Continue with ${LABELS[social]}`),
      );
      if (count > 6) expect(names.at(-1), 'the rest behind "More"').to.equal('More social logins');
      else expect(icons).to.have.length(count - 1);
      const sizes = new Set(icons.map((icon) => `${Math.round(icon.getBoundingClientRect().width)}×${Math.round(icon.getBoundingClientRect().height)}`));
      expect([...sizes], 'one size of icon button').to.have.length(1);
      const iconWidth = icons[0]!.getBoundingClientRect().width;
      expect(first!.getBoundingClientRect().width, 'the first wide').to.be.above(2 * iconWidth);
      const list = socialList(modal)!.getBoundingClientRect();
      const rows = rowsOf(icons);
      for (const [index, row] of rows.entries()) {
        const shared = row.length === 1 && Math.abs(row[0]!.getBoundingClientRect().top - first!.getBoundingClientRect().top) < 1;
        expect(row.length > 1 || shared, `row ${index + 1} of the icons has ${row.length} button(s)`).to.equal(true);
        expect(Math.abs(row.at(-1)!.getBoundingClientRect().right - list.right), `row ${index + 1} fills the width`).to.be.below(1);
      }
      expect(rows.at(-1)!.length, 'the last row as full as the first, or one short').to.be.at.least(rows[0]!.length - 1);
    });
  }

  it('"More social logins" shows the rest in balanced rows and gives the focus to the first it showed', async () => {
    await connectSettled(modal);
    expect(socialButtons(modal)).to.have.length(6);
    const more = buttonNamed(modal, 'More social logins') as HTMLButtonElement;
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    more.click();
    await waitFor(() => socialButtons(modal).length === 7, 'all seven socials');
    const icons = socialButtons(modal).slice(1);
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).to.deep.equal(
      ['X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'].map((name) => `Continue with ${name}`),
    );
    expect(rowsOf(icons).map((row) => row.length)).to.deep.equal([3, 3]);
    expect(shadowActiveElement(modal)).to.equal(buttonNamed(modal, 'Continue with Apple'));
    // A logo put in an icon button takes the place of its text; the wide button keeps its text.
    const name = (button: Element) => getComputedStyle(button.querySelector('.wm-social-name')!).display;
    for (const button of socialButtons(modal)) button.prepend(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));
    const [wide, ...withLogos] = socialButtons(modal);
    expect(name(wide!)).to.not.equal('none');
    expect(withLogos.map(name)).to.deep.equal(withLogos.map(() => 'none'));
  });

  describe('on a phone (device emulation)', () => {
    const emulate = (device: string | null) => executeServerCommand('emulate-device', { device });
    before(() => emulate('iPhone 15 Pro'));
    after(() => emulate(null));
    afterEach(() => disconnect('eip155'));

    it('the WalletConnect entry promises no QR code and offers the wallet apps to open and Copy link', async () => {
      expect(isMobile()).to.equal(true);
      const stack = await stackInfo();
      modal.remove();
      modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'relay-url': stack.relayUrl, 'verify-url': stack.verifyUrl })) as ModalElement;
      await connectSettled(modal);
      const row = walletConnectRow(modal) as HTMLButtonElement;
      expect(row.textContent, 'the Connect row').to.equal('WalletConnect');
      row.click();
      await waitFor(() => viewOf(modal) === 'ConnectingWalletConnectBasic', 'the WalletConnect view');
      const copy = await waitFor(() => buttonNamed(modal, 'Copy link'), 'Copy link, once there is a pairing', 600);
      expect(copy).to.not.equal(undefined);
      expect(dialogOf(modal)?.querySelector('svg.wm-qr, .wm-qr-frame'), 'a QR code on the phone').to.equal(null);
      expect(textOf(modal)).to.not.match(/scan|QR/i);
      expect(textOf(modal)).to.contain('Pick your wallet app to open it, or copy the link into it.');
      const wallets = await waitFor(() => {
        const rows = [...(dialogOf(modal)?.querySelectorAll<HTMLButtonElement>('button[data-wallet-id]') ?? [])];
        return rows.length ? rows : undefined;
      }, 'the wallet apps to open');
      const name = wallets[0]!.textContent as string;
      wallets[0]!.click();
      await waitFor(() => viewOf(modal) === 'ConnectingWalletConnect', 'the wallet picked');
      await waitFor(() => !buttonNamed(modal, `Open ${name}`)?.disabled && $pairing.get().uri, `Open ${name} with a pairing`, 600);
    });
  });
});
