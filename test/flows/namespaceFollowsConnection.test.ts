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
import { buttonNamed, mountButton, mountModal, resetAll, waitFor, viewOf } from '../support/modalTestKit';
import { SOLANA_DEV_ADDRESSES, SOLANA_MAINNET } from '../support/solanaDevKeys';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

describe('disconnecting the active namespace while another stays connected', function () {
  this.timeout(40_000);

  it('makes the namespace still connected the active one, for the button and the host', async () => {
    resetAll();
    sessionStorage.clear();
    const evm = createDemoWallet({ chains: (await stackInfo()).chains, accountIndex: 5, knownChainIds: [1] });
    const stopEvm = evm.announce();
    const solana = await registerDemoSolanaWallet(3);
    const modal = (await mountModal({ networks: `eip155:1,${SOLANA_MAINNET}` })) as ModalElement;
    const button = await mountButton();
    const networkChanges: string[] = [];
    modal.addEventListener('network-change', (event) => networkChanges.push((event as CustomEvent<{ caipNetworkId: string }>).detail.caipNetworkId));
    try {
      await modal.open();
      (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
      await waitFor(() => stores.$account.get().status === 'connected', 'EVM connected', 600);
      await modal.open();
      buttonNamed(modal, 'Network')?.click();
      (await waitFor(() => buttonNamed(modal, 'Solana'), 'Solana in Networks')).click();
      await waitFor(() => viewOf(modal) === 'SwitchActiveChain', 'SwitchActiveChain');
      buttonNamed(modal, 'Switch to Solana')?.click();
      (await waitFor(() => buttonNamed(modal, 'Demo Solana Wallet'), 'Demo Solana Wallet on Connect')).click();
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
    } finally {
      for (const namespace of ['eip155', 'solana'] as const) await disconnect(namespace);
      stopEvm();
      solana.stop();
      resetAll();
    }
  });
});

describe('switching to a namespace with no connection, then leaving without connecting', function () {
  this.timeout(40_000);

  it('returns to the connected namespace on Back, and on close', async () => {
    resetAll();
    sessionStorage.clear();
    const evm = createDemoWallet({ chains: (await stackInfo()).chains, accountIndex: 5, knownChainIds: [1] });
    const stopEvm = evm.announce();
    const solana = await registerDemoSolanaWallet(3);
    const modal = (await mountModal({ networks: `eip155:1,${SOLANA_MAINNET}` })) as ModalElement;
    const toSolana = async () => {
      await modal.open();
      await waitFor(() => viewOf(modal) === 'Account', 'Account');
      buttonNamed(modal, 'Network')?.click();
      (await waitFor(() => buttonNamed(modal, 'Solana'), 'Solana in Networks')).click();
      await waitFor(() => viewOf(modal) === 'SwitchActiveChain', 'SwitchActiveChain');
      buttonNamed(modal, 'Switch to Solana')?.click();
      await waitFor(() => viewOf(modal) === 'Connect' && stores.$account.get().namespace === 'solana', 'Connect on Solana');
      await waitFor(() => buttonNamed(modal, 'Demo Solana Wallet'), 'the Solana wallets offered');
    };
    try {
      await modal.open();
      (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
      await waitFor(() => stores.$account.get().status === 'connected', 'EVM connected', 600);

      await toSolana();
      (await waitFor(() => buttonNamed(modal, 'Back'), 'Back on Connect')).click();
      await waitFor(() => viewOf(modal) === 'Account', 'Account again');
      expect(stores.$account.get()).to.deep.include({ namespace: 'eip155', status: 'connected', address: DEV_ACCOUNTS[5] });
      expect(stores.$network.get().caipNetworkId).to.equal('eip155:1');

      await toSolana();
      modal.close();
      await waitFor(() => stores.$account.get().namespace === 'eip155', 'EVM active after closing');
      expect(stores.$account.get()).to.deep.include({ status: 'connected', address: DEV_ACCOUNTS[5] });
    } finally {
      for (const namespace of ['eip155', 'solana'] as const) await disconnect(namespace);
      stopEvm();
      solana.stop();
      resetAll();
    }
  });
});
