// AllWallets' search finds the wallets installed on this page (EIP-6963 announcements) by
// name, first, as tiles that connect them as Connect's rows do; a wallet the service also
// knows (same rdns) is shown once, as installed. Real announced wallets and the real
// wallet-list service of the local stack.
import { expect } from 'chai';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { disconnect } from '../../src/actions/disconnect';
import { clearWalletSearch } from '../../src/actions/walletList/searchWallets';
import { $injectedWallets } from '../../src/connectors/eip155/eip6963/injectedWallets';
import { $certifiedOnly } from '../../src/stores/walletCatalog';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor, viewOf } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';
import { ALL_NETWORKS, catalogue, statusLine, tileNames, tiles, typeSearch, uniqueProjectId } from './walletListKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };
type DemoWallet = ReturnType<typeof createDemoWallet>;

describe('AllWallets: search finds the wallets installed on this page', () => {
  let modal: ModalElement;
  const stops: (() => void)[] = [];

  async function announce(options: { name?: string; rdns?: string } = {}): Promise<DemoWallet> {
    const wallet = createDemoWallet({ chains: (await stackInfo()).chains, ...options });
    wallet.controls.setApproval('manual');
    stops.push(wallet.announce());
    await waitFor(() => $injectedWallets.get().some((w) => w.rdns === (options.rdns ?? 'dev.wallet-modal.demo')), 'the announcement');
    return wallet;
  }

  async function search(text: string): Promise<void> {
    await modal.open({ view: 'AllWallets' });
    await waitFor(() => tiles(modal).length === 40, 'page 1', 300);
    await typeSearch(modal, text);
    await waitFor(() => statusLine(modal).endsWith('found'), 'the results', 300);
  }

  beforeEach(async () => {
    resetAll();
    modal = (await mountModal({ 'project-id': uniqueProjectId('installed-search'), networks: ALL_NETWORKS })) as ModalElement;
  });

  afterEach(async () => {
    for (const stop of stops.splice(0)) stop();
    await disconnect('eip155');
    $injectedWallets.set([]);
    $certifiedOnly.set(false);
    clearWalletSearch();
    resetAll();
  });

  it('finds Demo Wallet by part of its name, in any case, and picking it connects it as its row on Connect does', async () => {
    const wallet = await announce();
    // The service knows no such wallet: only the page does.
    expect((await catalogue(`search=demo&chains=${encodeURIComponent(ALL_NETWORKS)}`)).count).to.equal(0);
    const events: CustomEvent[] = [];
    const onTrack = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('track', onTrack);
    try {
      await search('dEMO w');
      expect(tileNames(modal)).to.deep.equal(['Demo Wallet']);
      expect(statusLine(modal)).to.equal('1 wallet found');
      const tile = tiles(modal)[0]!;
      expect(tile.querySelector('img')?.getAttribute('src')).to.match(/^data:image\//);
      tile.click();
      await waitFor(() => viewOf(modal) === 'ConnectingExternal', 'ConnectingExternal');
      expect(dialogOf(modal)?.textContent).to.contain('Continue in Demo Wallet');
      await waitFor(() => wallet.controls.pending().length > 0, 'the wallet asked to connect');
      expect(events.map((e) => e.detail).filter((d) => d.event === 'SELECT_WALLET')).to.deep.equal([
        { event: 'SELECT_WALLET', properties: { name: 'Demo Wallet', platform: 'browser' } },
      ]);
      for (const request of wallet.controls.pending()) wallet.controls.reject(request.id);
    } finally {
      document.removeEventListener('track', onTrack);
    }
  });

  it('shows an installed wallet the service also knows (same rdns) once, first, as installed', async () => {
    // Announced as "Ambire"; the service lists "Ambire Wallet" (com.ambire) last for this search.
    await announce({ name: 'Ambire', rdns: 'com.ambire' });
    const answer = (await catalogue(`search=am&entries=100&chains=${encodeURIComponent(ALL_NETWORKS)}`)).data;
    expect(answer.map((w) => w.name)).to.deep.equal(['MetaMask', 'Frame', 'Family', 'Ambire Wallet']);
    await search('am');
    expect(tileNames(modal)).to.deep.equal(['Ambire', 'MetaMask', 'Frame', 'Family']);
    expect(tiles(modal)[0]!.dataset.connectorId).to.equal('com.ambire');
    expect(statusLine(modal)).to.equal('4 wallets found');
  });

  it('with "Certified only", leaves out an installed wallet the catalogue does not certify', async () => {
    await announce();
    await modal.open({ view: 'AllWallets' });
    buttonNamed(modal, 'Certified only')!.click();
    await search('demo');
    expect(tileNames(modal)).to.deep.equal([]);
    expect(statusLine(modal)).to.equal('0 wallets found');
  });
});
