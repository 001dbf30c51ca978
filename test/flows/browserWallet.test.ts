// A visitor connects a browser wallet end to end: the demo EIP-6963 wallet backed by the
// stack's real anvil chains, the modal built from src, balances read through the data
// service's JSON-RPC gateway. Nothing here is mocked.
import { expect } from 'chai';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { configure } from '../../src/stores/config';
import { $toast } from '../../src/stores/toast';
import { connectWithClick } from '../support/connectDemoWallet';
import { buttonNamed, dialogOf, mountButton, mountModal, resetAll, waitFor, viewOf, textOf } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };
type DemoWallet = ReturnType<typeof createDemoWallet>;

// Anvil dev accounts 3 and 4: no other test sends from them, so their balances stay 10000 ETH.
const ACCOUNT_3 = DEV_ACCOUNTS[3];
const ACCOUNT_4 = DEV_ACCOUNTS[4];


function recordEvents(names: string[]): CustomEvent[] {
  const seen: CustomEvent[] = [];
  for (const name of names) document.addEventListener(name, (event) => seen.push(event as CustomEvent));
  return seen;
}

describe('connecting a browser wallet (EIP-6963) on the local stack', () => {
  let modal: ModalElement;
  let wallet: DemoWallet;
  let stopAnnouncing: () => void;

  beforeEach(async () => {
    resetAll();
    sessionStorage.clear();
    const stack = await stackInfo();
    wallet = createDemoWallet({ chains: stack.chains, accountIndex: 3, knownChainIds: [1, 42161] });
    stopAnnouncing = wallet.announce();
    modal = (await mountModal({
      'project-id': 'test-project',
      networks: 'eip155:1,eip155:8453',
      'api-url': stack.apiUrl,
      'explorer-url': stack.explorerUrl,
    })) as ModalElement;
  });

  afterEach(async () => {
    await disconnect('eip155');
    stopAnnouncing();
    resetAll();
    sessionStorage.clear();
  });


  it('lists the wallet, waits on it in ConnectingExternal, closes once connected, then opens on Account with the live balance', async () => {
    const events = recordEvents(['connect']);
    wallet.controls.setApproval('manual');
    await modal.open();
    const walletButton = await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect');
    expect(walletButton.querySelector('img')?.getAttribute('src')).to.match(/^data:image\/svg\+xml/);
    walletButton.click();
    await waitFor(() => viewOf(modal) === 'ConnectingExternal', 'ConnectingExternal');
    expect(textOf(modal)).to.contain('Continue in Demo Wallet');
    // The waiting screen is titled by the wallet it waits on, not 'Connect Wallet'.
    expect(dialogOf(modal)?.querySelector('.wm-title')?.textContent).to.equal('Demo Wallet');
    expect(stores.$account.get().status).to.equal('connecting');
    while (stores.$account.get().status !== 'connected') {
      for (const request of wallet.controls.pending()) wallet.controls.approve(request.id);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Connected: the modal closes, as peers do; opening it again shows Account.
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    expect(stores.$modal.get().open).to.equal(false);
    await modal.open();
    expect(viewOf(modal)).to.equal('Account');
    await waitFor(() => textOf(modal).includes('10,000 ETH'), 'the balance from the chain');
    // A built-in network wears the logo the modal ships (the service's images are for the others).
    await waitFor(() => dialogOf(modal)?.querySelector('.wm-network-icon[data-image="logo"] svg[data-logo="eip155:1"] path'), "Ethereum's logo");
    expect(textOf(modal)).to.contain('0x90F7…b906');
    expect(stores.$account.get()).to.deep.include({
      status: 'connected',
      address: ACCOUNT_3,
      caipAddress: `eip155:1:${ACCOUNT_3}`,
      namespace: 'eip155',
      // The exact figure, as a host computes with it; the views round it for the eye.
      balance: '10000',
      balanceSymbol: 'ETH',
    });
    expect(events.map((e) => e.detail)).to.deep.equal([
      {
        address: ACCOUNT_3,
        caipAddress: `eip155:1:${ACCOUNT_3}`,
        chainId: 1,
        namespace: 'eip155',
        connector: { id: 'dev.wallet-modal.demo', name: 'Demo Wallet', type: 'ANNOUNCED' },
      },
    ]);
    expect(JSON.parse(localStorage.getItem('@wallet-modal/connectedConnectorId:eip155') ?? 'null')).to.equal('dev.wallet-modal.demo');
    // The balance came through the data service's gateway, routed by chainId.
    const { apiUrl } = await stackInfo();
    const log = (await (await fetch(`${apiUrl}/__log`)).json()) as { method: string; path: string; query: string }[];
    expect(log.some((entry) => entry.method === 'POST' && entry.path === '/v1/' && decodeURIComponent(entry.query).includes('chainId=eip155:1'))).to.equal(true);
  });

  it('puts the last used wallet first, marked recent', async () => {
    await connectWithClick(modal);
    await disconnect('eip155');
    await modal.open();
    const item = await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect');
    expect(item.textContent).to.contain('Recent');
  });

  it('shows a refusal with a retry, and connects on the retry', async () => {
    const events = recordEvents(['track']);
    wallet.controls.setApproval('reject');
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
    await waitFor(() => textOf(modal).includes('Connection declined'), 'the refusal');
    expect(textOf(modal)).to.contain('You declined in your wallet');
    expect(textOf(modal)).to.not.contain('User rejected');
    expect(stores.$account.get().status).to.equal('disconnected');
    expect(events.map((e) => e.detail.event)).to.include('CONNECT_ERROR');
    // The host reads the refusal as wallets word it (a 4001's message), not the visitor's words.
    expect(events.find((e) => e.detail.event === 'CONNECT_ERROR')?.detail.properties).to.deep.include({ message: 'User rejected the request.' });
    wallet.controls.setApproval('approve');
    buttonNamed(modal, 'Try again')?.click();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected after the retry');
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
  });

  it('switches networks through the wallet, adding a chain the wallet does not know', async () => {
    await connectWithClick(modal);
    const events = recordEvents(['network-change']);
    buttonNamed(modal, 'Network')?.click();
    (await waitFor(() => buttonNamed(modal, 'Base'), 'Base in Networks')).click();
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:8453', 'the switch to Base');
    await waitFor(() => viewOf(modal) === 'Account', 'back on Account');
    expect(wallet.controls.state()).to.deep.include({ chainId: 8453 });
    expect(wallet.controls.state().knownChainIds).to.include(8453);
    expect(stores.$account.get().caipAddress).to.equal(`eip155:8453:${ACCOUNT_3}`);
    expect(events.map((e) => e.detail)).to.deep.equal([{ caipNetworkId: 'eip155:8453' }]);
    await waitFor(() => stores.$account.get().balance === '10000', 'the balance on Base');
    // and back to a chain the wallet knew from the start
    buttonNamed(modal, 'Network')?.click();
    (await waitFor(() => buttonNamed(modal, 'Ethereum'), 'Ethereum in Networks')).click();
    await waitFor(() => wallet.controls.state().chainId === 1 && stores.$network.get().caipNetworkId === 'eip155:1', 'the switch back');
  });

  it('a disconnect in the wallet while it is asked to switch leads to Connect, and Back never to an empty Account', async () => {
    await connectWithClick(modal);
    wallet.controls.setApproval('manual');
    buttonNamed(modal, 'Network')?.click();
    (await waitFor(() => buttonNamed(modal, 'Base'), 'Base in Networks')).click();
    await waitFor(() => viewOf(modal) === 'SwitchNetwork', 'SwitchNetwork');
    wallet.controls.disconnectFromWallet();
    await waitFor(() => stores.$account.get().status === 'disconnected', 'disconnected');
    await waitFor(() => viewOf(modal) === 'Connect', 'Connect, not the switch of an account gone');
    // Nothing the aborted switch does afterwards leads back to Account.
    const views: string[] = [];
    const stopWatching = stores.$modal.listen((state) => views.push(state.view));
    try {
      buttonNamed(modal, 'Back')?.click();
      await waitFor(() => viewOf(modal) === 'Connect' || !dialogOf(modal), 'after Back');
      expect(views.filter((view) => view === 'Account'), 'Account shown for nobody').to.deep.equal([]);
    } finally {
      stopWatching();
    }
  });

  it('a refused switch goes back one view and changes nothing', async () => {
    await connectWithClick(modal);
    wallet.controls.setApproval('reject');
    buttonNamed(modal, 'Network')?.click();
    (await waitFor(() => buttonNamed(modal, 'Base'), 'Base in Networks')).click();
    await waitFor(() => $toast.get().open, 'the error toast');
    expect($toast.get().message).to.equal('Switch declined');
    await waitFor(() => viewOf(modal) === 'Networks', 'back on Networks');
    expect(stores.$network.get().caipNetworkId).to.equal('eip155:1');
    expect(wallet.controls.state().chainId).to.equal(1);
  });

  it('opens UnsupportedChain when the wallet moves itself to a network the page did not request', async () => {
    await connectWithClick(modal);
    modal.close();
    wallet.controls.switchChainFromWallet(42161);
    await waitFor(() => viewOf(modal) === 'UnsupportedChain', 'UnsupportedChain');
    expect(stores.$network.get()).to.deep.include({ caipNetworkId: 'eip155:42161', name: 'Arbitrum One' });
    buttonNamed(modal, 'Ethereum')?.click();
    await waitFor(() => !dialogOf(modal), 'the modal to close after the switch');
    expect(stores.$network.get().caipNetworkId).to.equal('eip155:1');
    expect(wallet.controls.state().chainId).to.equal(1);
  });

  it('stays closed on an unrequested network when the page allows unsupported chains', async () => {
    configure({ allowUnsupportedChain: true });
    await connectWithClick(modal);
    modal.close();
    wallet.controls.switchChainFromWallet(42161);
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:42161', 'the wallet network');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dialogOf(modal)).to.equal(null);
  });

  it('follows an account change made in the wallet', async () => {
    await connectWithClick(modal);
    await wallet.controls.switchAccount(4);
    await waitFor(() => stores.$account.get().address === ACCOUNT_4, 'the new account');
    expect(stores.$account.get().caipAddress).to.equal(`eip155:1:${ACCOUNT_4}`);
    await waitFor(() => textOf(modal).includes('0x15d3…6A65'), 'the new address on Account');
  });

  it('a disconnect from the wallet side leaves a clean disconnected state', async () => {
    const button = await mountButton();
    await connectWithClick(modal);
    const events = recordEvents(['disconnect']);
    wallet.controls.disconnectFromWallet();
    await waitFor(() => stores.$account.get().status === 'disconnected', 'disconnected');
    expect(stores.$account.get().address).to.equal(undefined);
    expect(events.map((e) => e.detail)).to.deep.equal([{ namespace: 'eip155' }]);
    expect(localStorage.getItem('@wallet-modal/connectedConnectorId:eip155')).to.equal(null);
    await waitFor(() => viewOf(modal) === 'Connect', 'Connect instead of an empty Account');
    await waitFor(() => button.shadowRoot?.querySelector('button')?.textContent === 'Connect Wallet', 'the button');
  });

  it('Disconnect on Account disconnects, closes and forgets the wallet', async () => {
    const button = await mountButton();
    await connectWithClick(modal);
    await waitFor(() => button.shadowRoot?.querySelector('button')?.dataset.state === 'connected', 'the connected button');
    const events = recordEvents(['disconnect', 'track']);
    buttonNamed(modal, 'Disconnect')?.click();
    await waitFor(() => !dialogOf(modal), 'the modal to close');
    // The modal closes first; the wallet is told after.
    await waitFor(() => events.some((e) => e.type === 'disconnect'), 'the disconnect event');
    expect(stores.$account.get().status).to.equal('disconnected');
    expect(events.filter((e) => e.type === 'disconnect').map((e) => e.detail)).to.deep.equal([{ namespace: 'eip155' }]);
    expect(events.filter((e) => e.type === 'track').map((e) => e.detail.event)).to.include('DISCONNECT_SUCCESS');
    expect(localStorage.getItem('@wallet-modal/connectedConnectorId:eip155')).to.equal(null);
    expect(button.shadowRoot?.querySelector('button')?.textContent).to.equal('Connect Wallet');
  });
});
