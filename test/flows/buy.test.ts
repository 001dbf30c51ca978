// Buying crypto through the two local on-ramp providers (Rampa 1 %, Onda 2 %): the visitor
// picks USDC on Base, pays 100 USD by card, sees both providers' quotes, picks one; its page
// opens in a real window where the visitor pays; BuyInProgress follows the purchase until the
// provider's delivery is on chain, and Activity shows it. A failing options call falls back to
// the built-in choices; a failing quote is shown as an estimate, never as a price.
import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { stackTokenBalance, waitForReceipt } from '../support/chainReads';
import { $activeNetwork } from '../../src/stores/network';
import { announceDemoWallet, connectWithClick } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, linkNamed, listButtonNamed, dialogOf, mountModal, resetAll, shadowActiveElement, typeInto, waitFor, viewOf, textOf } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';
import { clickLinkToWindow } from '../support/clickLinkToWindow';
import { whileWindowsBlocked } from '../support/whileWindowsBlocked';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };
// Dev account 6 receives the purchases: no other test reads its USDC on Base.
const BUYER = DEV_ACCOUNTS[6];

async function fault(path: string, projectId: string, times: number): Promise<void> {
  const { apiUrl } = await stackInfo();
  const added = await fetch(`${apiUrl}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, mode: '503', projectId, times }) });
  expect(added.ok).to.equal(true);
}

describe('Buy crypto through the local on-ramp providers', function () {
  this.timeout(90_000);
  let stop: (() => void) | undefined;
  let modal: ModalElement;
  let tracked: string[] = [];

  async function openBuy(projectId = 'test-project'): Promise<void> {
    resetAll();
    ({ stop } = await announceDemoWallet(6));
    modal = (await mountModal({ networks: 'eip155:8453', 'project-id': projectId })) as ModalElement;
    tracked = [];
    modal.addEventListener('track', (event) => tracked.push((event as CustomEvent<{ event: string }>).detail.event));
    await connectWithClick(modal);
    (await waitFor(() => buttonNamed(modal, 'Buy'), 'Buy on Account')).click();
    await waitFor(() => viewOf(modal) === 'OnRampProviders', 'OnRampProviders');
  }

  async function chooseUsdc(): Promise<void> {
    (await waitFor(() => dialogOf(modal)?.querySelector<HTMLButtonElement>('button[aria-label^="Buy: "]'), 'the token to buy')).click();
    (await waitFor(() => listButtonNamed(modal, 'USD Coin'), 'USDC offered', 300)).click();
    await waitFor(() => buttonNamed(modal, 'Buy: USDC'), 'USDC chosen');
  }

  /** Buy opened for USDC with the providers' quotes shown; the stack's Rampa. */
  async function rampaQuoted() {
    const rampa = (await stackInfo()).onrampProviders.find((candidate) => candidate.name === 'Rampa');
    if (!rampa) expect.fail('the stack runs no Rampa');
    await openBuy();
    await chooseUsdc();
    await waitFor(() => textOf(modal).includes('You get 98.9 USDC'), 'the quotes', 600);
    return rampa;
  }

  afterEach(async () => {
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
  });

  it('buys USDC through each provider: both quotes shown, the page pays, the tokens arrive on chain and in Activity', async () => {
    const { onrampProviders, chains } = await stackInfo();
    await openBuy();
    await chooseUsdc();
    await waitFor(() => textOf(modal).includes('You get 98.9 USDC') && textOf(modal).includes('You get 97.9 USDC'), 'both quotes for 100 USD', 600).catch((error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
    });
    expect(textOf(modal)).to.contain('Fee 1 %');
    expect(textOf(modal)).to.contain('Fee 2 %');
    for (const [name, amount] of [
      ['Rampa', 98_900_000n],
      ['Onda', 97_900_000n],
    ] as const) {
      const provider = onrampProviders.find((candidate) => candidate.name === name);
      if (!provider) expect.fail(`the stack runs no ${name}`);
      const before = await stackTokenBalance(8453, 'USDC', BUYER);
      listButtonNamed(modal, name)?.click();
      await waitFor(() => viewOf(modal) === 'BuyInProgress', 'BuyInProgress');
      await waitFor(() => textOf(modal).includes(`Continue in the ${name} window`), 'the provider window', 300);
      await executeServerCommand('popup-click', { origin: provider.url, name: 'Pay' });
      await waitFor(() => dialogOf(modal)?.querySelector('[data-purchase="arrived"]'), 'the tokens arrived', 900);
      // The outcome is titled as one, says what arrived, and offers Done (focused) and Activity.
      expect(dialogOf(modal)?.querySelector('.wm-title')?.textContent).to.equal('Purchase complete');
      expect(textOf(modal)).to.contain(`${Number(amount) / 1e6} USDC arrived in your wallet.`);
      expect(shadowActiveElement(modal)?.textContent, 'focus on Done').to.equal('Done');
      expect((await stackTokenBalance(8453, 'USDC', BUYER)) - before).to.equal(amount);
      expect(tracked.slice(-2)).to.deep.equal(['BUY_INITIATED', 'BUY_SUCCESS']);
      await executeServerCommand('popup-click', { origin: provider.url, name: 'Done' });
      buttonNamed(modal, 'View activity')?.click();
      await waitFor(() => viewOf(modal) === 'Activity', 'Activity');
      // One row names the provider and the amount, and opens the delivery on Base's explorer.
      const said = `Bought via ${name} ${Number(amount) / 1e6} USDC`;
      const row = await waitFor(
        () => [...(dialogOf(modal)?.querySelectorAll<HTMLAnchorElement>('a.wm-activity-item') ?? [])].find((candidate) => candidate.getAttribute('aria-label')?.startsWith(`${said},`)),
        `'${said}' in Activity`,
        600,
      ).catch((error: Error) => {
        throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
      });
      expect(row.getAttribute('aria-label')).to.equal(`${said}, View on explorer`);
      expect(row.querySelector('[data-badge]')?.getAttribute('data-badge')).to.equal('in');
      const explorer = $activeNetwork.get().blockExplorers?.default.url.replace(/\/+$/, '');
      const hash = row.href.slice(`${explorer}/tx/`.length);
      expect([row.href, row.target]).to.deep.equal([`${explorer}/tx/${hash}`, '_blank']);
      const receipt = await waitForReceipt(chains['8453'] as string, hash);
      expect([receipt.from.toLowerCase(), receipt.status]).to.deep.equal([provider.deliveryAddress.toLowerCase(), '0x1']);
      // Back to the outcome, whose Done returns to Account.
      buttonNamed(modal, 'Back')?.click();
      await waitFor(() => viewOf(modal) === 'BuyInProgress', 'the purchase again');
      expect(dialogOf(modal)?.querySelector('.wm-title')?.textContent).to.equal('Purchase complete');
      buttonNamed(modal, 'Done')?.click();
      await waitFor(() => viewOf(modal) === 'Account', 'Account after Done');
      expect(dialogOf(modal)?.querySelector('.wm-title')?.textContent).to.equal('Account');
      // Back to Buy for the next provider.
      await modal.open();
      (await waitFor(() => buttonNamed(modal, 'Buy'), 'Buy on Account')).click();
      await chooseUsdc();
      await waitFor(() => textOf(modal).includes('You get 97.9 USDC'), 'the quotes again', 600);
    }
  });

  it('a purchase whose visitor closed the modal and opened Buy again is still followed: its arrival is told and counted', async () => {
    const rampa = await rampaQuoted();
    listButtonNamed(modal, 'Rampa')?.click();
    await waitFor(() => textOf(modal).includes('Continue in the Rampa window'), 'the provider window', 300);
    // The visitor closes the modal, then opens Buy again while paying in the provider's window.
    (modal as ModalElement & { close(): void }).close();
    await waitFor(() => !dialogOf(modal), 'the modal closed');
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Buy'), 'Buy on Account')).click();
    await waitFor(() => viewOf(modal) === 'OnRampProviders', 'OnRampProviders again');
    await executeServerCommand('popup-click', { origin: rampa.url, name: 'Pay' });
    const toast = await waitFor(() => modal.shadowRoot?.querySelector('.wm-toast[data-variant="success"]'), 'the arrival told', 900);
    expect(toast.textContent).to.contain('98.9 USDC arrived in your wallet.');
    expect(tracked, 'the purchase counted').to.include('BUY_SUCCESS');
    await executeServerCommand('popup-click', { origin: rampa.url, name: 'Done' });
  });

  it('a provider window the browser blocked: BuyInProgress says so and links the page, where the purchase goes on and is followed', async () => {
    const rampa = await rampaQuoted();
    await whileWindowsBlocked(async () => {
      listButtonNamed(modal, 'Rampa')?.click();
      await waitFor(() => textOf(modal).includes('The Rampa window did not open: open Rampa below to continue.'), 'the window not open said', 300);
    });
    expect(textOf(modal)).to.not.contain('Continue in the Rampa window');
    const link = await waitFor(() => linkNamed(modal, 'Open Rampa'), 'the link to the page');
    expect(new URL(link.href).origin).to.equal(new URL(rampa.url).origin);
    clickLinkToWindow(link);
    await waitFor(() => textOf(modal).includes('Continue in the Rampa window') && link.textContent === 'Open Rampa again', 'the page said open once opened from the link');
    await executeServerCommand('popup-click', { origin: rampa.url, name: 'Pay' });
    await waitFor(() => dialogOf(modal)?.querySelector('[data-purchase="arrived"]'), 'the tokens arrived', 900);
    await executeServerCommand('popup-click', { origin: rampa.url, name: 'Done' });
  });

  it('the wallet moving to another network while Buy is open: the order, its quotes and the purchase are for the new network', async () => {
    const { onrampProviders } = await stackInfo();
    const rampa = onrampProviders.find((candidate) => candidate.name === 'Rampa');
    if (!rampa) expect.fail('the stack runs no Rampa');
    resetAll();
    let wallet;
    ({ stop, wallet } = await announceDemoWallet(6));
    modal = (await mountModal({ networks: 'eip155:8453,eip155:1', 'project-id': 'test-project' })) as ModalElement;
    await connectWithClick(modal);
    (await waitFor(() => buttonNamed(modal, 'Buy'), 'Buy on Account')).click();
    await waitFor(() => viewOf(modal) === 'OnRampProviders', 'OnRampProviders');
    await chooseUsdc();
    await waitFor(() => textOf(modal).includes('You get 98.9 USDC'), "Base's quote", 600);
    wallet.controls.switchChainFromWallet(1);
    await waitFor(() => $activeNetwork.get().caipNetworkId === 'eip155:1', 'the modal on Ethereum');
    // Asked again for Ethereum (its network fee is not Base's): the quote shown is what arrives.
    const rampaQuote = () => listButtonNamed(modal, 'Rampa')?.querySelector('[data-quote]')?.textContent ?? '';
    const shown = await waitFor(() => /^You get ([\d.]+) USDC$/.exec(rampaQuote())?.[1], "Ethereum's quote", 600);
    expect(shown, 'not the quote for Base').to.not.equal('98.9');
    const before = await stackTokenBalance(1, 'USDC', BUYER);
    listButtonNamed(modal, 'Rampa')?.click();
    await waitFor(() => textOf(modal).includes('Continue in the Rampa window'), 'the provider window', 300);
    await executeServerCommand('popup-click', { origin: rampa.url, name: 'Pay' });
    await waitFor(() => dialogOf(modal)?.querySelector('[data-purchase="arrived"]'), 'the tokens arrived on Ethereum', 900);
    expect((await stackTokenBalance(1, 'USDC', BUYER)) - before).to.equal(BigInt(Math.round(Number(shown) * 1e6)));
    await executeServerCommand('popup-click', { origin: rampa.url, name: 'Done' });
  });

  it('a failing options call falls back to the built-in choices; a failing quote reads as an estimate', async () => {
    const project = `buy-fallback-${Date.now()}`;
    // GETs are tried 4 times (spec §9: 3 retries): every try fails.
    await fault('/v1/onramp/options', project, 4);
    await fault('/v1/onramp/quote', project, 8);
    await openBuy(project);
    await waitFor(() => textOf(modal).includes('these are the usual choices'), 'the defaults note', 600);
    await waitFor(() => buttonNamed(modal, 'Buy: ETH'), 'ETH offered by default');
    const estimate = await waitFor(() => dialogOf(modal)?.querySelector('[data-quote="estimate"]')?.textContent, 'an estimate', 600);
    expect(estimate).to.match(/^About [\d.,]+ ETH \(an estimate, not a quote\)$/);
    // Out of the card's limits: the providers cannot be picked.
    typeInto(dialogOf(modal)?.querySelector('input') as HTMLInputElement, '9000');
    await waitFor(() => textOf(modal).includes('Between 10.00 and 7,500.00 USD'), 'the card limit');
    expect(listButtonNamed(modal, 'Rampa')?.disabled).to.equal(true);
  });
});
