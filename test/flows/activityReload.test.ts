// Activity shows the list as it was last loaded: an answer asked before the list was emptied and
// loaded again (the wallet moved networks and came back, a transaction was sent) never lands on
// the new list, even for the same account on the same network. The history service is the stack's
// twin, with this test's answers and a slow one injected for its project only.
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { $activity } from '../../src/stores/activity';
import { configure } from '../../src/stores/config';
import { announceDemoWallet, connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { addDataFault, callsOf, clearDataFaults, dataFaultsLeft, uniqueProjectId } from '../support/dataService';
import { buttonNamed, mountModal, resetAll, textOf, viewOf, waitFor } from '../support/modalTestKit';
import { until } from '../support/until';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

const HISTORY = '/v1/account/*/history';
/** Long enough for the wallet to move to Base and back, and the list to load again, before it answers. */
const SLOW_MS = 15_000;
/** The page's service timeout, raised so that the modal waits for that slow answer. */
const SERVICE_TIMEOUT_MS = SLOW_MS + 10_000;
/** A next page the history twin takes (older than any block of the run): it answers its real page, not a refusal. */
const NEXT_PAGE = btoa(JSON.stringify([2 ** 40, 0])).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

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
    // Room to record this test's fetches: the next page's answer is awaited by its entry.
    performance.setResourceTimingBufferSize(5_000);
    performance.clearResourceTimings();
    // The first list: one transaction, then a next page, which answers slowly.
    await addDataFault(projectId, { path: HISTORY, mode: 'body', body: { data: [received('OLD', 1)], next: NEXT_PAGE }, times: 1 });
    await addDataFault(projectId, { path: HISTORY, mode: 'slow', delayMs: SLOW_MS, times: 1 });
    ({ wallet, stop } = await announceDemoWallet(4));
    modal = (await mountModal({ 'project-id': projectId, networks: 'eip155:1,eip155:8453' })) as ModalElement;
    configure({ serviceTimeoutMs: SERVICE_TIMEOUT_MS });
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

    // The slow page answers after the new list came (each call is logged once answered), and its
    // answer has reached the page: the list stays the new one.
    const calls = await until(async () => {
      const history = await callsOf(projectId, /\/history$/);
      const next = history.find((call) => new URLSearchParams(call.query).get('cursor') === NEXT_PAGE);
      return next ? { next, newest: history.filter((call) => call !== next).at(-1) } : undefined;
    }, 'the next page answered', SLOW_MS + 5_000);
    expect(calls.next.status, 'the next page answered as a page').to.equal(200);
    expect(calls.next.seq, 'after the new list').to.be.greaterThan(calls.newest?.seq ?? Infinity);
    await until(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes(`cursor=${NEXT_PAGE}`)), 'its answer read by the page');
    await new Promise((resolve) => setTimeout(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(textOf(modal)).to.contain('NEW');
    expect(textOf(modal)).to.not.contain('OLD');
  });
});
