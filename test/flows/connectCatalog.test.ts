// Connect lists, after the wallets on this page, the catalogue's featured wallets (in the
// configured order) and recommended ones, and offers "All Wallets" with the catalogue count.
// Real wallet-list service of the local stack; requests are checked in its log.
import { expect } from 'chai';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { $injectedWallets } from '../../src/connectors/eip155/eip6963/injectedWallets';
import { configure } from '../../src/stores/config';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';
import { ALL_NETWORKS, catalogRows, catalogue, clearFaults, injectFault, ServiceLog, uniqueProjectId, type Wallet } from './walletListKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

const idsOf = (wallets: Wallet[], names: string[]) => names.map((name) => wallets.find((w) => w.name === name)!.id);

describe('Connect: featured and recommended wallets from the wallet list', () => {
  let modal: ModalElement;
  let log: ServiceLog;
  let stopAnnouncing: (() => void) | undefined;
  let top: Wallet[];

  before(async () => {
    top = (await catalogue(`entries=40&chains=${encodeURIComponent(ALL_NETWORKS)}`)).data;
  });

  async function mount(announce?: { name: string; rdns: string }): Promise<void> {
    const stack = await stackInfo();
    if (announce) stopAnnouncing = createDemoWallet({ chains: stack.chains, ...announce }).announce();
    log = new ServiceLog(uniqueProjectId('connect'));
    modal = (await mountModal({ 'project-id': log.projectId, networks: ALL_NETWORKS })) as ModalElement;
  }

  afterEach(async () => {
    stopAnnouncing?.();
    stopAnnouncing = undefined;
    $injectedWallets.set([]);
    if (log) await clearFaults(log.projectId);
    resetAll();
  });

  it('shows the injected wallet, then 4 featured in the configured order, then 4 recommended', async () => {
    await mount({ name: 'Demo Wallet', rdns: 'dev.wallet-modal.demo' });
    const featuredNames = ['Zerion', 'Rainbow', 'Phantom', 'MetaMask', 'Trust Wallet'];
    const featuredIds = idsOf(top, featuredNames);
    // Email and socials off: with them, the wallets above them keep to four rows (connectLayout.test.ts).
    configure({ featuredWalletIds: featuredIds, features: { email: false, socials: false } });
    await modal.open();
    await waitFor(() => catalogRows(modal).length === 8, 'eight catalogue rows', 300);
    const expectedRecommended = (await catalogue(`entries=4&chains=${encodeURIComponent(ALL_NETWORKS)}&exclude=${featuredIds.slice(0, 4).join(',')}`)).data;
    expect(catalogRows(modal)).to.deep.equal([...featuredNames.slice(0, 4), ...expectedRecommended.map((w) => w.name)]);
    // The injected wallet comes first (spec §1 connector order).
    const names = [...(dialogOf(modal)?.querySelectorAll('.wm-list button') ?? [])].map((b) => b.textContent ?? '');
    expect(names[0]).to.contain('Demo Wallet');

    const requests = await log.walletRequests();
    const featured = requests.find((r) => r.params.has('include'));
    expect(featured?.params.get('include')).to.equal(featuredIds.slice(0, 4).join(','));
    expect(featured?.params.get('entries')).to.equal('4');
    const recommended = requests.find((r) => !r.params.has('include'));
    expect(recommended?.params.get('page')).to.equal('1');
    expect(recommended?.params.get('entries')).to.equal('4');
    expect(recommended?.params.get('exclude')?.split(',')).to.have.members(featuredIds.slice(0, 4));
    for (const request of requests) expect(request.params.get('chains')).to.equal(ALL_NETWORKS);

    // Named by what it shows, count included (WCAG 2.5.3), so no label hides the count.
    const allWallets = buttonNamed(modal, 'All Wallets');
    expect(allWallets?.hasAttribute('aria-labelledby')).to.equal(false);
    await waitFor(() => allWallets?.textContent === 'All Wallets 520 wallets', 'the catalogue count in the name');
  });

  it('leaves out a wallet installed on the page and asks again, so four recommended remain', async () => {
    await mount({ name: 'MetaMask', rdns: 'io.metamask' });
    configure({ features: { email: false, socials: false } });
    await modal.open();
    await waitFor(() => catalogRows(modal).length === 4, 'four recommended rows', 300);
    const metamaskId = idsOf(top, ['MetaMask'])[0]!;
    const expected = top.filter((w) => w.name !== 'MetaMask').slice(0, 4).map((w) => w.name);
    expect(catalogRows(modal)).to.deep.equal(expected);
    // MetaMask is listed once, as installed.
    const metamaskButtons = [...(dialogOf(modal)?.querySelectorAll('button') ?? [])].filter((b) => b.textContent?.includes('MetaMask'));
    expect(metamaskButtons).to.have.length(1);
    expect(metamaskButtons[0]?.textContent).to.contain('Installed');
    const requests = await log.walletRequests();
    expect(requests.map((r) => r.params.get('exclude') ?? '')).to.deep.equal(['', metamaskId]);
  });

  it('applies includeWalletIds and excludeWalletIds to featured and recommended', async () => {
    await mount();
    const included = idsOf(top, ['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow', 'Phantom', 'Solflare']);
    const excluded = idsOf(top, ['Coinbase Wallet']);
    configure({ includeWalletIds: included, excludeWalletIds: excluded, featuredWalletIds: idsOf(top, ['Coinbase Wallet', 'Solflare']) });
    await modal.open();
    await waitFor(() => catalogRows(modal).length === 5, 'five catalogue rows', 300);
    expect(catalogRows(modal)).to.deep.equal(['Solflare', 'MetaMask', 'Trust Wallet', 'Rainbow', 'Phantom']);
    await waitFor(() => buttonNamed(modal, 'All Wallets')?.textContent?.includes('5 wallets'), 'the count of five');
    const recommended = (await log.walletRequests()).find((r) => r.params.get('entries') === '4');
    expect(recommended?.params.get('include')?.split(',')).to.have.members(included);
    expect(recommended?.params.get('exclude')?.split(',')).to.have.members(idsOf(top, ['Coinbase Wallet', 'Solflare']));
  });

  it('offers no "All Wallets" when the feature is off', async () => {
    await mount();
    configure({ features: { allWallets: false } });
    await modal.open();
    await waitFor(() => catalogRows(modal).length === 4, 'the recommended rows', 300);
    expect(buttonNamed(modal, 'All Wallets')).to.equal(undefined);
  });

  it('still shows the injected wallets, with a note, when the wallet list fails', async () => {
    await mount({ name: 'Demo Wallet', rdns: 'dev.wallet-modal.demo' });
    await injectFault(log.projectId, '/getWallets', 'malformed');
    await modal.open();
    await waitFor(() => dialogOf(modal)?.textContent?.includes('More wallets could not be loaded.'), 'the note', 300);
    expect(buttonNamed(modal, 'Demo Wallet')).to.not.equal(undefined);
    expect(catalogRows(modal)).to.deep.equal([]);
    // All Wallets stays (it has its own retry), without a count.
    expect(buttonNamed(modal, 'All Wallets')?.textContent).to.equal('All Wallets');
  });
});
