// Connect's rows show icons of one size: a wallet's 32 px image, WalletConnect's logo filling
// its 32 px tile and the All Wallets glyph drawn large on one.
import { expect } from 'chai';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { $injectedWallets } from '../../src/connectors/eip155/eip6963/injectedWallets';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';
import { ALL_NETWORKS, catalogRows, uniqueProjectId } from './walletListKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

describe('Connect: row icons', () => {
  let stop: (() => void) | undefined;

  afterEach(() => {
    stop?.();
    $injectedWallets.set([]);
    resetAll();
  });

  it('gives WalletConnect, wallet and All Wallets rows icons of equal size, WalletConnect its own logo', async () => {
    stop = createDemoWallet({ chains: (await stackInfo()).chains }).announce();
    const modal = (await mountModal({ 'project-id': uniqueProjectId('row-icons'), networks: ALL_NETWORKS })) as ModalElement;
    await modal.open({ view: 'Connect' });
    // Above email and socials, one recommended row beside the wallet on the page (connectLayout.test.ts).
    await waitFor(() => catalogRows(modal).length === 1, 'the recommended row', 300);
    const rows = {
      walletConnect: buttonNamed(modal, 'WalletConnect')!,
      installed: buttonNamed(modal, 'Demo Wallet')!,
      catalogue: buttonNamed(modal, catalogRows(modal)[0]!)!,
      allWallets: buttonNamed(modal, 'All Wallets')!,
    };
    await waitFor(() => rows.installed.querySelector('img') && rows.catalogue.querySelector('img'), 'the wallet images', 300);
    // Measured once the opening animation (a slight scale) has ended.
    const dialog = dialogOf(modal);
    await Promise.all([dialog, dialog?.parentElement].flatMap((node) => node?.getAnimations() ?? []).map((a) => a.finished.catch(() => undefined)));
    const sizes = Object.fromEntries(
      Object.entries(rows).map(([kind, row]) => {
        const box = (row.firstElementChild as Element).getBoundingClientRect();
        return [kind, `${box.width.toFixed(1)}×${box.height.toFixed(1)}`];
      }),
    );
    expect(sizes).to.deep.equal({ walletConnect: '32.0×32.0', installed: '32.0×32.0', catalogue: '32.0×32.0', allWallets: '32.0×32.0' });

    const mark = (row: HTMLButtonElement) => row.firstElementChild!.querySelector('svg')!;
    // WalletConnect's drawn logo fills its tile, as the wallet images fill theirs.
    await waitFor(() => mark(rows.walletConnect).dataset.logo === 'walletConnect', "WalletConnect's logo");
    const walletConnectMark = mark(rows.walletConnect).getBoundingClientRect();
    expect([walletConnectMark.width, walletConnectMark.height]).to.deep.equal([32, 32]);
    // The All Wallets glyph is drawn large on its tile, not a small glyph on a big tile.
    const allWalletsMark = mark(rows.allWallets).getBoundingClientRect();
    expect(allWalletsMark.width / 32).to.be.at.least(0.6);
  });
});
