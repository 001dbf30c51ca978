// Faults never break the modal: every data-service endpoint the modal calls, under each way
// a service can fail (503, 403, an answer slower than the timeout, malformed JSON, an empty
// body). The modal stays usable, shows the spec's message or fallback, and the host page
// sees no uncaught error. Faults are injected into the real service twin, scoped to this
// test's project id so other test files sharing the stack are not disturbed.
import { expect } from 'chai';
import { checkProject } from '../../src/actions/project/checkProject';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { $alert } from '../../src/stores/alert';
import { $config, configure } from '../../src/stores/config';
import { $projectSettings } from '../../src/stores/projectSettings';
import { $toast } from '../../src/stores/toast';
import { announceDemoWallet, connectWithClick } from '../support/connectDemoWallet';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor, viewOf, textOf } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';
import { until } from '../support/until';
import { watchUncaught, type UncaughtWatch } from '../support/watchUncaught';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };
type Mode = '503' | '403' | 'slow' | 'malformed' | 'empty';

const MODES: Mode[] = ['503', '403', 'slow', 'malformed', 'empty'];
// The modal's service timeout in these tests. Every request of every test file goes through one
// browser's few connections per host, so on a loaded machine a request can wait its turn there
// before the service sees it: a shorter timeout would then test the timeout, not the fault.
const TIMEOUT_MS = 800;
/** Frames to wait for what the visitor sees once every retry has failed: about 25 s at 60 fps. */
const PATIENT_FRAMES = 1500;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the faulted call to `path` (a path or a prefix ending in `*`) has made its last
 * try: its first faulted try is in the service's log, and the whole call's deadline (TIMEOUT_MS
 * from its first try, retries included) has passed since then, so no try is left to come.
 */
async function lastTryMade(service: 'api' | 'explorer', path: string): Promise<void> {
  const stack = await stackInfo();
  const base = service === 'api' ? stack.apiUrl : stack.explorerUrl;
  const prefix = path.replace(/\*$/, '');
  const { projectId } = $config.get();
  await until(async () => {
    const log = (await (await fetch(`${base}/__log`)).json()) as { path: string; query: string; fault?: string }[];
    return log.some((entry) => entry.fault && entry.path.startsWith(prefix) && entry.query.includes(projectId));
  }, `a faulted call to ${path} in the log`, 25_000);
  const firstSeen = Date.now();
  await waitFor(() => Date.now() - firstSeen > TIMEOUT_MS, 'the call past its deadline', PATIENT_FRAMES);
  // One more frame: what the last failure renders, if anything, is on screen.
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

interface Case {
  service: 'api' | 'explorer';
  path: string;
  /** The dev account to connect; balance and history cases use one per mode (failures are throttled per account). */
  account?: (modeIndex: number) => number;
  /** The networks to configure, when not Ethereum and Base. */
  networks?: (modeIndex: number) => string;
  /** Drives the modal to the call and checks what the visitor sees. */
  run(modal: ModalElement, mode: Mode): Promise<void>;
}

async function expectStillUsable(modal: ModalElement): Promise<void> {
  if (viewOf(modal) !== 'Account') {
    buttonNamed(modal, 'Back')?.click();
    await waitFor(() => viewOf(modal) === 'Account', 'back on Account');
  }
  buttonNamed(modal, 'Network')?.click();
  await waitFor(() => viewOf(modal) === 'Networks', 'the Networks view still opens');
}

const CASES: Record<string, Case> = {
  'token balances': {
    service: 'api',
    path: '/v1/account/*/balance',
    account: (i) => i,
    async run(modal) {
      await connectWithClick(modal);
      await waitFor(() => dialogOf(modal)?.querySelector('.wm-tokens')?.textContent?.includes('Token Balance Unavailable'), 'the balance message', PATIENT_FRAMES);
      expect($toast.get()).to.include({ message: 'Token Balance Unavailable', variant: 'error' });
      // The failure offers a Retry, not only a message.
      expect(dialogOf(modal)?.querySelector('.wm-tokens button')?.textContent).to.equal('Try again');
      await expectStillUsable(modal);
    },
  },
  'supported chains': {
    service: 'api',
    path: '/v1/supported-chains',
    account: (i) => i,
    async run(modal) {
      await connectWithClick(modal);
      await waitFor(() => dialogOf(modal)?.querySelector('.wm-tokens')?.textContent?.includes('Token Balance Unavailable'), 'the balance message', PATIENT_FRAMES);
      await expectStillUsable(modal);
    },
  },
  identity: {
    service: 'api',
    path: '/v1/identity/*',
    account: () => 0,
    async run(modal) {
      await connectWithClick(modal);
      await waitFor(() => dialogOf(modal)?.querySelector('.wm-tokens[aria-busy="false"]'), 'the rest of Account', PATIENT_FRAMES);
      await lastTryMade('api', '/v1/identity/*');
      expect(textOf(modal)).to.contain('0xf39F…2266');
      expect(textOf(modal)).to.not.contain('dev0.reown.id');
      await expectStillUsable(modal);
    },
  },
  activity: {
    service: 'api',
    path: '/v1/account/*/history',
    account: (i) => i,
    async run(modal) {
      await connectWithClick(modal);
      buttonNamed(modal, 'Activity')?.click();
      await waitFor(() => textOf(modal).includes('Failed to fetch transactions'), 'the activity message', PATIENT_FRAMES);
      expect(dialogOf(modal)?.querySelectorAll('.wm-activity-item').length).to.equal(0);
      await expectStillUsable(modal);
    },
  },
  'JSON-RPC gateway (native balance)': {
    service: 'api',
    path: '/v1/',
    account: () => 5,
    async run(modal) {
      await connectWithClick(modal);
      await waitFor(() => stores.$account.get().balanceUnavailable, 'the balance unavailable', PATIENT_FRAMES);
      // No figure, in the view or the store: nobody takes it for a real zero.
      expect(stores.$account.get().balance).to.equal(undefined);
      expect(dialogOf(modal)?.querySelector('.wm-balance')?.textContent).to.equal('Balance unavailable');
      await expectStillUsable(modal);
    },
  },
  'wallet list': {
    service: 'explorer',
    path: '/getWallets',
    account: () => 5,
    async run(modal) {
      await modal.open();
      await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'the injected wallet still listed');
      await lastTryMade('explorer', '/getWallets');
      expect(viewOf(modal)).to.equal('Connect');
      (buttonNamed(modal, 'Demo Wallet') as HTMLButtonElement).click();
      await waitFor(() => stores.$account.get().status === 'connected', 'connecting still works');
    },
  },
  'network images': {
    service: 'explorer',
    path: '/public/getAssetImage/*',
    // Built-in networks wear the modal's own logos: the service's images are for the others. Images
    // load once per page: each mode uses an image, known to the service, this page has not loaded.
    async run(modal, mode) {
      const imageId = {
        '503': 'ab781bbc-ccc6-418d-d32d-789b15da1f00',
        '403': '0c2840c3-5b04-4c44-9661-fbd4b49e1800',
        slow: '461db637-8616-43ce-035a-d89b8a1d5800',
        malformed: '54a1aa77-d202-4f8d-0fb2-5d2bb6db0300',
        empty: '07ba87ed-43aa-4adf-4540-9e6a2b9cae00',
      }[mode];
      const { apiUrl } = await stackInfo();
      configure({
        networks: [
          {
            id: 42220,
            name: 'Celo',
            chainNamespace: 'eip155',
            nativeCurrency: { name: 'Celo', symbol: 'CELO', decimals: 18 },
            rpcUrls: { default: { http: [`${apiUrl}/v1/?chainId=eip155:42220&projectId=faults`] } },
            assets: { imageId },
          },
        ],
      });
      await modal.open();
      // A neutral globe in the muted colour, no initials that could pass for a logo.
      const icon = await waitFor(
        () => dialogOf(modal)?.querySelector<HTMLElement>('.wm-network-icon[data-image="failed"]'),
        'the network icon marked failed',
        PATIENT_FRAMES,
      );
      expect(icon?.textContent).to.equal('');
      expect(icon?.style.background).to.equal('');
      expect(icon?.querySelector('svg')?.dataset.icon).to.equal('network');
    },
  },
  'allowed origins': {
    service: 'explorer',
    path: '/projects/v1/origins',
    async run(modal, mode) {
      await checkProject('https://shop.example.com');
      await modal.open();
      // A 403 means the origin was refused; any other failure reads as an empty list.
      if (mode === '403') expect($alert.get()?.message).to.equal('Invalid App Configuration');
      else expect($alert.get()).to.equal(undefined);
      expect(dialogOf(modal)?.querySelector('[role="alert"]') !== null).to.equal(mode === '403');
    },
  },
  'remote features and analytics switch': {
    service: 'explorer',
    path: '/appkit/v1/config',
    async run(modal) {
      await checkProject('http://127.0.0.1');
      expect($projectSettings.get().remoteFeatures).to.equal(undefined);
      await modal.open();
      expect(viewOf(modal)).to.equal('Connect');
    },
  },
  'analytics config': {
    service: 'explorer',
    path: '/getAnalyticsConfig',
    async run(modal) {
      await checkProject('http://127.0.0.1');
      expect($projectSettings.get().analyticsEnabled).to.equal(false);
      await modal.open();
      expect(viewOf(modal)).to.equal('Connect');
    },
  },
};

describe('service faults never break the modal', () => {
  let watch: UncaughtWatch | undefined;
  let stopAnnouncing: (() => void) | undefined;
  let projectId = '';

  before(() => {
    watch = watchUncaught();
  });
  after(() => {
    watch?.stop();
  });
  afterEach(async () => {
    await disconnect('eip155');
    stopAnnouncing?.();
    stopAnnouncing = undefined;
    resetAll();
    sessionStorage.clear();
    const stack = await stackInfo();
    await Promise.all(
      [stack.apiUrl, stack.explorerUrl].map((base) => fetch(`${base}/__faults?projectId=${projectId}`, { method: 'DELETE' })),
    );
  });

  let caseNumber = 0;
  for (const [name, testCase] of Object.entries(CASES)) {
    MODES.forEach((mode, modeIndex) => {
      it(`${name} under ${mode === 'slow' ? 'an answer slower than the timeout' : mode}`, async function () {
        this.timeout(60_000);
        resetAll();
        watch!.list.length = 0;
        caseNumber += 1;
        projectId = `faults-${caseNumber}-${Date.now()}`;
        const stack = await stackInfo();
        const base = testCase.service === 'api' ? stack.apiUrl : stack.explorerUrl;
        const added = await fetch(`${base}/__faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ path: testCase.path, mode, projectId, delayMs: TIMEOUT_MS * 5 }),
        });
        expect(added.status).to.equal(201);
        if (testCase.account) ({ stop: stopAnnouncing } = await announceDemoWallet(testCase.account(modeIndex)));
        const networks = testCase.networks?.(modeIndex) ?? 'eip155:1,eip155:8453';
        const modal = (await mountModal({ 'project-id': projectId, networks })) as ModalElement;
        configure({ serviceTimeoutMs: TIMEOUT_MS });
        await testCase.run(modal, mode);
        // The fault was really met: the service logged faulted calls for this project. A call
        // the modal gave up on is logged once the service sees its connection close: poll (up to
        // 5 s: on a loaded machine the log lags the screen).
        let faulted = false;
        for (let poll = 0; poll < 100 && !faulted; poll += 1) {
          const log = (await (await fetch(`${base}/__log`)).json()) as { query: string; fault?: string }[];
          faulted = log.some((entry) => entry.fault && entry.query.includes(projectId));
          if (!faulted) await settle(50);
        }
        expect(faulted, 'a faulted call').to.equal(true);
        expect(watch!.list).to.deep.equal([]);
      });
    });
  }
});
