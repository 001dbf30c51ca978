// One page, several namespaces: EVM, Solana and Bitcoin networks, a demo wallet of each. The
// visitor moves among them through the network list (SwitchActiveChain for a namespace not yet
// connected), every connection stays, and a reload restores them all (with Polkadot and Cosmos
// wallets too).
import { expect } from 'chai';
import { COSMOS_DEV_KEYS } from '../../demo/stack/cosmos/devKeys.mjs';
import { POLKADOT_DEV_KEYS } from '../../demo/stack/polkadot/devKeys.mjs';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { disconnect } from '../../src/actions/disconnect';
import { switchNetwork } from '../../src/actions/switchNetwork';
import { stores } from '../../src/controller/stores';
import { getConnectionState } from '../../src/stores/connection';
import { BIP122_TESTNET } from '../support/bitcoinDevKeys';
import { registerDemoBitcoinWallet } from '../support/connectDemoBitcoinWallet';
import { registerDemoSolanaWallet } from '../support/connectDemoSolanaWallet';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor, viewOf } from '../support/modalTestKit';
import { SOLANA_DEV_ADDRESSES, SOLANA_MAINNET } from '../support/solanaDevKeys';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };
const NETWORKS = `eip155:1,${SOLANA_MAINNET},${BIP122_TESTNET}`;

describe('a page with EVM, Solana and Bitcoin networks', function () {
  this.timeout(40_000);

  it('connects one wallet per namespace, moves among them, and keeps every connection', async () => {
    resetAll();
    sessionStorage.clear();
    const evm = createDemoWallet({ chains: (await stackInfo()).chains, accountIndex: 5, knownChainIds: [1] });
    const stopEvm = evm.announce();
    const solana = await registerDemoSolanaWallet(3);
    const bitcoin = await registerDemoBitcoinWallet(3);
    const modal = (await mountModal({ networks: NETWORKS })) as ModalElement;
    try {
      // EVM first, as the page starts on Ethereum.
      await modal.open();
      (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
      await waitFor(() => stores.$account.get().status === 'connected', 'EVM connected', 600);
      expect(stores.$account.get().namespace).to.equal('eip155');

      // Solana: the network list says which namespace each network is of; picking Solana while
      // only EVM is connected goes through SwitchActiveChain.
      await modal.open();
      buttonNamed(modal, 'Network')?.click();
      await waitFor(() => viewOf(modal) === 'Networks', 'Networks');
      expect(dialogOf(modal)?.textContent).to.contain('Solana').and.to.contain('Bitcoin');
      (await waitFor(() => buttonNamed(modal, 'Solana'), 'Solana in Networks')).click();
      await waitFor(() => viewOf(modal) === 'SwitchActiveChain', 'SwitchActiveChain');
      buttonNamed(modal, 'Switch to Solana')?.click();
      await waitFor(() => viewOf(modal) === 'Connect' && stores.$network.get().namespace === 'solana', 'Connect on Solana');
      expect(stores.$account.get()).to.deep.include({ namespace: 'solana', status: 'disconnected' });
      expect(getConnectionState('eip155').status, 'EVM stays connected').to.equal('connected');
      (await waitFor(() => buttonNamed(modal, 'Demo Solana Wallet'), 'Demo Solana Wallet on Connect')).click();
      await waitFor(() => stores.$account.get().status === 'connected', 'Solana connected', 600);
      expect(stores.$account.get()).to.deep.include({ namespace: 'solana', address: SOLANA_DEV_ADDRESSES[3] });
      await waitFor(() => stores.$account.get().balanceSymbol === 'SOL', 'the SOL balance', 600);

      // Bitcoin the same way.
      await modal.open();
      buttonNamed(modal, 'Network')?.click();
      (await waitFor(() => buttonNamed(modal, 'Bitcoin Testnet'), 'Bitcoin Testnet in Networks')).click();
      await waitFor(() => viewOf(modal) === 'SwitchActiveChain', 'SwitchActiveChain for Bitcoin');
      buttonNamed(modal, 'Switch to Bitcoin Testnet')?.click();
      (await waitFor(() => buttonNamed(modal, 'Demo Bitcoin Wallet'), 'Demo Bitcoin Wallet on Connect')).click();
      await waitFor(() => stores.$account.get().namespace === 'bip122' && stores.$account.get().status === 'connected', 'Bitcoin connected', 600);
      await waitFor(() => stores.$account.get().balanceSymbol === 'BTC', 'the BTC balance', 600);

      // Back to Ethereum: connected already, so the switch is direct and $account follows.
      await modal.open();
      buttonNamed(modal, 'Network')?.click();
      (await waitFor(() => buttonNamed(modal, 'Ethereum'), 'Ethereum in Networks')).click();
      await waitFor(() => stores.$account.get().namespace === 'eip155', 'back on EVM');
      expect(stores.$account.get().status).to.equal('connected');
      for (const namespace of ['eip155', 'solana', 'bip122'] as const) expect(getConnectionState(namespace).status, namespace).to.equal('connected');
    } finally {
      for (const namespace of ['eip155', 'solana', 'bip122'] as const) await disconnect(namespace);
      stopEvm();
      solana.stop();
      bitcoin.stop();
      resetAll();
    }
  });

  it('Activity open on EVM when the page moves to Solana, where it is not offered: Account instead of loading rows for good', async () => {
    resetAll();
    sessionStorage.clear();
    const evm = createDemoWallet({ chains: (await stackInfo()).chains, accountIndex: 5, knownChainIds: [1] });
    const stopEvm = evm.announce();
    const solana = await registerDemoSolanaWallet(3);
    const modal = (await mountModal({ networks: NETWORKS })) as ModalElement;
    try {
      await modal.open();
      (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
      await waitFor(() => stores.$account.get().status === 'connected', 'EVM connected', 600);
      await switchNetwork(SOLANA_MAINNET);
      await modal.open();
      (await waitFor(() => buttonNamed(modal, 'Demo Solana Wallet'), 'Demo Solana Wallet on Connect')).click();
      await waitFor(() => stores.$account.get().namespace === 'solana' && stores.$account.get().status === 'connected', 'Solana connected', 600);
      await switchNetwork('eip155:1');
      await modal.open();
      (await waitFor(() => buttonNamed(modal, 'Activity'), 'Activity on Account')).click();
      await waitFor(() => viewOf(modal) === 'Activity', 'Activity');
      // The page moves to Solana (both stay connected): activity is EVM's only (spec §9).
      await switchNetwork(SOLANA_MAINNET);
      await waitFor(() => viewOf(modal) === 'Account', 'Account, not Activity where it is not offered', 600);
    } finally {
      for (const namespace of ['eip155', 'solana'] as const) await disconnect(namespace);
      stopEvm();
      solana.stop();
      resetAll();
    }
  });
});

type PageHooks = {
  statuses: string[];
  found(connectorId: string): boolean;
  connect(connectorId: string): Promise<void>;
  status(namespace: string): string;
  address(namespace: string): string | undefined;
  prompts(): string[];
};

const RESTORED = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const;

describe('five connections after a reload', function () {
  this.timeout(40_000);

  it('are all restored without a click, and the Polkadot and Cosmos wallets are not asked again', async () => {
    sessionStorage.clear(); // the wallets' memory of the site (the frame shares this page's)
    const stack = await stackInfo();
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const query = {
      api: stack.apiUrl,
      explorer: stack.explorerUrl,
      chains: JSON.stringify(stack.chains),
      solana: stack.solanaRpcUrl,
      bitcoin: stack.bitcoinUrl,
    };
    const load = (approval: 'approve' | 'manual') =>
      new Promise<PageHooks>((resolve) => {
        frame.addEventListener('load', () => resolve((frame.contentWindow as unknown as { pageHooks: PageHooks }).pageHooks), { once: true });
        frame.src = `/test/pages/multi-namespace-host.html?${new URLSearchParams({ ...query, approval })}`;
      });
    try {
      let page = await load('approve');
      for (const id of ['dev.wallet-modal.demo', 'solana:demo-solana-wallet', 'bip122:demo-bitcoin-wallet', 'polkadot:demo-polkadot-wallet', 'cosmos:keplr']) {
        await waitFor(() => page.status('eip155') !== undefined && page.found(id), `${id} on the page`);
        await page.connect(id);
      }
      const addresses = RESTORED.map((namespace) => page.address(namespace));
      for (const namespace of RESTORED) expect(page.status(namespace), namespace).to.equal('connected');
      expect(addresses[3]).to.equal(POLKADOT_DEV_KEYS[2]?.address);
      expect(addresses[4]).to.equal(COSMOS_DEV_KEYS[2]?.address);

      // After the reload the Polkadot and Cosmos wallets hold any prompt open: a restore that
      // asked the person would wait there instead of coming back.
      page = await load('manual');
      for (const namespace of RESTORED) {
        await waitFor(() => page.status(namespace) === 'connected', `${namespace} restored`, 900);
      }
      expect(RESTORED.map((namespace) => page.address(namespace))).to.deep.equal(addresses);
      expect(page.prompts(), 'prompts in the wallets').to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
