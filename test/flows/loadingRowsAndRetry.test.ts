// Lists that wait on a service show placeholder rows, never bare loading text, and a list that
// could not be loaded says so with Try again, which loads it again and shows its rows. The
// services are made slow or failing by the stack's fault injection, scoped to each test's
// project id: the first calls fail (every retry of a GET), the next one answers slowly.
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { announceDemoWallet, connectWithClick } from '../support/connectDemoWallet';
import { buttonNamed, dialogOf, listButtonNamed, mountModal, resetAll, viewOf, waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';
import { catalogRows, uniqueProjectId } from './walletListKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };
type Service = 'api' | 'explorer';

/** A GET is tried 4 times (spec §9: 3 retries): this many faults fail one load. */
const TRIES = 4;
const SLOW_MS = 1_000;

async function addFault(service: Service, fault: Record<string, unknown>): Promise<void> {
  const stack = await stackInfo();
  const base = service === 'api' ? stack.apiUrl : stack.explorerUrl;
  const answer = await fetch(`${base}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  expect(answer.status, await answer.clone().text()).to.equal(201);
}

/** The first load fails, then the next answers after SLOW_MS: long enough to see the placeholders. */
async function failThenSlow(service: Service, path: string, projectId: string): Promise<void> {
  await addFault(service, { path, mode: '503', times: TRIES, projectId });
  await addFault(service, { path, mode: 'slow', delayMs: SLOW_MS, times: 1, projectId });
}

async function clearFaults(projectId: string): Promise<void> {
  const stack = await stackInfo();
  await Promise.all([stack.apiUrl, stack.explorerUrl].map((base) => fetch(`${base}/__faults?projectId=${projectId}`, { method: 'DELETE' })));
}

/** The text a sighted visitor reads: without what is visually hidden or hidden from everyone. */
function visibleText(root: Element): string {
  let text = '';
  const walk = (node: Node) => {
    if (node instanceof Element && (node.classList.contains('wm-visually-hidden') || node.getAttribute('aria-hidden') === 'true')) return;
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    node.childNodes.forEach(walk);
  };
  walk(root);
  return text;
}

/**
 * Placeholder rows in `scope` (a busy list of at least `fewest` hidden rows with a polite status
 * saying `status`) and none of the loading text visible. Resolves to how many rows it holds.
 */
async function expectSkeleton(modal: ModalElement, status: string, scope = (dialog: HTMLElement): Element => dialog, fewest = 2): Promise<number> {
  const list = await waitFor(() => {
    const dialog = dialogOf(modal);
    return dialog && scope(dialog).querySelector('ul[aria-busy="true"]:has(> li[data-skeleton])');
  }, 'placeholder rows');
  const rows = [...list.querySelectorAll('li')];
  expect(rows.length).to.be.at.least(fewest);
  expect(rows.every((row) => row.getAttribute('aria-hidden') === 'true' && row.classList.contains('wm-skeleton'))).to.equal(true);
  const statuses = [...(dialogOf(modal)?.querySelectorAll('[role="status"]') ?? [])].map((element) => element.textContent);
  expect(statuses).to.include(status);
  expect(visibleText(dialogOf(modal) as HTMLElement)).to.not.contain(status);
  return rows.length;
}

const skeletonGone = (modal: ModalElement) => !dialogOf(modal)?.querySelector('li[data-skeleton]');

/** The Try again button next to `message`, in the element that holds both. */
async function retryNextTo(modal: ModalElement, message: string, frames = 300): Promise<HTMLButtonElement> {
  return waitFor(() => {
    const buttons = [...(dialogOf(modal)?.querySelectorAll<HTMLButtonElement>('button') ?? [])].filter((button) => button.textContent === 'Try again');
    return buttons.find((button) => button.parentElement?.textContent?.includes(message));
  }, `Try again next to "${message}"`, frames);
}

describe('loading rows and Try again', function () {
  this.timeout(40_000);
  let modal: ModalElement;
  let projectId = '';
  let stop: (() => void) | undefined;

  beforeEach(() => {
    resetAll();
    sessionStorage.clear();
    projectId = uniqueProjectId('loading-rows');
  });

  afterEach(async () => {
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
    sessionStorage.clear();
    await clearFaults(projectId);
  });

  async function connect(account: number, networks = 'eip155:1,eip155:8453'): Promise<void> {
    ({ stop } = await announceDemoWallet(account));
    modal = (await mountModal({ 'project-id': projectId, networks })) as ModalElement;
    await connectWithClick(modal);
  }

  it('Activity: placeholder rows, then the failure with Try again, which loads the transactions', async () => {
    await failThenSlow('api', '/v1/account/*/history', projectId);
    await connect(3);
    buttonNamed(modal, 'Activity')?.click();
    await waitFor(() => viewOf(modal) === 'Activity', 'the Activity view');
    await expectSkeleton(modal, 'Loading activity…');
    const retry = await retryNextTo(modal, 'Failed to fetch transactions');
    expect(dialogOf(modal)?.querySelectorAll('.wm-activity-item').length).to.equal(0);
    retry.click();
    await expectSkeleton(modal, 'Loading activity…');
    await waitFor(() => dialogOf(modal)?.querySelectorAll('.wm-activity-item').length, 'the transactions', 300);
    expect(skeletonGone(modal)).to.equal(true);
    expect(visibleText(dialogOf(modal) as HTMLElement)).to.contain('1,000 USDC');
  });

  it('Connect: placeholder rows for the catalogue, then the failure note with Try again, which loads the wallets', async () => {
    await addFault('explorer', { path: '/getWallets', mode: '503', projectId });
    modal = (await mountModal({ 'project-id': projectId })) as ModalElement;
    await modal.open();
    // Connect keeps room for email and socials: as many placeholders as catalogue rows it will show.
    await expectSkeleton(modal, 'Loading wallets…', undefined, 1);
    const retry = await retryNextTo(modal, 'More wallets could not be loaded.');
    expect(catalogRows(modal)).to.deep.equal([]);
    await clearFaults(projectId);
    await addFault('explorer', { path: '/getWallets', mode: 'slow', delayMs: SLOW_MS, times: 1, projectId });
    retry.click();
    const placeholders = await expectSkeleton(modal, 'Loading wallets…', undefined, 1);
    await waitFor(() => catalogRows(modal).length > 0, 'the catalogue wallets', 300);
    expect(catalogRows(modal).length, 'a wallet where each placeholder was').to.equal(placeholders);
    expect(skeletonGone(modal)).to.equal(true);
    expect(dialogOf(modal)?.textContent).to.not.contain('More wallets could not be loaded.');
  });

  it('Swap: the tokens that could not be loaded offer Try again; the token list shows placeholder rows meanwhile', async () => {
    await failThenSlow('api', '/v1/convert/tokens', projectId);
    await connect(7, 'eip155:1');
    (await waitFor(() => buttonNamed(modal, 'Swap'), 'Swap on Account')).click();
    const retry = await retryNextTo(modal, 'The tokens could not be loaded');
    retry.click();
    (await waitFor(() => buttonNamed(modal, 'You pay: Select token'), 'the form while the tokens load')).click();
    await waitFor(() => viewOf(modal) === 'SwapSelectToken', 'SwapSelectToken');
    await expectSkeleton(modal, 'Loading…');
    expect(visibleText(dialogOf(modal) as HTMLElement)).to.not.contain('No token found');
    await waitFor(() => listButtonNamed(modal, 'USD Coin'), 'the tokens', 300);
    expect(skeletonGone(modal)).to.equal(true);
  });

  it('Buy: placeholder rows for the providers, then the failure with Try again, which loads them', async () => {
    await failThenSlow('api', '/v1/onramp/providers', projectId);
    await connect(6, 'eip155:8453');
    (await waitFor(() => buttonNamed(modal, 'Buy'), 'Buy on Account')).click();
    await waitFor(() => viewOf(modal) === 'OnRampProviders', 'OnRampProviders');
    await expectSkeleton(modal, 'Loading…');
    const retry = await retryNextTo(modal, 'The providers could not be loaded');
    retry.click();
    await expectSkeleton(modal, 'Loading…');
    await waitFor(() => listButtonNamed(modal, 'Rampa') && listButtonNamed(modal, 'Onda'), 'both providers', 300);
    expect(skeletonGone(modal)).to.equal(true);
    expect(dialogOf(modal)?.textContent).to.not.contain('The providers could not be loaded');
  });

  it('Send: the token list says the balances could not be read, with Try again, which shows placeholder rows then the tokens', async () => {
    await addFault('api', { path: '/v1/account/*/balance', mode: '503', times: TRIES, projectId });
    await connect(3);
    await waitFor(() => dialogOf(modal)?.querySelector('.wm-tokens')?.textContent?.includes('Token Balance Unavailable'), 'the balance failure', 300);
    await addFault('api', { path: '/v1/account/*/balance', mode: 'slow', delayMs: SLOW_MS, times: 1, projectId });
    (await waitFor(() => buttonNamed(modal, 'Send'), 'Send on Account')).click();
    await waitFor(() => viewOf(modal) === 'WalletSend', 'WalletSend');
    (await waitFor(() => buttonNamed(modal, 'Select token'), 'the token button')).click();
    await waitFor(() => viewOf(modal) === 'WalletSendSelectToken', 'WalletSendSelectToken');
    const retry = await retryNextTo(modal, 'Token Balance Unavailable');
    expect(visibleText(dialogOf(modal) as HTMLElement)).to.not.contain('No token found');
    retry.click();
    await expectSkeleton(modal, 'Loading…');
    await waitFor(() => listButtonNamed(modal, 'USD Coin'), 'the tokens', 300);
    expect(skeletonGone(modal)).to.equal(true);
  });

  it('Swap: balances that could not be read show no balance on the form, never a 0', async () => {
    await addFault('api', { path: '/v1/account/*/balance', mode: '503', times: TRIES, projectId });
    await connect(3);
    await waitFor(() => dialogOf(modal)?.querySelector('.wm-tokens')?.textContent?.includes('Token Balance Unavailable'), 'the balance failure', 300);
    (await waitFor(() => buttonNamed(modal, 'Swap'), 'Swap on Account')).click();
    await waitFor(() => viewOf(modal) === 'Swap', 'Swap');
    await waitFor(() => buttonNamed(modal, 'You pay: ETH'), 'ETH to pay with', 600);
    expect(dialogOf(modal)?.textContent, 'a balance of 0 for an account holding ETH').to.not.match(/Balance: 0 ETH/);
  });

  const balance = () => dialogOf(modal)?.querySelector('.wm-balance');
  const balanceRead = () => balance() && !balance()?.hasAttribute('data-unavailable') && !balance()?.querySelector('.wm-skeleton');

  it('Account: a placeholder while the balance is read, not the 0.00 fallback', async () => {
    await addFault('api', { path: '/v1/', mode: 'slow', delayMs: SLOW_MS * 2, projectId });
    await connect(3);
    await waitFor(() => balance()?.querySelector('.wm-skeleton[aria-hidden="true"]'), 'the balance placeholder');
    expect(visibleText(balance() as Element)).to.equal('');
    expect(balance()?.querySelector('[role="status"]')?.textContent).to.equal('Loading…');
    await waitFor(balanceRead, 'the balance', 600);
    expect(balance()?.textContent).to.match(/^[\d,.]+ ETH$/);
    expect(balance()?.textContent).to.not.equal('0.00 ETH');
  });

  it('Account: a balance that could not be read offers Try again, which reads it again', async () => {
    await addFault('api', { path: '/v1/', mode: '503', projectId });
    await connect(3);
    const retry = await retryNextTo(modal, 'Balance unavailable', 600);
    expect(balance()?.textContent).to.equal('Balance unavailable');
    await clearFaults(projectId);
    retry.click();
    await waitFor(balanceRead, 'the balance read again', 600);
    expect(balance()?.textContent).to.match(/^[\d,.]+ ETH$/);
    expect(balance()?.textContent).to.not.equal('0.00 ETH');
    expect(dialogOf(modal)?.textContent).to.not.contain('Balance unavailable');
  });
});
