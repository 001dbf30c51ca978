// Activity shows the list as it was last loaded: an answer asked before the list was emptied and
// loaded again (the wallet moved networks and came back, a transaction was sent) never lands on
// the new list, even for the same account on the same network. The history service is the stack's
// twin, with this test's answers and a slow one injected for its project only.
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { $activity } from '../../src/stores/activity';
import { announceDemoWallet, connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { addDataFault, callsOf, clearDataFaults, dataFaultsLeft, uniqueProjectId } from '../support/dataService';
import { buttonNamed, mountModal, resetAll, textOf, viewOf, waitFor } from '../support/modalTestKit';
import { until } from '../support/until';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

const HISTORY = '/v1/account/*/history';
const SLOW_MS = 3_000;

/** A transaction on Ethereum that brought the account one `symbol`, as the history service lists it. */
function received(symbol: string, nonce: number) {
  return {
    id: `activity-reload-${symbol}`,
    metadata: {
      operationType: 'receive',
      hash: `0x${nonce.toString(16).padStart(64, '0')}`,
      chain: 'eip155:1',
      minedAt: new Date().toISOString(),
      sentFrom: '0x00000000000000000000000000000000000000aa',
      sentTo: '0x00000000000000000000000000000000000000bb',
      status: 'confirmed',
      nonce,
    },
    transfers: [{ fungible_info: { name: `${symbol} Token`, symbol, icon: { url: '' } }, direction: 'in', quantity: { numeric: '1' } }],
  };
}

describe('Activity after its list was loaded again', function () {
  this.timeout(60_000);
  let modal: ModalElement;
  let projectId: string;
  let wallet: DemoWallet;
  let stop: (() => void) | undefined;

  beforeEach(() => {
    resetAll();
    projectId = uniqueProjectId('activity-reload');
  });

  afterEach(async () => {
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
    await clearDataFaults(projectId);
  });

  it('a next page asked before the wallet moved networks and back does not bring the old list back', async () => {
    // The first list: one transaction, then a next page, which answers slowly.
    await addDataFault(projectId, { path: HISTORY, mode: 'body', body: { data: [received('OLD', 1)], next: 'page-2' }, times: 1 });
    await addDataFault(projectId, { path: HISTORY, mode: 'slow', delayMs: SLOW_MS, times: 1 });
    ({ wallet, stop } = await announceDemoWallet(4));
    modal = (await mountModal({ 'project-id': projectId, networks: 'eip155:1,eip155:8453' })) as ModalElement;
    await connectWithClick(modal);
    (await waitFor(() => buttonNamed(modal, 'Activity'), 'Activity on Account')).click();
    await waitFor(() => viewOf(modal) === 'Activity' && textOf(modal).includes('OLD'), 'the first list', 600);
    await until(async () => (await dataFaultsLeft(projectId)) === 0, 'the next page asked');

    // The wallet moves to Base and back while that page is on its way: the list is loaded again.
    wallet.controls.switchChainFromWallet(8453);
    await waitFor(() => $activity.get().key?.startsWith('eip155:8453:') && !$activity.get().loading, 'the list on Base', 600);
    await addDataFault(projectId, { path: HISTORY, mode: 'body', body: { data: [received('NEW', 2)], next: null }, times: 1 });
    wallet.controls.switchChainFromWallet(1);
    await waitFor(() => viewOf(modal) === 'Activity' && textOf(modal).includes('NEW'), 'the list loaded again on Ethereum', 600);

    // The slow page answers now (its call is logged once answered): the list stays the new one.
    await until(async () => (await callsOf(projectId, /\/history$/)).length >= 4, 'the slow page answered', SLOW_MS + 5_000);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(textOf(modal)).to.contain('NEW');
    expect(textOf(modal)).to.not.contain('OLD');
  });
});
