// Start-up follows the page's configuration. A page that sets its project id and service URLs
// 200 ms late (after an `await`, as many do) gets no false alert, and nothing goes to a hosted
// default meanwhile: the project check, a restored browser-wallet connection and a restored
// WalletConnect session all run against what the page sets. And a configuration change keeps
// the live connection: disconnect still reaches the wallet, a new network can be switched to.
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { switchNetwork } from '../../src/actions/switchNetwork';
import { stores } from '../../src/controller/stores';
import { configure } from '../../src/stores/config';
import { announceDemoWallet, connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { loadPage } from '../support/loadPage';
import { mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { createTestWallet, DEV_ACCOUNTS } from '../support/walletConnectWallet';
import { stackInfo, type StackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };
interface PageHooks {
  configuredAt: number | undefined;
  alerts: string[];
  statuses: string[];
  sockets: string[];
  frames: string[];
  resources(): { url: string; startTime: number }[];
  account(): { status: string; address?: string };
  pairingUri(): string | undefined;
  showQr(): Promise<void>;
  request(method: string, params: unknown[]): Promise<unknown>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const PROJECT_PATHS = ['/appkit/v1/config', '/getAnalyticsConfig', '/projects/v1/origins'];
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const uniqueProject = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

function pageUrl(stack: StackInfo, projectId: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    project: projectId,
    api: stack.apiUrl,
    explorer: stack.explorerUrl,
    relay: stack.relayUrl,
    verify: stack.verifyUrl,
    delay: '200',
    ...extra,
  });
  return `/test/pages/late-config.html?${query}`;
}

function hooksOf(frame: HTMLIFrameElement): PageHooks {
  return (frame.contentWindow as unknown as { pageHooks: PageHooks }).pageHooks;
}

function reload(frame: HTMLIFrameElement, url: string): Promise<PageHooks> {
  return new Promise((resolve) => {
    frame.addEventListener('load', () => resolve(hooksOf(frame)), { once: true });
    frame.src = url;
  });
}

/** Calls of one project to the wallet-list twin, by path. */
async function projectCalls(stack: StackInfo, projectId: string): Promise<string[]> {
  const log = (await (await fetch(`${stack.explorerUrl}/__log`)).json()) as { service: string; path: string; query: string }[];
  return log.filter((entry) => entry.service === 'wallets' && new URLSearchParams(entry.query).get('projectId') === projectId).map((entry) => entry.path);
}

/**
 * What the page requested that a page configured as it is should not have: any host off the
 * machine (fetched, framed or over a WebSocket), and any call to the local services without
 * the page's project id.
 */
function strayRequests(hooks: PageHooks, stack: StackInfo, projectId: string): string[] {
  const services = [stack.apiUrl, stack.explorerUrl].map((url) => new URL(url).origin);
  const resources = hooks.resources().map((entry) => entry.url);
  const offMachine = [...resources, ...hooks.sockets, ...hooks.frames].filter((url) => !LOOPBACK.has(new URL(url).hostname));
  const withoutProject = resources.filter((url) => {
    const parsed = new URL(url);
    return services.includes(parsed.origin) && !parsed.pathname.startsWith('/__') && parsed.searchParams.get('projectId') !== projectId;
  });
  return [...offMachine, ...withoutProject];
}

describe('start-up follows the page configuration', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => {
    frame?.remove();
    frame = undefined;
    localStorage.clear();
    sessionStorage.clear();
  });

  it('a page that configures 200 ms late gets no false alert, and its project is checked on its own services only', async function () {
    this.timeout(20_000);
    const stack = await stackInfo();
    const projectId = uniqueProject('late');
    frame = await loadPage(pageUrl(stack, projectId));
    const hooks = hooksOf(frame);
    await waitFor(() => hooks.configuredAt, 'the page to configure the modal', 300);
    for (let i = 0; i < 100 && PROJECT_PATHS.some((path) => !hooks.resources().some((r) => r.url.includes(path))); i += 1) await settle(30);
    expect(await projectCalls(stack, projectId)).to.include.members(PROJECT_PATHS);
    // Longer than any wait for settings a page has not set: nothing else comes later.
    await settle(1_500);
    expect(hooks.alerts, 'alerts shown').to.deep.equal([]);
    const projectRequests = hooks.resources().filter((r) => PROJECT_PATHS.some((path) => r.url.includes(path)));
    expect(projectRequests.length, 'each project call once').to.equal(PROJECT_PATHS.length);
    expect(projectRequests.every((r) => r.startTime >= (hooks.configuredAt as number)), 'no project call before the page configured it').to.equal(true);
    expect(strayRequests(hooks, stack, projectId)).to.deep.equal([]);
  });

  it('restores a browser-wallet connection against the late configuration, reconnecting then connected', async function () {
    this.timeout(30_000);
    const stack = await stackInfo();
    const projectId = uniqueProject('late-restore');
    const url = pageUrl(stack, projectId, { wallet: 'demo', chains: JSON.stringify(stack.chains), account: '4' });
    frame = await loadPage(url);
    let hooks = hooksOf(frame);
    await waitFor(() => hooks.configuredAt, 'the page to configure the modal', 300);
    const doc = () => (frame as HTMLIFrameElement).contentDocument as Document;
    const shadowButton = (selector: string, name: string) =>
      [...(doc().querySelector(selector)?.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes(name));
    (await waitFor(() => shadowButton('wallet-button', 'Connect Wallet'), 'the wallet button')).click();
    (await waitFor(() => shadowButton('wallet-modal', 'Demo Wallet'), 'Demo Wallet in the modal', 300)).click();
    await waitFor(() => hooks.account().status === 'connected', 'connected', 300);

    hooks = await reload(frame, url);
    await waitFor(() => hooks.account().status === 'connected', 'the restored connection', 600);
    expect(hooks.account().address).to.equal(DEV_ACCOUNTS[4]);
    expect(hooks.statuses[0]).to.equal('disconnected');
    expect(hooks.statuses).to.include('reconnecting');
    expect(hooks.statuses).to.not.include('connecting');
    // The balance of the restored account came from the page's data service.
    await waitFor(() => hooks.resources().some((r) => r.url.startsWith(`${stack.apiUrl}/v1/`)), 'a call to the data service', 300);
    await settle(1_200);
    expect(hooks.alerts, 'alerts shown').to.deep.equal([]);
    expect(strayRequests(hooks, stack, projectId)).to.deep.equal([]);
  });

  it('restores a WalletConnect session over the page relay, never trying the hosted one', async function () {
    this.timeout(40_000);
    const stack = await stackInfo();
    const projectId = uniqueProject('late-wc');
    const url = pageUrl(stack, projectId);
    const wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 9 });
    try {
      frame = await loadPage(url);
      let hooks = hooksOf(frame);
      await waitFor(() => hooks.configuredAt, 'the page to configure the modal', 300);
      await hooks.showQr();
      await wallet.pair(await waitFor(() => hooks.pairingUri(), 'a pairing URI in the page', 600));
      await waitFor(() => hooks.account().status === 'connected', 'connected in the page', 600);

      hooks = await reload(frame, url);
      await waitFor(() => hooks.account().status === 'connected', 'the restored session', 600);
      expect(hooks.account().address).to.equal(DEV_ACCOUNTS[9]);
      expect(hooks.statuses).to.include('reconnecting');
      expect(hooks.statuses).to.not.include('connecting');
      const relayOrigin = new URL(stack.relayUrl).origin;
      expect(hooks.sockets.length, 'the SDK opened a socket').to.be.greaterThan(0);
      expect(hooks.sockets.filter((socket) => new URL(socket).origin !== relayOrigin), 'sockets to another relay').to.deep.equal([]);
      // A request after the restore is attested by the page's verify service too.
      const signature = await hooks.request('personal_sign', ['0x6869', DEV_ACCOUNTS[9]]);
      expect(signature).to.match(/^0x[0-9a-f]{130}$/);
      expect(hooks.frames.some((src) => src.startsWith(`${stack.verifyUrl}/v3/attestation?`)), 'the twin framed').to.equal(true);
      expect(strayRequests(hooks, stack, projectId)).to.deep.equal([]);
    } finally {
      await wallet.stop();
    }
  });
});

describe('a configuration change keeps the live connection', () => {
  let demo: { wallet: DemoWallet; stop: () => void } | undefined;
  afterEach(async () => {
    await disconnect('eip155');
    demo?.stop();
    demo = undefined;
    resetAll();
  });

  async function connectDemoWallet(accountIndex: number): Promise<{ modal: ModalElement; wallet: DemoWallet }> {
    resetAll();
    demo = await announceDemoWallet(accountIndex);
    const modal = (await mountModal({ networks: 'eip155:1,eip155:8453' })) as ModalElement;
    await connectWithClick(modal);
    expect(stores.$account.get()).to.deep.include({ status: 'connected', address: DEV_ACCOUNTS[accountIndex] });
    expect(demo.wallet.controls.state().connected).to.equal(true);
    modal.close();
    return { modal, wallet: demo.wallet };
  }

  it('disconnect() reaches the wallet after serviceTimeoutMs changes, a network is added and the balance is read again', async () => {
    const { modal, wallet } = await connectDemoWallet(2);
    configure({ serviceTimeoutMs: 7_000 });
    modal.setAttribute('networks', 'eip155:1,eip155:8453,eip155:42161');
    // A switch reads the balance again, through the adapter of the new configuration.
    await switchNetwork('eip155:8453');
    expect(wallet.controls.state().chainId).to.equal(8453);
    await waitFor(() => stores.$account.get().balanceSymbol === 'ETH' && stores.$network.get().chainId === 8453, 'the balance on Base');
    await settle(200);
    await disconnect('eip155');
    expect(stores.$account.get().status).to.equal('disconnected');
    expect(wallet.controls.state().connected, 'the wallet still connected to the site').to.equal(false);
  });

  it('the connection carried over switches to a network added after it was made', async () => {
    const { modal, wallet } = await connectDemoWallet(3);
    modal.setAttribute('networks', 'eip155:1,eip155:8453,eip155:42161');
    await switchNetwork('eip155:42161');
    expect(wallet.controls.state().chainId).to.equal(42161);
    expect(stores.$network.get().caipNetworkId).to.equal('eip155:42161');
    expect(stores.$account.get().status).to.equal('connected');
    await disconnect('eip155');
    expect(wallet.controls.state().connected).to.equal(false);
  });
});
