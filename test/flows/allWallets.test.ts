// AllWallets on the real wallet-list service of the local stack (520 wallets): 40 per page
// with endless scroll, images for the first 20 of a page until the rest scroll into view,
// search with its minimum wait, the certified filter, include/exclude, and what picking a
// wallet leads to. Requests are checked in the service's log.
import { expect } from 'chai';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { disconnect } from '../../src/actions/disconnect';
import { clearWalletSearch } from '../../src/actions/walletList/searchWallets';
import { $injectedWallets } from '../../src/connectors/eip155/eip6963/injectedWallets';
import { configure } from '../../src/stores/config';
import { $certifiedOnly } from '../../src/stores/walletCatalog';
import { buttonNamed, dialogOf, mountModal, nextFrame, resetAll, waitFor, viewOf } from '../support/modalTestKit';
import { seriousViolations } from '../support/seriousViolations';
import { stackInfo } from '../stack/stackInfo';
import {
  ALL_NETWORKS,
  catalogue,
  scrollBody,
  ServiceLog,
  statusLine,
  tileNames,
  tiles,
  typeSearch,
  uniqueProjectId,
  type Wallet,
} from './walletListKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };
const chains = encodeURIComponent(ALL_NETWORKS);

describe('AllWallets: the whole wallet catalogue', () => {
  let modal: ModalElement;
  let log: ServiceLog;
  let stopAnnouncing: (() => void) | undefined;
  let firstPage: Wallet[];

  before(async () => {
    firstPage = (await catalogue(`page=1&entries=40&chains=${chains}`)).data;
  });

  beforeEach(async () => {
    resetAll();
    log = new ServiceLog(uniqueProjectId('all-wallets'));
    modal = (await mountModal({ 'project-id': log.projectId, networks: ALL_NETWORKS })) as ModalElement;
  });

  afterEach(async () => {
    stopAnnouncing?.();
    stopAnnouncing = undefined;
    await disconnect('eip155');
    $injectedWallets.set([]);
    $certifiedOnly.set(false);
    clearWalletSearch();
    resetAll();
  });

  async function openAllWallets(): Promise<void> {
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'All Wallets'), 'All Wallets on Connect', 300)).click();
    await waitFor(() => viewOf(modal) === 'AllWallets', 'the AllWallets view');
    await waitFor(() => tiles(modal).length > 0, 'the first wallets', 300);
  }

  /** On arrival the search field has focus (after the view's effects: a frame at most). */
  async function focusOnSearchField(): Promise<HTMLInputElement> {
    const field = () => dialogOf(modal)?.querySelector<HTMLInputElement>('input[type="search"]');
    const focused = () => !!field() && modal.shadowRoot?.activeElement === field();
    // (Booleans, not elements: chai would walk a failing element's React internals and hang.)
    for (let frame = 0; frame < 3 && !focused(); frame += 1) await nextFrame();
    expect(focused(), `focus on the search field, not on ${modal.shadowRoot?.activeElement?.outerHTML.slice(0, 80)}`).to.equal(true);
    return field()!;
  }

  it('shows 40 wallets, then page 2 when scrolled to the end, with images for the first 20 only until scrolled', async () => {
    await openAllWallets();
    expect(tileNames(modal)).to.deep.equal(firstPage.map((w) => w.name));
    await waitFor(() => statusLine(modal) === '520 wallets', 'the count in the status line');
    const firstTwenty = firstPage.slice(0, 20).map((w) => w.image_id);
    const requestedFirst = await (async () => {
      for (let i = 0; i < 100; i += 1) {
        const ids = await log.imageIds();
        if (firstTwenty.every((id) => ids.has(id))) return ids;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      throw new Error('the first 20 images were not requested');
    })();
    // Tiles out of view (the last rows of page 1) have asked for nothing yet.
    const lastTen = firstPage.slice(30).map((w) => w.image_id);
    expect(lastTen.filter((id) => requestedFirst.has(id))).to.deep.equal([]);
    const listRequests = async () => (await log.walletRequests()).filter((r) => r.params.get('entries') === '40');
    expect((await listRequests()).map((r) => r.params.get('page'))).to.deep.equal(['1']);
    const page1 = (await listRequests())[0]!.params;
    expect(page1.get('entries')).to.equal('40');
    expect(page1.get('chains')).to.equal(ALL_NETWORKS);

    scrollBody(modal, 'bottom');
    await waitFor(() => tiles(modal).length === 80, 'page 2 rendered', 300);
    const pages = (await listRequests()).map((r) => r.params.get('page'));
    expect(pages).to.deep.equal(['1', '2']);
    // Scrolled past them: the last rows of page 1 now load their images.
    await (async () => {
      for (let i = 0; i < 100; i += 1) {
        const ids = await log.imageIds();
        if (lastTen.every((id) => ids.has(id))) return;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      throw new Error('the images of scrolled-to tiles were not requested');
    })();
    const images = await waitFor(() => dialogOf(modal)?.querySelectorAll<HTMLImageElement>('.wm-tile img'), 'tile images');
    for (const image of images) expect(image.src).to.match(/^blob:/);
  });

  it('puts focus on the search field, not Back, on every visit from Connect', async () => {
    await openAllWallets();
    await focusOnSearchField();
    buttonNamed(modal, 'Back')!.click();
    await waitFor(() => viewOf(modal) === 'Connect', 'Connect again');
    // Its chunk is loaded now: the view mounts in the same commit as the dialog's focus move.
    buttonNamed(modal, 'All Wallets')!.click();
    await waitFor(() => viewOf(modal) === 'AllWallets', 'AllWallets again');
    await focusOnSearchField();
  });

  it('finds a wallet by name, no sooner than 300 ms after the search starts', async () => {
    await modal.open({ view: 'AllWallets' });
    await waitFor(() => tiles(modal).length === 40, 'page 1', 300);
    await typeSearch(modal, 'Rainbow');
    // Said before any answer (the search waits 300 ms): in the frame after the keystroke at the latest.
    await waitFor(() => statusLine(modal) === 'Searching…', 'Searching… while the search waits', 3);
    await waitFor(() => tileNames(modal).join() === 'Rainbow', 'the search result', 300);
    const shownAt = performance.now();
    expect(statusLine(modal)).to.equal('1 wallet found');
    const search = (await log.walletRequests()).filter((r) => r.params.has('search'));
    expect(search).to.have.length(1);
    expect(search[0]!.params.get('search')).to.equal('Rainbow');
    expect(search[0]!.params.get('entries')).to.equal('100');
    expect(search[0]!.params.get('page')).to.equal('1');
    const started = performance.getEntriesByType('resource').find((e) => e.name.includes('search=Rainbow'));
    expect(started, 'the search request').to.not.equal(undefined);
    expect(shownAt - started!.startTime).to.be.at.least(299);
  });

  it('says "No wallet found" for a search with no match, and the clear control brings the list back', async () => {
    await modal.open({ view: 'AllWallets' });
    await waitFor(() => tiles(modal).length === 40, 'page 1', 300);
    // On arrival the search field has focus (not Back), with its placeholder.
    const field = await focusOnSearchField();
    expect(field?.placeholder).to.equal('Wallet name');
    const input = await typeSearch(modal, 'no-such-wallet-xyz');
    await waitFor(() => statusLine(modal) === '0 wallets found', 'the empty state', 300);
    // Said once, in the empty state; the status line only counts.
    expect(dialogOf(modal)?.querySelector('.wm-empty h3')?.textContent).to.equal('No wallet found');
    expect(dialogOf(modal)?.textContent?.split('No wallet found')).to.have.length(2);
    expect(tiles(modal)).to.have.length(0);
    buttonNamed(modal, 'Clear search')?.click();
    await waitFor(() => tiles(modal).length === 40, 'the list again');
    expect(input.value).to.equal('');
    expect(modal.shadowRoot?.activeElement === input, `focus back on the field, not on ${modal.shadowRoot?.activeElement?.outerHTML.slice(0, 80)}`).to.equal(true);
  });

  it('filters to certified wallets with badge_type=certified, in the list and in search', async () => {
    await modal.open({ view: 'AllWallets' });
    await waitFor(() => tiles(modal).length === 40, 'page 1', 300);
    const toggle = buttonNamed(modal, 'Certified only')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await waitFor(() => statusLine(modal) === '115 wallets', 'the certified count', 300);
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    const certified = new Set((await catalogue(`badge_type=certified&entries=200&chains=${chains}`)).data.map((w) => w.name));
    expect(tileNames(modal)).to.have.length(40);
    for (const name of tileNames(modal)) expect(certified.has(name), name).to.equal(true);
    for (const tile of tiles(modal)) expect(tile.dataset.certified).to.equal('true');
    const last = (await log.walletRequests()).at(-1)!;
    expect(last.params.get('badge_type')).to.equal('certified');
    expect(last.params.get('page')).to.equal('1');

    await typeSearch(modal, 'wallet');
    await waitFor(() => statusLine(modal).endsWith('found'), 'search results', 300);
    const search = (await log.walletRequests()).find((r) => r.params.has('search'));
    expect(search?.params.get('badge_type')).to.equal('certified');
    for (const name of tileNames(modal)) expect(certified.has(name), name).to.equal(true);
  });

  it('lists only included wallets, less excluded ones', async () => {
    const included = firstPage.slice(0, 6).map((w) => w.id);
    const excluded = [firstPage[2]!.id];
    configure({ includeWalletIds: included, excludeWalletIds: excluded });
    await modal.open({ view: 'AllWallets' });
    await waitFor(() => tiles(modal).length === 5, 'five wallets', 300);
    expect(tileNames(modal)).to.deep.equal(firstPage.slice(0, 6).filter((_, i) => i !== 2).map((w) => w.name));
    expect(statusLine(modal)).to.equal('5 wallets');
    const request = (await log.walletRequests()).find((r) => r.params.get('entries') === '40');
    expect(request?.params.get('include')).to.equal(included.join(','));
    expect(request?.params.get('exclude')).to.equal(excluded.join(','));
  });

  it('connects a wallet installed on the page through ConnectingExternal', async () => {
    const stack = await stackInfo();
    const wallet = createDemoWallet({ chains: stack.chains, name: 'MetaMask', rdns: 'io.metamask' });
    wallet.controls.setApproval('manual');
    stopAnnouncing = wallet.announce();
    await waitFor(() => $injectedWallets.get().some((w) => w.rdns === 'io.metamask'), 'the announcement');
    const events: CustomEvent[] = [];
    const onTrack = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('track', onTrack);
    try {
      await modal.open({ view: 'AllWallets' });
      const tile = await waitFor(() => tiles(modal).find((t) => t.textContent === 'MetaMask'), 'the MetaMask tile', 300);
      tile.click();
      await waitFor(() => viewOf(modal) === 'ConnectingExternal', 'ConnectingExternal');
      expect(dialogOf(modal)?.textContent).to.contain('Continue in MetaMask');
      expect(events.map((e) => e.detail).filter((d) => d.event === 'SELECT_WALLET')).to.deep.equal([
        { event: 'SELECT_WALLET', properties: { name: 'MetaMask', platform: 'browser' } },
      ]);
      for (const request of wallet.controls.pending()) wallet.controls.reject(request.id);
    } finally {
      document.removeEventListener('track', onTrack);
    }
  });

  it('pairs a wallet that is not installed over WalletConnect, with links to install it (Downloads, https only)', async () => {
    const events: CustomEvent[] = [];
    const onTrack = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('track', onTrack);
    try {
      await modal.open({ view: 'AllWallets' });
      const tile = await waitFor(() => tiles(modal).find((t) => t.textContent === 'Trust Wallet'), 'the Trust Wallet tile', 300);
      tile.click();
      await waitFor(() => viewOf(modal) === 'ConnectingWalletConnect', 'ConnectingWalletConnect');
      (await waitFor(() => buttonNamed(modal, 'Get Trust Wallet'), 'the link to get it')).click();
      await waitFor(() => viewOf(modal) === 'Downloads', 'Downloads');
      const dialog = dialogOf(modal)!;
      await waitFor(() => dialog.querySelector('h3'), 'the Downloads content');
      expect(dialog.querySelector('h3')?.textContent).to.equal('Get Trust Wallet');
      const links = [...dialog.querySelectorAll<HTMLAnchorElement>('a')];
      const trust = firstPage.find((w) => w.name === 'Trust Wallet')!;
      expect(links.map((a) => a.href)).to.deep.equal([trust.app_store, trust.play_store, trust.chrome_store, trust.homepage].map((u) => new URL(u as string).href));
      for (const link of links) {
        expect(link.protocol).to.equal('https:');
        expect(link.target).to.equal('_blank');
        expect(link.rel).to.equal('noopener noreferrer');
      }
      await waitFor(() => dialog.querySelector<HTMLImageElement>('img[data-image="loaded"]')?.src.startsWith('blob:'), 'the wallet image', 300);
      expect(events.map((e) => e.detail).filter((d) => d.event === 'SELECT_WALLET')).to.deep.equal([
        { event: 'SELECT_WALLET', properties: { name: 'Trust Wallet', platform: 'qrcode' } },
      ]);
      expect(await seriousViolations(modal)).to.deep.equal([]);
      buttonNamed(modal, 'Back')?.click();
      await waitFor(() => viewOf(modal) === 'ConnectingWalletConnect', 'ConnectingWalletConnect again');
      buttonNamed(modal, 'Back')?.click();
      await waitFor(() => viewOf(modal) === 'AllWallets' && tiles(modal).length === 40, 'AllWallets again');
      // The page already loaded was kept: no second request for page 1.
      expect((await log.walletRequests()).filter((r) => r.params.get('entries') === '40')).to.have.length(1);
    } finally {
      document.removeEventListener('track', onTrack);
    }
  });

  it('has no serious or critical accessibility violation once loaded, and names every wallet by its name', async () => {
    await modal.open({ view: 'AllWallets' });
    await waitFor(() => tiles(modal).length === 40, 'page 1', 300);
    const input = dialogOf(modal)!.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(dialogOf(modal)!.querySelector(`label[for="${input.id}"]`)?.textContent).to.equal('Search wallets');
    expect(dialogOf(modal)!.querySelector('.wm-results-status')?.getAttribute('role')).to.equal('status');
    expect(await seriousViolations(modal)).to.deep.equal([]);
    for (const [index, tile] of tiles(modal).entries()) expect(tile.textContent).to.equal(firstPage[index]!.name);
  });
});
