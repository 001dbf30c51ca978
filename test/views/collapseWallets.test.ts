// Connect's collapsed wallet list (spec §1 collapseWallets, issue 27 item 3): with email or
// socials offered, Connect shows them first and one "Continue with a wallet" row, with the
// count of the wallets installed on the page, that opens the wallets (ConnectWallets); Back
// returns to the collapsed Connect; a wallet connects from there. Without email and socials
// the feature changes nothing. Two real demo wallets, the real stack, real Chromium.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { configure } from '../../src/stores/config';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, dialogOf, mountModal, resetAll, settled, shadowActiveElement, viewOf, viewShown, waitFor } from '../support/modalTestKit';
import { seriousViolations } from '../support/seriousViolations';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

const emailField = (modal: Element) => dialogOf(modal)?.querySelector<HTMLInputElement>('input[type="email"]');
const socialList = (modal: Element) => dialogOf(modal)?.querySelector<HTMLElement>('[aria-label="Social logins"]');
const continueWithWallet = (modal: Element) => buttonNamed(modal, 'Continue with a wallet');
/** The rows of the wallets installed on the page, by the names they show. */
const installedRows = (modal: Element) =>
  [...(dialogOf(modal)?.querySelectorAll('[aria-label="Wallets on this page"] button') ?? [])].map((row) => [...row.querySelectorAll('span')].map((span) => span.textContent));

describe('Connect: the collapsed wallet list', function () {
  this.timeout(60_000);
  let modal: ModalElement;
  const stops: (() => void)[] = [];

  beforeEach(async () => {
    resetAll();
    const { chains } = await stackInfo();
    stops.push(createDemoWallet({ chains, accountIndex: 6, knownChainIds: [1, 8453] }).announce());
    stops.push(createDemoWallet({ chains, name: 'Second Wallet', rdns: 'dev.wallet-modal.second', accountIndex: 7 }).announce());
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453' })) as ModalElement;
  });
  afterEach(async () => {
    await disconnect('eip155');
    stops.splice(0).forEach((stop) => stop());
    resetAll();
  });

  it('shows email and socials first and one "Continue with a wallet" row with the installed count, which opens the wallets; Back collapses them again', async () => {
    configure({ features: { collapseWallets: true } });
    await modal.open();
    const entry = await waitFor(() => emailField(modal) && socialList(modal) && continueWithWallet(modal), 'the collapsed Connect');
    expect([...entry.querySelectorAll(':scope > span:not([aria-hidden])')].map((span) => span.textContent)).to.deep.equal(['Continue with a wallet', '2 installed']);
    expect(buttonNamed(modal, 'Demo Wallet'), 'no wallet row on the collapsed Connect').to.equal(undefined);
    expect(buttonNamed(modal, 'WalletConnect')).to.equal(undefined);
    expect(buttonNamed(modal, 'All Wallets')).to.equal(undefined);
    expect(emailField(modal)!.getBoundingClientRect().bottom, 'email first').to.be.at.most(socialList(modal)!.getBoundingClientRect().top);
    const or = dialogOf(modal)!.querySelector('.wm-or')!;
    expect(socialList(modal)!.getBoundingClientRect().bottom, 'then socials, then "or"').to.be.at.most(or.getBoundingClientRect().top);
    expect(or.getBoundingClientRect().bottom, 'then the wallets').to.be.at.most(entry.getBoundingClientRect().top);

    // With the keyboard: Tab reaches it and Enter opens the wallets.
    await settled(modal);
    await waitFor(() => shadowActiveElement(modal), 'the focus in the dialog');
    for (let step = 0; step < 20 && shadowActiveElement(modal) !== entry; step += 1) await sendKeys({ press: 'Tab' });
    expect(shadowActiveElement(modal), 'Tab reaches "Continue with a wallet"').to.equal(entry);
    await sendKeys({ press: 'Enter' });
    await viewShown(modal, 'ConnectWallets');
    await waitFor(() => installedRows(modal).length === 2 && buttonNamed(modal, 'All Wallets'), 'the wallets on the page and the catalogue');
    expect(installedRows(modal)).to.deep.equal([
      ['Demo Wallet', 'Installed'],
      ['Second Wallet', 'Installed'],
    ]);
    expect(buttonNamed(modal, 'WalletConnect')).to.not.equal(undefined);
    expect(dialogOf(modal)?.querySelector('.wm-title')?.textContent).to.equal('Connect Wallet');

    buttonNamed(modal, 'Back')!.click();
    await waitFor(() => viewOf(modal) === 'Connect' && continueWithWallet(modal), 'the collapsed Connect again');
    expect(buttonNamed(modal, 'Demo Wallet')).to.equal(undefined);
  });

  it('connects a wallet picked from the opened list', async () => {
    configure({ features: { collapseWallets: true } });
    await modal.open();
    (await waitFor(() => continueWithWallet(modal), '"Continue with a wallet"')).click();
    await viewShown(modal, 'ConnectWallets');
    (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet')).click();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected through Demo Wallet', 600);
    expect(stores.$account.get().address).to.equal(DEV_ACCOUNTS[6]);
  });

  it('changes nothing without email and socials: the wallets are on Connect', async () => {
    configure({ features: { collapseWallets: true, email: false, socials: false } });
    await modal.open();
    await waitFor(() => installedRows(modal).length === 2, 'the wallets on Connect');
    expect(continueWithWallet(modal)).to.equal(undefined);
    // And with email back, the same page collapses them: the check above could fail.
    configure({ features: { collapseWallets: true, email: true, socials: false } });
    await waitFor(() => continueWithWallet(modal) && installedRows(modal).length === 0, 'collapsed once email is offered');
  });

  it('has no serious or critical axe violation, collapsed and opened', async () => {
    configure({ features: { collapseWallets: true } });
    await modal.open();
    (await waitFor(() => continueWithWallet(modal), '"Continue with a wallet"')).click();
    await viewShown(modal, 'ConnectWallets');
    await waitFor(() => buttonNamed(modal, 'All Wallets') && !dialogOf(modal)?.querySelector('.wm-skeleton-row'), 'the catalogue');
    expect(await seriousViolations(modal)).to.deep.equal([]);
    buttonNamed(modal, 'Back')!.click();
    await waitFor(() => continueWithWallet(modal), 'the collapsed Connect');
    expect(await seriousViolations(modal)).to.deep.equal([]);
  });
});
