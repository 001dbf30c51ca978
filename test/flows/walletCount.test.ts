// One count of wallets, in two places: Connect's "All Wallets" row and AllWallets' status line
// show how many wallets the visitor can find in AllWallets. On a desktop that is what the
// wallet-list service counts; on a phone the platform filter (spec §5) leaves out wallets with
// no mobile link, so both show what it keeps, which is also how many tiles AllWallets holds once
// scrolled to its end. Real wallet-list service of the local stack.
import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';
import { $certifiedOnly } from '../../src/stores/walletCatalog';
import { filterMobileWallets } from '../../src/utils/filterMobileWallets';
import type { WalletListEntry } from '../../src/services/walletList/WalletListEntry';
import { buttonNamed, mountModal, resetAll, waitFor, viewOf } from '../support/modalTestKit';
import { catalogue, scrollBody, statusLine, tiles, uniqueProjectId } from './walletListKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

/** The networks the demo page asks for: 403 of the stack's 520 wallets. */
const NETWORKS = 'eip155:1,eip155:8453';

async function whole(query = ''): Promise<WalletListEntry[]> {
  return (await catalogue(`entries=1000&chains=${encodeURIComponent(NETWORKS)}${query}`)).data as unknown as WalletListEntry[];
}

const onPhone = (wallets: WalletListEntry[]) => filterMobileWallets(wallets, { namespaces: new Set(['eip155']) }).length;

describe('The wallet count: the same on Connect and in AllWallets', function () {
  // A phone's count needs the whole catalogue read, and the waits count frames, which a loaded
  // machine draws slowly: under CI load the phone cases ran past the default 15 s.
  this.timeout(45_000);
  let modal: ModalElement;
  /** A phone as the browser reports one (device emulation of the test's page, emulateCommands.mjs). */
  const emulate = (device: string | null) => executeServerCommand('emulate-device', { device });
  const becomePhone = () => emulate('iPhone 15 Pro');

  afterEach(async () => {
    await emulate(null);
    $certifiedOnly.set(false);
    resetAll();
  });

  /** Connect's "All Wallets" row, once it shows `count` (or after a while, whatever it shows). */
  async function connectShows(count: number): Promise<string> {
    modal = (await mountModal({ 'project-id': uniqueProjectId('count'), networks: NETWORKS })) as ModalElement;
    await modal.open({ view: 'Connect' });
    const row = await waitFor(() => buttonNamed(modal, 'All Wallets'), 'All Wallets on Connect', 300);
    // Waits for it, then says what it shows (the caller's check names a wrong count).
    await waitFor(() => row.textContent === `All Wallets ${count} wallets`, 'the count on the row', 600).catch(() => undefined);
    return row.textContent ?? '';
  }

  /** AllWallets' status line, once it shows `count` (or after a while, whatever it shows). */
  async function allWalletsShows(count: number): Promise<string> {
    buttonNamed(modal, 'All Wallets')!.click();
    await waitFor(() => viewOf(modal) === 'AllWallets' && tiles(modal).length > 0, 'AllWallets', 300);
    await waitFor(() => statusLine(modal) === `${count} wallets`, 'the count in the status line', 600).catch(() => undefined);
    return statusLine(modal);
  }

  it('on a desktop, both say what the service counts', async () => {
    const count = (await whole()).length;
    expect(count).to.equal(403);
    expect(await connectShows(count)).to.equal(`All Wallets ${count} wallets`);
    expect(await allWalletsShows(count)).to.equal(`${count} wallets`);
  });

  it('on a phone, both say how many wallets AllWallets lists, which scrolling to its end confirms', async () => {
    await becomePhone();
    const all = await whole();
    const count = onPhone(all);
    // The filter does leave wallets out here, so a count taken from the service would differ.
    expect(count).to.be.below(all.length);
    expect(await connectShows(count)).to.equal(`All Wallets ${count} wallets`);
    expect(await allWalletsShows(count)).to.equal(`${count} wallets`);
    for (let i = 0; i < 40 && tiles(modal).length < count; i += 1) {
      const before = tiles(modal).length;
      scrollBody(modal, 'bottom');
      await waitFor(() => tiles(modal).length > before, 'the next page', 300);
    }
    expect(tiles(modal)).to.have.length(count);
    expect(statusLine(modal)).to.equal(`${count} wallets`);
  });

  it('on a phone, "Certified only" counts the certified wallets AllWallets lists', async () => {
    await becomePhone();
    const certified = onPhone(await whole('&badge_type=certified'));
    const all = onPhone(await whole());
    expect(await connectShows(all)).to.equal(`All Wallets ${all} wallets`);
    expect(await allWalletsShows(all)).to.equal(`${all} wallets`);
    buttonNamed(modal, 'Certified only')!.click();
    await waitFor(() => statusLine(modal) === `${certified} wallets`, `${certified} certified wallets`, 600);
    expect(certified).to.be.below((await whole('&badge_type=certified')).length);
  });
});
