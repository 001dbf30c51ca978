// Failures a visitor must be able to recognise as failures: a balance that could not be read
// is not shown as a real zero, a slow service fails once within its timeout (not once per
// try) with placeholders from the first moment, and a history service that keeps answering
// empty or useless pages with new cursors is not asked again and again.
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { configure } from '../../src/stores/config';
import { announceDemoWallet, connectWithClick } from '../support/connectDemoWallet';
import { buttonNamed, dialogOf, mountButton, mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';
import { ServiceLog, uniqueProjectId } from './walletListKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function addFault(service: 'api' | 'explorer', fault: Record<string, unknown>): Promise<void> {
  const stack = await stackInfo();
  const base = service === 'api' ? stack.apiUrl : stack.explorerUrl;
  const answer = await fetch(`${base}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  expect(answer.status, await answer.clone().text()).to.equal(201);
}

/** Calls of one project to the data service whose path matches. */
async function dataCalls(projectId: string, path: RegExp): Promise<number> {
  const { apiUrl } = await stackInfo();
  const log = (await (await fetch(`${apiUrl}/__log`)).json()) as { path: string; query: string }[];
  return log.filter((entry) => path.test(entry.path) && new URLSearchParams(entry.query).get('projectId') === projectId).length;
}

describe('honest failures', () => {
  let modal: ModalElement;
  let projectId: string;
  let stop: (() => void) | undefined;

  beforeEach(() => {
    resetAll();
    projectId = uniqueProjectId('honest');
  });

  afterEach(async () => {
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
  });

  it('marks a balance the gateway could not give as unavailable, on the button too', async () => {
    ({ stop } = await announceDemoWallet(2));
    await addFault('api', { path: '/v1/', mode: '503', projectId });
    const button = await mountButton();
    modal = (await mountModal({ 'project-id': projectId, networks: 'eip155:1,eip155:8453' })) as ModalElement;
    configure({ serviceTimeoutMs: 500 });
    await connectWithClick(modal);
    await waitFor(() => stores.$account.get().balanceUnavailable, 'the balance marked unavailable', 600);
    // No figure at all: a balance that could not be read is not a zero.
    expect(stores.$account.get().balance).to.equal(undefined);
    const balance = await waitFor(() => button.shadowRoot?.querySelector('.wm-balance[data-unavailable="true"]'), 'the marked balance on the button');
    expect(balance.textContent).to.equal('⚠ Balance unavailable');
  });

  it('fails a slow wallet list once, within its timeout, with placeholders from the first moment', async () => {
    await addFault('explorer', { path: '/getWallets', mode: 'slow', delayMs: 5_000, projectId });
    modal = (await mountModal({ 'project-id': projectId })) as ModalElement;
    configure({ serviceTimeoutMs: 400 });
    await modal.open();
    await waitFor(() => dialogOf(modal)?.querySelector('[aria-busy="true"][data-loading]'), 'placeholders on Connect', 10);
    await waitFor(() => dialogOf(modal)?.textContent?.includes('More wallets could not be loaded.'), 'the failure note', 240);
    // One try: the timeout bounds the whole call, so a slow answer is not asked for again.
    // (A call given up on is logged once the service sees its connection close.)
    const log = new ServiceLog(projectId);
    await log.until((entries) => entries.some((entry) => entry.path === '/getWallets'), 'the logged call');
    await settle(1_000); // retries would have come by now (150, 300, 600 ms apart)
    expect(await log.walletRequests()).to.have.length(1);
  });

  describe('Activity against a history service that floods', () => {
    async function openActivity(pages: (cursor: number) => unknown): Promise<void> {
      // A new cursor on every answer: each fault answers once, in order.
      for (let page = 1; page <= 40; page += 1) {
        await addFault('api', { path: '/v1/account/*/history', mode: 'body', body: pages(page), times: 1, projectId });
      }
      ({ stop } = await announceDemoWallet(4));
      modal = (await mountModal({ 'project-id': projectId, networks: 'eip155:1,eip155:8453' })) as ModalElement;
      await connectWithClick(modal);
      buttonNamed(modal, 'Activity')?.click();
      await waitFor(() => dialogOf(modal)?.dataset.view === 'Activity', 'the Activity view');
      await settle(1_500);
    }

    it('stops after an empty page, whatever cursor came with it', async () => {
      await openActivity((page) => ({ data: [], next: `cursor-${page}` }));
      expect(await dataCalls(projectId, /\/history$/)).to.equal(1);
      expect(dialogOf(modal)?.textContent).to.contain('No activity yet');
    });

    it('asks for one page at a time when pages add nothing to show, and offers Load more', async () => {
      const elsewhere = (page: number) => ({
        id: `other-${page}`,
        metadata: { operationType: 'send', hash: `0x${page.toString(16).padStart(64, '0')}`, minedAt: new Date().toISOString(), sentFrom: '0x', sentTo: '0x', status: 'confirmed', nonce: page, chain: 'eip155:999' },
        transfers: [],
      });
      await openActivity((page) => ({ data: [elsewhere(page)], next: `cursor-${page}` }));
      const calls = await dataCalls(projectId, /\/history$/);
      expect(calls).to.be.within(1, 2);
      const more = await waitFor(() => buttonNamed(modal, 'Load more'), 'Load more');
      more.click();
      await settle(500);
      expect(await dataCalls(projectId, /\/history$/)).to.equal(calls + 1);
    });
  });
});
