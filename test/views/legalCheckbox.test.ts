// Connect's legal checkbox (spec §1 legalCheckbox, issue 27 item 2): with the feature and the
// page's terms or privacy link, "I agree to the Terms of Service and Privacy Policy" with its
// links opened safely in a new tab; every connect method (WalletConnect, the wallets on the
// page, the catalogue, All Wallets, email, socials) disabled until it is ticked, for the eye,
// the pointer, the keyboard and assistive technology; the choice kept across a reload. Real
// demo wallet, real stack, real Chromium.
import { expect } from 'chai';
import { resetMouse, sendKeys } from '@web/test-runner-commands';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { configure } from '../../src/stores/config';
import { clickDisabledLikeAPerson } from '../support/clickLikeAPerson';
import { loadPage, reloadFrame, walletPageUrl } from '../support/loadPage';
import { buttonNamed, dialogOf, mountModal, nextFrame, resetAll, settled, shadowActiveElement, viewOf, waitFor } from '../support/modalTestKit';
import { seriousViolations } from '../support/seriousViolations';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

const TERMS = 'https://example.test/terms';
const PRIVACY = 'https://example.test/privacy';
const STORED = '@wallet-modal/legalAccepted';

const checkbox = (root: ParentNode | null | undefined) => root?.querySelector<HTMLInputElement>('input[type="checkbox"]') ?? null;
const sentence = (root: ParentNode | null | undefined) => checkbox(root)?.closest('label') ?? null;

/** The text the eye reads: without what is there for assistive technology only. */
function visibleText(element: Element | null | undefined): string | undefined {
  if (!element) return undefined;
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.wm-visually-hidden')) hidden.remove();
  return copy.textContent?.replace(/\s+/g, ' ').trim();
}

/** The checkbox's sentence, as a visitor reads it. */
const sentenceText = (root: ParentNode | null | undefined) => visibleText(sentence(root));

/** Disabled as the visitor and assistive technology meet it: its own attribute or its disabled fieldset's. */
const disabled = (control: Element) => control.matches(':disabled');

/** Every control a visitor connects with on Connect: buttons and fields, but not the network, help or header. */
function connectMethods(modal: Element): HTMLElement[] {
  const body = dialogOf(modal)?.querySelector('.wm-body');
  const controls = [...(body?.querySelectorAll<HTMLElement>('button, input, a[href]') ?? [])];
  return controls.filter((control) => !control.closest('label') && !control.closest('details') && !control.textContent?.startsWith('Network'));
}

/** The names of the connect methods, as a visitor reads them. */
const namesOf = (controls: HTMLElement[]) =>
  controls.map((control) => (control instanceof HTMLInputElement ? control.type : (control.getAttribute('aria-label') ?? control.textContent ?? '')).trim());

/** Connect with the demo wallet, the catalogue, email and socials all in. */
async function connectSettled(modal: ModalElement): Promise<void> {
  await modal.open();
  await waitFor(() => buttonNamed(modal, 'Demo Wallet') && buttonNamed(modal, 'All Wallets') && dialogOf(modal)?.querySelector('input[type="email"]'), 'Connect with every method');
  await waitFor(() => !dialogOf(modal)?.querySelector('.wm-skeleton-row'), 'the catalogue rows');
}

describe('Connect: the legal checkbox', function () {
  this.timeout(60_000);
  let modal: ModalElement;
  let wallet: ReturnType<typeof createDemoWallet>;
  let stopAnnouncing: () => void;

  beforeEach(async () => {
    resetAll();
    wallet = createDemoWallet({ chains: (await stackInfo()).chains, accountIndex: 5, knownChainIds: [1, 8453] });
    stopAnnouncing = wallet.announce();
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453' })) as ModalElement;
  });
  afterEach(async () => {
    await resetMouse();
    await disconnect('eip155');
    stopAnnouncing();
    resetAll();
  });

  it('asks for agreement with safe links; until it is ticked no method reacts to a click or the keyboard; ticking lets the visitor connect', async () => {
    configure({ features: { legalCheckbox: true }, termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY });
    await connectSettled(modal);
    const box = await waitFor(() => checkbox(dialogOf(modal)), 'the legal checkbox');
    expect(box.checked).to.equal(false);
    const links = [...sentence(dialogOf(modal))!.querySelectorAll('a')];
    expect(links.map((link) => [visibleText(link), link.href, link.target, link.rel])).to.deep.equal([
      ['Terms of Service', TERMS, '_blank', 'noopener noreferrer'],
      ['Privacy Policy', PRIVACY, '_blank', 'noopener noreferrer'],
    ]);
    // Assistive technology is told each opens a new tab; the eye is not.
    for (const link of links) {
      const hidden = link.querySelector('.wm-visually-hidden');
      expect(hidden?.textContent?.trim(), `${visibleText(link)} says it opens a new tab`).to.equal('(opens in a new tab)');
      expect(hidden!.getBoundingClientRect().width, 'out of sight').to.be.at.most(1);
    }
    expect(sentenceText(dialogOf(modal))).to.equal('I agree to the Terms of Service and Privacy Policy');
    expect(visibleText(box.labels?.[0]), "the checkbox's name").to.equal('I agree to the Terms of Service and Privacy Policy');

    // Every method is there, and disabled: for assistive technology and the keyboard (disabled
    // controls are out of the tab order), and to the eye.
    const methods = connectMethods(modal);
    const names = namesOf(methods);
    for (const wanted of ['WalletConnect', 'Demo Wallet', 'All Wallets', 'email', 'Continue', 'Continue with Google', 'Continue with X']) {
      expect(names.some((name) => name.startsWith(wanted)), `${wanted} among ${names.join(', ')}`).to.equal(true);
    }
    expect(methods.filter((method) => !method.matches(':disabled')).map((method) => method.outerHTML.slice(0, 120))).to.deep.equal([]);
    for (const method of methods) expect(Number(getComputedStyle(method).opacity), namesOf([method])[0]).to.be.at.most(0.5);
    const group = methods[0]!.closest('fieldset')!;
    expect(group.disabled).to.equal(true);
    expect(modal.shadowRoot!.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent, 'the reason the methods wait').to.match(/^I agree to the Terms of Service/);

    // The mouse, on each method: the click lands on it (nothing on top), no click event reaches
    // a disabled control, and nothing follows: no other view, no wallet prompt.
    await settled(modal);
    for (const name of ['Demo Wallet', 'All Wallets', 'WalletConnect']) {
      await clickDisabledLikeAPerson(buttonNamed(modal, name)!);
      await nextFrame();
      expect(viewOf(modal), `a click on ${name} while unticked`).to.equal('Connect');
      expect(stores.$account.get().status, `a click on ${name} while unticked`).to.not.equal('connecting');
    }
    await nextFrame();
    expect(wallet.controls.pending()).to.deep.equal([]);
    expect(stores.$account.get().status).to.equal('disconnected');

    // The keyboard: from the checkbox, Tab goes round the dialog without landing on a method.
    await settled(modal);
    box.focus();
    const reached: Element[] = [];
    for (let step = 0; step < 12; step += 1) {
      await sendKeys({ press: 'Tab' });
      const active = shadowActiveElement(modal);
      if (active) reached.push(active);
    }
    expect(reached.filter((element) => methods.includes(element as HTMLElement)).map((element) => element.outerHTML.slice(0, 80))).to.deep.equal([]);
    expect(reached.some((element) => element === box), 'Tab comes back round to the checkbox').to.equal(true);

    // Ticked (with the keyboard): every method is live, and Demo Wallet connects.
    box.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => box.checked && !disabled(buttonNamed(modal, 'Demo Wallet')!), 'the methods enabled');
    expect(connectMethods(modal).filter((method) => method.matches(':disabled')).map((method) => method.outerHTML.slice(0, 120))).to.deep.equal([]);
    expect(group.hasAttribute('aria-describedby')).to.equal(false);
    expect(localStorage.getItem(STORED)).to.equal('true');
    buttonNamed(modal, 'Demo Wallet')!.click();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected through Demo Wallet', 600);
  });

  it('names only the document the page links; a URL that is not a web page is plain text, never a link', async () => {
    configure({ features: { legalCheckbox: true }, termsConditionsUrl: TERMS });
    await modal.open();
    await waitFor(() => sentenceText(dialogOf(modal)) && buttonNamed(modal, 'Demo Wallet'), 'the terms only');
    expect(sentenceText(dialogOf(modal))).to.equal('I agree to the Terms of Service');
    expect([...sentence(dialogOf(modal))!.querySelectorAll('a')].map((link) => [visibleText(link), link.href])).to.deep.equal([['Terms of Service', TERMS]]);
    expect(disabled(buttonNamed(modal, 'Demo Wallet')!)).to.equal(true);

    for (const unsafe of ['javascript:alert(1)', 'data:text/html,<b>hi</b>', 'metamask://terms', '/privacy']) {
      configure({ termsConditionsUrl: undefined, privacyPolicyUrl: unsafe });
      await waitFor(() => sentenceText(dialogOf(modal)) === 'I agree to the Privacy Policy', `the privacy policy of ${unsafe} as text`);
      expect(sentence(dialogOf(modal))!.querySelector('a'), unsafe).to.equal(null);
      expect(disabled(buttonNamed(modal, 'Demo Wallet')!), 'still asked').to.equal(true);
    }
  });

  it('shows no checkbox and keeps every method live with the feature off, or without links', async () => {
    configure({ termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY });
    await connectSettled(modal);
    expect(checkbox(dialogOf(modal)), 'the feature off').to.equal(null);
    expect(connectMethods(modal).filter((method) => method.matches(':disabled'))).to.deep.equal([]);
    configure({ features: { legalCheckbox: true }, termsConditionsUrl: undefined, privacyPolicyUrl: '' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(checkbox(dialogOf(modal)), 'no link').to.equal(null);
    expect(connectMethods(modal).filter((method) => method.matches(':disabled'))).to.deep.equal([]);
    // The same configuration with a link asks again: the check above could fail.
    configure({ privacyPolicyUrl: PRIVACY });
    await waitFor(() => checkbox(dialogOf(modal)) && disabled(buttonNamed(modal, 'Demo Wallet')!), 'asked once there is a link');
  });

  it('has no serious or critical axe violation, unticked and ticked', async () => {
    configure({ features: { legalCheckbox: true }, termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY });
    await connectSettled(modal);
    const box = await waitFor(() => checkbox(dialogOf(modal)), 'the legal checkbox');
    expect(await seriousViolations(modal)).to.deep.equal([]);
    box.click();
    await waitFor(() => !disabled(buttonNamed(modal, 'Demo Wallet')!), 'the methods enabled');
    expect(await seriousViolations(modal)).to.deep.equal([]);
  });
});

describe('Connect: the legal checkbox across a reload (the built UMD file in a host page)', function () {
  this.timeout(60_000);
  let frame: HTMLIFrameElement;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    frame?.remove();
    localStorage.clear();
    sessionStorage.clear();
  });

  const shadow = () => frame.contentDocument?.querySelector('wallet-modal')?.shadowRoot;
  const demoWallet = () => [...(shadow()?.querySelectorAll('button') ?? [])].find((button) => button.textContent?.includes('Demo Wallet'));
  async function openConnect(): Promise<void> {
    (await waitFor(() => frame.contentDocument?.querySelector('wallet-button')?.shadowRoot?.querySelector('button'), 'the wallet button')).click();
    await waitFor(() => checkbox(shadow()) && demoWallet(), 'Connect with the checkbox and Demo Wallet', 300);
  }

  it('keeps the visitor ticked after a reload, and unticking is kept too', async () => {
    frame = await loadPage(await walletPageUrl({ account: '5', legal: '1' }));
    await openConnect();
    expect(checkbox(shadow())!.checked).to.equal(false);
    expect(disabled(demoWallet()!)).to.equal(true);
    checkbox(shadow())!.click();
    await waitFor(() => !disabled(demoWallet()!), 'Demo Wallet enabled');

    await reloadFrame(frame);
    await openConnect();
    expect(checkbox(shadow())!.checked, 'ticked after the reload').to.equal(true);
    expect(disabled(demoWallet()!)).to.equal(false);

    checkbox(shadow())!.click();
    await waitFor(() => disabled(demoWallet()!), 'Demo Wallet disabled again');
    await reloadFrame(frame);
    await openConnect();
    expect(checkbox(shadow())!.checked, 'unticked after the reload').to.equal(false);
    expect(disabled(demoWallet()!)).to.equal(true);
  });
});
