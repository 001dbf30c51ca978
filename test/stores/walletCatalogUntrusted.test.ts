// Wallet names and images come from the wallet-list service: untrusted. Crafted entries are put
// in the stores the views read, and the rendered modal is inspected: names are text, images
// are only our own blob: URLs, links only https:.
import { expect } from 'chai';
import type { WritableAtom } from 'nanostores';
import { connectWalletsKey } from '../../src/actions/walletList/loadConnectWallets';
import { walletCatalogKey } from '../../src/actions/walletList/loadWalletPage';
import { $injectedWallets } from '../../src/connectors/eip155/eip6963/injectedWallets';
import type { WalletListEntry } from '../../src/services/walletList/WalletListEntry';
import { $walletCatalog } from '../../src/stores/walletCatalog';
import { $connectCatalog, $connectWallets } from '../../src/stores/walletCatalogConnect';
import { $walletImages, requestWalletImage } from '../../src/stores/walletImages';
import { dialogOf, mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { clearFaults, injectFault, uniqueProjectId } from '../flows/walletListKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

const HOSTILE = '<img src=x onerror=alert(1)>';
const hostile = (id: string, extra: Partial<WalletListEntry> = {}): WalletListEntry => ({
  id,
  name: HOSTILE,
  image_id: `hostile-image-${id}`,
  rdns: null,
  ...extra,
});

function expectInert(modal: Element): void {
  const dialog = dialogOf(modal)!;
  // No element was made from the name, and no image points anywhere but a blob: of ours.
  for (const image of dialog.querySelectorAll('img')) expect(image.getAttribute('src')).to.match(/^(blob:|data:image\/)/);
  expect(dialog.querySelector('[onerror]')).to.equal(null);
}

describe('untrusted wallet entries render inert', () => {
  let modal: ModalElement;
  afterEach(() => {
    $injectedWallets.set([]);
    resetAll();
  });

  beforeEach(async () => {
    resetAll();
    modal = (await mountModal({ 'project-id': uniqueProjectId('untrusted') })) as ModalElement;
  });

  it('shows a hostile name on Connect as text, and an image that is not our blob not at all', async () => {
    // Not a value a load writes: what the views do if one ever got there.
    ($walletImages as WritableAtom<ReadonlyMap<string, string>>).set(new Map($walletImages.get()).set('hostile-image-1', 'javascript:alert(1)'));
    $connectWallets.set({ key: connectWalletsKey(), status: 'loaded', featured: [hostile('1')], recommended: [], count: 1 });
    await modal.open();
    const row = await waitFor(() => dialogOf(modal)?.querySelector<HTMLButtonElement>('button[data-wallet-id="1"]'), 'the crafted row');
    expect(row.textContent).to.equal(HOSTILE);
    expect(row.querySelector('img')).to.equal(null);
    expect(row.querySelector('[data-image]')?.getAttribute('data-image')).to.equal('loading');
    expectInert(modal);
  });

  it('shows a hostile name in AllWallets as text', async () => {
    await modal.open({ view: 'AllWallets' });
    $walletCatalog.set({ key: walletCatalogKey(), wallets: [hostile('2')], page: 1, count: 1, hasMore: false, status: 'loaded' });
    const tile = await waitFor(() => dialogOf(modal)?.querySelector<HTMLButtonElement>('button[data-wallet-id="2"]'), 'the crafted tile', 300);
    expect(tile.textContent).to.equal(HOSTILE);
    expectInert(modal);
  });

  it('offers only https: links on Downloads, whatever the entry holds', async () => {
    const wallet = hostile('3', {
      app_store: 'javascript:alert(1)',
      play_store: 'http://insecure.example/app',
      chrome_store: 'data:text/html,<script>alert(1)</script>',
      homepage: 'https://wallet.example/',
    });
    await modal.open({ view: 'Downloads', data: { wallet } });
    const dialog = await waitFor(() => (dialogOf(modal)?.querySelector('h3') ? dialogOf(modal) : null), 'Downloads', 300);
    expect(dialog.querySelector('h3')?.textContent).to.equal(`Get ${HOSTILE}`);
    expect([...dialog.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal(['https://wallet.example/']);
    expectInert(modal);
  });

  it('keeps the placeholder when the service answers an image request with something that is not an image', async () => {
    const projectId = uniqueProjectId('not-an-image');
    resetAll();
    modal = (await mountModal({ 'project-id': projectId })) as ModalElement;
    await injectFault(projectId, '/getWalletImage/*', 'malformed');
    try {
      requestWalletImage('675975f4-9900-2f75-d22b-a805050ef000');
      await waitFor(() => $walletImages.get().get('675975f4-9900-2f75-d22b-a805050ef000'), 'the image outcome', 300);
      expect($walletImages.get().get('675975f4-9900-2f75-d22b-a805050ef000')).to.equal('failed');
    } finally {
      await clearFaults(projectId);
    }
  });
});

describe('$connectCatalog', () => {
  afterEach(() => $injectedWallets.set([]));

  it('drops wallets announced on the page (by rdns) and featured ones from recommended', () => {
    const a = hostile('a', { name: 'A', rdns: 'io.a' });
    const b = hostile('b', { name: 'B', rdns: 'io.b' });
    const c = hostile('c', { name: 'C' });
    $connectWallets.set({ key: 'k', status: 'loaded', featured: [a, c], recommended: [c, b], count: 9 });
    expect($connectCatalog.get().featured.map((w) => w.name)).to.deep.equal(['A', 'C']);
    expect($connectCatalog.get().recommended.map((w) => w.name)).to.deep.equal(['B']);
    $injectedWallets.set([{ uuid: 'u', name: 'A wallet', icon: undefined, rdns: 'io.a', provider: { request: async () => null } as never }]);
    expect($connectCatalog.get().featured.map((w) => w.name)).to.deep.equal(['C']);
  });
});
