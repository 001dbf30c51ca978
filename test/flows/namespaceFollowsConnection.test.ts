// The active namespace follows the visitor's connections: disconnecting the active namespace
// while another stays connected (spec §4: another connection becomes current) moves the page's
// button, $account and $network to the namespace still connected, instead of "Connect Wallet"
// beside a live Solana connection; and switching to a namespace with no connection, then going
// Back or closing without connecting there, returns to the connected one.
import { expect } from 'chai';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { registerDemoSolanaWallet } from '../support/connectDemoSolanaWallet';
import { buttonNamed, dialogOf, mountButton, mountModal, resetAll, textOf, waitFor, viewOf } from '../support/modalTestKit';
import { SOLANA_DEV_ADDRESSES, SOLANA_MAINNET } from '../support/solanaDevKeys';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

describe('the active namespace follows the connections', function () {
  this.timeout(40_000);
  let modal: ModalElement;
  let stopWallets: () => void;

  /** Moves from Account to Connect on Solana (Networks, then SwitchActiveChain), with its wallets offered. */
  async function toSolana(): Promise<void> {
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
    buttonNamed(modal, 'Network')?.click();
    (await waitFor(() => buttonNamed(modal, 'Solana'), 'Solana in Networks')).click();
    await waitFor(() => viewOf(modal) === 'SwitchActiveChain', 'SwitchActiveChain');
    buttonNamed(modal, 'Switch to Solana')?.click();
    await waitFor(() => viewOf(modal) === 'Connect' && stores.$account.get().namespace === 'solana', 'Connect on Solana');
    await waitFor(() => buttonNamed(modal, 'Demo Solana Wallet'), 'the Solana wallets offered');
  }

  // A page of Ethereum and Solana, a demo wallet of each, the EVM one connected.
  beforeEach(async () => {
    resetAll();
    sessionStorage.clear();
    const evm = createDemoWallet({ chains: (await stackInfo()).chains, accountIndex: 5, knownChainIds: [1] });
    const stopEvm = evm.announce();
    const solana = await registerDemoSolanaWallet(3);
    stopWallets = () => {
      stopEvm();
      solana.stop();
    };
    modal = (await mountModal({ networks: `eip155:1,${SOLANA_MAINNET}` })) as ModalElement;
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
    await waitFor(() => stores.$account.get().status === 'connected', 'EVM connected', 600);
  });

  afterEach(async () => {
    for (const namespace of ['eip155', 'solana'] as const) await disconnect(namespace);
    stopWallets();
    resetAll();
  });

  it("the page opening the modal on another namespace, closed without connecting there: the connected one is active again", async () => {
    await modal.open({ namespace: 'solana' });
    await waitFor(() => viewOf(modal) === 'Connect' && stores.$account.get().namespace === 'solana', 'Connect on Solana');
    modal.close();
    await waitFor(() => !dialogOf(modal), 'the modal closed');
    expect(stores.$account.get()).to.deep.include({ namespace: 'eip155', status: 'connected', address: DEV_ACCOUNTS[5] });
    expect(stores.$network.get().caipNetworkId).to.equal('eip155:1');
  });

  it('disconnecting the active namespace makes the one still connected active, for the button and the host', async () => {
    const button = await mountButton();
    const networkChanges: string[] = [];
    modal.addEventListener('network-change', (event) => networkChanges.push((event as CustomEvent<{ caipNetworkId: string }>).detail.caipNetworkId));
    await toSolana();
    buttonNamed(modal, 'Demo Solana Wallet')?.click();
    await waitFor(() => stores.$account.get().namespace === 'solana' && stores.$account.get().status === 'connected', 'Solana connected', 600);
    expect(stores.$account.get().address).to.equal(SOLANA_DEV_ADDRESSES[3]);
    networkChanges.length = 0;

    // The visitor disconnects Solana, the active namespace, from Account.
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
    (await waitFor(() => buttonNamed(modal, 'Disconnect'), 'Disconnect on Account')).click();
    await waitFor(() => stores.$account.get().namespace === 'eip155', 'EVM active again');
    expect(stores.$account.get()).to.deep.include({ status: 'connected', address: DEV_ACCOUNTS[5] });
    expect(stores.$network.get().caipNetworkId).to.equal('eip155:1');
    expect(networkChanges).to.deep.equal(['eip155:1']);
    const label = await waitFor(() => button.shadowRoot?.querySelector('[data-state="connected"]'), 'the button connected');
    expect(label.textContent).not.to.contain('Connect Wallet');

    // Disconnecting the last one leaves the page disconnected.
    await disconnect('eip155');
    expect(stores.$account.get().status).to.equal('disconnected');
  });

  it('switching to a namespace with no connection, then Back or close without connecting, returns to the connected one', async () => {
    await toSolana();
    expect(textOf(modal), 'Connect says so').to.contain('Your EVM wallet stays connected; connect a Solana wallet to use Solana.');
    const wallets = [...(dialogOf(modal)?.querySelectorAll('.wm-list-button') ?? [])].map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
    const first = (name: string) => wallets.findIndex((label) => label.includes(name));
    expect(first('Demo Solana Wallet'), 'the Solana wallet listed before the EVM one').to.be.lessThan(first('Demo Wallet'));
    (await waitFor(() => buttonNamed(modal, 'Back'), 'Back on Connect')).click();
    await waitFor(() => viewOf(modal) === 'Account', 'Account again');
    expect(stores.$account.get()).to.deep.include({ namespace: 'eip155', status: 'connected', address: DEV_ACCOUNTS[5] });
    expect(stores.$network.get().caipNetworkId).to.equal('eip155:1');

    await toSolana();
    modal.close();
    await waitFor(() => stores.$account.get().namespace === 'eip155', 'EVM active after closing');
    expect(stores.$account.get()).to.deep.include({ status: 'connected', address: DEV_ACCOUNTS[5] });
  });
});
