// Fuzz of the blockchain data service's answers (see fuzzKit.ts): /v1/supported-chains,
// token balances, identity, history and the JSON-RPC gateway, each served generated answers
// by the real twin while the demo wallet connects through the real modal and the views that
// read them are used.
import { disconnect } from '../../src/actions/disconnect';
import { loadTokenBalances } from '../../src/actions/account/loadTokenBalances';
import { accountTexts } from '../../src/i18n/accountTexts';
import { $account } from '../../src/stores/account';
import { $activity } from '../../src/stores/activity';
import { $modalState } from '../../src/stores/modal';
import { configure } from '../../src/stores/config';
import { $tokenBalances } from '../../src/stores/tokenBalances';
import { announceDemoWallet } from '../support/connectDemoWallet';
import { buttonNamed, mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';
import { uniqueProjectId } from '../flows/walletListKit';
import { BALANCES, HISTORY, IDENTITY, RPC_ANSWER, SUPPORTED_CHAINS } from './baseAnswers';
import {
  HostPageErrors,
  answers,
  clearAnswers,
  click,
  closeAndReopen,
  expectDialog,
  expectNoInjection,
  expectServed,
  faultedPaths,
  fuzz,
  goBack,
  serveAnswer,
  settle,
  withTimeout,
  type Answer,
  type ModalElement,
} from './fuzzKit';
import { until } from '../support/until';

const withTx = (change: (tx: (typeof HISTORY.data)[number]) => object, index = 0): Answer => ({
  body: { ...HISTORY, data: HISTORY.data.map((tx, i) => (i === index ? change(tx) : tx)) },
});

/** The known crash of Activity, and transfers that are not a list. */
const historyExamples: Answer[] = [
  withTx((tx) => ({ ...tx, metadata: { ...tx.metadata, minedAt: 'not a date' } })),
  withTx((tx) => ({ ...tx, transfers: 'not a list' })),
  withTx((tx) => ({ ...tx, transfers: { 0: { direction: 'in', quantity: { numeric: '1' } }, length: 1 } }), 1),
];

describe('fuzz: blockchain data service answers never break the modal', function () {
  this.timeout(240_000);
  const errors = new HostPageErrors();
  let projectId = '';
  let stopAnnouncing: (() => void) | undefined;
  let cases = 0;

  before(() => errors.start());
  after(() => errors.stop());
  afterEach(cleanUp);

  async function cleanUp(): Promise<void> {
    await disconnect('eip155').catch(() => undefined);
    stopAnnouncing?.();
    stopAnnouncing = undefined;
    resetAll();
    sessionStorage.clear();
    await clearAnswers(projectId);
  }

  /**
   * A fresh modal on its own project whose calls to `path` get `answer`, with the demo wallet
   * connected through it (a dev account per case, in turn) and showing Account.
   */
  async function connectWith(path: string, answer: Answer, label: string): Promise<ModalElement> {
    await cleanUp();
    projectId = uniqueProjectId(label);
    const { apiUrl, explorerUrl } = await stackInfo();
    await serveAnswer(apiUrl, projectId, path, answer);
    ({ stop: stopAnnouncing } = await announceDemoWallet(cases++ % 6));
    const modal = (await mountModal({ 'project-id': projectId, networks: 'eip155:1,eip155:8453', 'analytics-url': explorerUrl })) as ModalElement;
    configure({ serviceTimeoutMs: 2000 });
    await withTimeout(modal.open(), 5000, 'open()');
    (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
    // Connected, the modal closes; opened again it shows Account.
    await waitFor(() => $account.get().status === 'connected' && !$modalState.get().open, 'connected and closed', 600);
    await withTimeout(modal.open(), 5000, 'open()');
    await expectDialog(modal, 'Account');
    return modal;
  }

  /** Waits for the token balances; when an earlier failure throttles them (spec §9), asks again as a refresh would. */
  async function tokenBalancesSettled(path: string): Promise<void> {
    // 'unavailable': a supported-chains answer that does not list the network (no figures).
    const done = () => ['ready', 'error', 'unavailable'].includes($tokenBalances.get().status);
    await waitFor(done, 'the token balances', 300);
    const { apiUrl } = await stackInfo();
    if (!(await faultedPaths(apiUrl, projectId)).some((p) => p.startsWith(path))) {
      await loadTokenBalances({ force: true });
      await waitFor(done, 'the token balances, asked again', 300);
    }
    await expectServed(apiUrl, projectId, path);
  }

  /** Account's controls still work: Networks and back, close and open again. */
  async function expectAccountUsable(modal: ModalElement): Promise<void> {
    await expectDialog(modal, 'Account');
    await click(modal, 'Network');
    await expectDialog(modal, 'Networks');
    await goBack(modal, 'Account');
    await closeAndReopen(modal, 'Account');
  }

  async function openActivity(modal: ModalElement): Promise<void> {
    await click(modal, accountTexts.activity);
    await expectDialog(modal, 'Activity');
    await waitFor(() => $activity.get().key !== undefined && !$activity.get().loading, 'the activity list', 300);
    await settle(50);
    await expectDialog(modal, 'Activity');
    await goBack(modal, 'Account');
  }


  it('/v1/account/*/history: Activity', async () => {
    await fuzz(
      '/v1/account/*/history',
      answers(HISTORY),
      async (answer) => {
        const modal = await connectWith('/v1/account/*/history', answer, 'fuzz-history');
        await openActivity(modal);
        await expectServed((await stackInfo()).apiUrl, projectId, '/v1/account/');
        await expectAccountUsable(modal);
        expectNoInjection();
      },
      { numRuns: 30, examples: historyExamples, hostErrors: errors },
    );
  });

  it('/v1/account/*/balance: the token list', async () => {
    await fuzz(
      '/v1/account/*/balance',
      answers(BALANCES),
      async (answer) => {
        const modal = await connectWith('/v1/account/*/balance', answer, 'fuzz-balance');
        await tokenBalancesSettled('/v1/account/');
        await settle(50);
        await expectAccountUsable(modal);
        expectNoInjection();
      },
      { numRuns: 25, hostErrors: errors },
    );
  });

  it('/v1/supported-chains: balances and Activity', async () => {
    await fuzz(
      '/v1/supported-chains',
      answers(SUPPORTED_CHAINS),
      async (answer) => {
        const modal = await connectWith('/v1/supported-chains', answer, 'fuzz-chains');
        await tokenBalancesSettled('/v1/supported-chains');
        await openActivity(modal);
        await expectAccountUsable(modal);
        expectNoInjection();
      },
      { numRuns: 20, hostErrors: errors },
    );
  });

  it('/v1/identity/*: the account name and avatar', async () => {
    await fuzz(
      '/v1/identity/*',
      answers(IDENTITY),
      async (answer) => {
        const modal = await connectWith('/v1/identity/*', answer, 'fuzz-identity');
        const { apiUrl } = await stackInfo();
        await until(async () => (await faultedPaths(apiUrl, projectId)).some((p) => p.startsWith('/v1/identity/')), 'the identity call');
        await settle(150);
        await expectAccountUsable(modal);
        expectNoInjection();
      },
      { numRuns: 20, hostErrors: errors },
    );
  });

  it('/v1/ (JSON-RPC gateway): the native balance', async () => {
    await fuzz(
      '/v1/',
      answers(RPC_ANSWER),
      async (answer) => {
        const modal = await connectWith('/v1/', answer, 'fuzz-rpc');
        const { apiUrl } = await stackInfo();
        await until(async () => (await faultedPaths(apiUrl, projectId)).includes('/v1/'), 'a gateway call');
        await waitFor(() => $account.get().balance !== undefined || $account.get().balanceUnavailable, 'a balance, or one marked unavailable', 300);
        await expectAccountUsable(modal);
        expectNoInjection();
      },
      { numRuns: 12, hostErrors: errors },
    );
  });
});
