// Connect lists at most four wallets installed on the page, whatever a page registers; the
// rest wait behind one row, "N more installed", which shows them twenty at a time and takes the
// focus to the first one it showed. Above email and socials it lists one and that row, so both
// stay in view: 500 Wallet Standard wallets (each a real demo Solana wallet, registered through
// the standard's window events) leave Connect a handful of rows with the email and social
// logins in view; EIP-6963 announcements share the list and the cap.
import { expect } from 'chai';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { createDemoSolanaWallet } from '../../demo/wallet/solana/createDemoSolanaWallet.mjs';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { configure } from '../../src/stores/config';
import { buttonNamed, dialogOf, mountModal, resetAll, shadowActiveElement, viewOf, waitFor } from '../support/modalTestKit';
import { SOLANA_MAINNET } from '../support/solanaDevKeys';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

/** The wallet buttons of Connect's "Wallets on this page" list, by name. */
const installedRows = (modal: Element) =>
  [...(dialogOf(modal)?.querySelectorAll<HTMLButtonElement>('ul[aria-label="Wallets on this page"] > li > button') ?? [])];
const rowNames = (modal: Element) => installedRows(modal).map((row) => row.querySelector('span')?.textContent);

describe('Connect caps the installed wallets it lists', function () {
  this.timeout(60_000);
  const stops: (() => void)[] = [];

  afterEach(async () => {
    await disconnect('eip155');
    await disconnect('solana');
    stops.splice(0).forEach((stop) => stop());
    resetAll();
  });

  it('500 Wallet Standard wallets: one row, the rest behind one, email and socials still in view', async () => {
    resetAll();
    const { solanaRpcUrl } = await stackInfo();
    const names = Array.from({ length: 500 }, (_, index) => `Solana Wallet ${String(index + 1).padStart(3, '0')}`);
    for (const name of names) stops.push(createDemoSolanaWallet({ rpcUrl: solanaRpcUrl, accountIndex: 4, name, remember: false }).register());
    const modal = (await mountModal({ networks: `eip155:1,${SOLANA_MAINNET}` })) as ModalElement;
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Connect' && installedRows(modal).length > 0, 'Connect with the installed wallets');
    const more = await waitFor(() => buttonNamed(modal, '499 more installed'), 'the row of the others');
    expect(rowNames(modal)).to.deep.equal(names.slice(0, 1));
    // A handful of buttons, not 500: email and socials come right after the catalogue's rows.
    expect(dialogOf(modal)?.querySelectorAll('button').length).to.be.below(40);
    expect(dialogOf(modal)?.querySelector('input[type="email"]'), 'the email field').to.not.equal(null);
    expect(dialogOf(modal)?.querySelector('[aria-label="Social logins"]'), 'the social logins').to.not.equal(null);

    more.focus();
    more.click();
    await waitFor(() => installedRows(modal).length === 21, 'twenty more');
    expect(rowNames(modal)).to.deep.equal(names.slice(0, 21));
    expect(shadowActiveElement(modal), 'the focus on the first one shown').to.equal(installedRows(modal)[1]);
    expect(buttonNamed(modal, '479 more installed')).to.not.equal(undefined);
  });

  it('EIP-6963 announcements share the cap of four (no email or socials); showing the last ones takes the focus to them, and each connects', async () => {
    resetAll();
    const { chains } = await stackInfo();
    const names = Array.from({ length: 6 }, (_, index) => `Browser Wallet ${index + 1}`);
    for (const [index, name] of names.entries()) {
      stops.push(createDemoWallet({ chains, accountIndex: 2, knownChainIds: [1], name, rdns: `dev.wallet-modal.cap${index + 1}` }).announce());
    }
    const modal = (await mountModal({ networks: 'eip155:1' })) as ModalElement;
    configure({ features: { email: false, socials: false } });
    await modal.open();
    await waitFor(() => installedRows(modal).length === 4, 'four installed wallets');
    expect(rowNames(modal)).to.deep.equal(names.slice(0, 4));
    (await waitFor(() => buttonNamed(modal, '2 more installed'), 'the row of the others')).click();
    await waitFor(() => installedRows(modal).length === 6, 'all six');
    expect(buttonNamed(modal, '2 more installed'), 'the row gone once all are shown').to.equal(undefined);
    const fifth = installedRows(modal)[4] as HTMLButtonElement;
    expect(shadowActiveElement(modal)).to.equal(fifth);
    fifth.click();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected through the fifth', 600);
    expect(stores.$account.get().connector?.name).to.equal('Browser Wallet 5');
  });
});
