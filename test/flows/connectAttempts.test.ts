// What a new visitor met when connecting: leaving a connection attempt (close, Escape, Back)
// left the account 'connecting' and the button spinning for good; the modal stayed open on
// Account after connecting; and on a network the page did not ask for, the button showed
// "0.00 ETH" with no cue. Against the real stack with the demo wallet and the local relay.
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { selectConnector } from '../../src/actions/selectConnector';
import { stores } from '../../src/controller/stores';
import { announceDemoWallet, connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { buttonNamed, dialogOf, mountButton, mountModal, nextFrame, resetAll, waitFor, viewOf } from '../support/modalTestKit';
import { quietWalletConnectVerify } from '../support/quietWalletConnectVerify';
import { stackInfo } from '../stack/stackInfo';

// Chromium on a loopback-only machine says it is offline, and WalletConnect would refuse.
Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

const buttonOf = (button: Element) => button.shadowRoot!.querySelector('button')!;

function pressEscape(modal: Element): void {
  dialogOf(modal)?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
}

async function expectNotConnecting(button: Element): Promise<void> {
  await waitFor(() => stores.$account.get().status === 'disconnected', 'the attempt abandoned');
  await waitFor(() => buttonOf(button).dataset.state === 'disconnected', 'the button at rest');
  expect(buttonOf(button).textContent).to.equal('Connect Wallet');
  expect(buttonOf(button).querySelector('.wm-spinner')).to.equal(null);
}

describe('connection attempts', () => {
  let modal: ModalElement;
  let button: HTMLElement;
  let wallet: DemoWallet;
  let stop: () => void;

  beforeEach(async () => {
    resetAll();
    ({ wallet, stop } = await announceDemoWallet(6));
    const stack = await stackInfo();
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'relay-url': stack.relayUrl })) as ModalElement;
    button = await mountButton();
  });

  afterEach(async () => {
    await disconnect('eip155');
    stop();
    resetAll();
  });

  async function waitOnTheWallet(): Promise<void> {
    wallet.controls.setApproval('manual');
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
    await waitFor(() => viewOf(modal) === 'ConnectingExternal', 'ConnectingExternal');
    await waitFor(() => wallet.controls.pending().length > 0, 'the wallet prompt');
    expect(stores.$account.get().status).to.equal('connecting');
  }

  it('a pick of a wallet that is no longer on the page says the connection failed, with Try again, and stops spinning', async () => {
    await modal.open();
    await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect');
    selectConnector('io.left.the.page');
    await waitFor(() => viewOf(modal) === 'ConnectingExternal', 'ConnectingExternal');
    const status = await waitFor(() => dialogOf(modal)?.querySelector('.wm-error-title'), 'the failure said');
    expect(status.textContent).to.equal('Connection failed');
    expect(buttonNamed(modal, 'Try again')).to.not.equal(null);
    expect(dialogOf(modal)!.querySelector('.wm-spinner-ring')).to.equal(null);
    await expectNotConnecting(button);
  });

  it('Escape on a pending browser-wallet prompt leaves the account disconnected and the button at rest', async () => {
    await waitOnTheWallet();
    pressEscape(modal);
    await waitFor(() => !dialogOf(modal), 'the modal closed');
    await expectNotConnecting(button);
  });

  it('Back from a pending browser-wallet prompt does the same, and a late approval still connects', async () => {
    await waitOnTheWallet();
    buttonNamed(modal, 'Back')!.click();
    await waitFor(() => viewOf(modal) === 'Connect', 'back on Connect');
    await expectNotConnecting(button);
    for (const request of wallet.controls.pending()) wallet.controls.approve(request.id);
    await waitFor(() => stores.$account.get().status === 'connected', 'connected after the late approval');
  });

  it('closing the WalletConnect QR view leaves the account disconnected and the button at rest', async () => {
    await quietWalletConnectVerify();
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect on Connect')).click();
    await waitFor(() => dialogOf(modal)?.querySelector('svg.wm-qr[role="img"]'), 'the QR code', 600);
    expect(stores.$account.get().status).to.equal('connecting');
    buttonNamed(modal, 'Close')!.click();
    await waitFor(() => !dialogOf(modal), 'the modal closed');
    await expectNotConnecting(button);
  });

  it('closes once connected, and opens on Account afterwards', async () => {
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected');
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    expect(stores.$modal.get().open).to.equal(false);
    buttonOf(button).click();
    await waitFor(() => viewOf(modal) === 'Account', 'Account from the button');
  });

  it('shows "Wrong network" on the button on a network the page did not ask for, and leads to the switch', async () => {
    await connectWithClick(modal);
    modal.close();
    wallet.controls.switchChainFromWallet(42161);
    await waitFor(() => viewOf(modal) === 'UnsupportedChain', 'UnsupportedChain');
    modal.close();
    await waitFor(() => buttonOf(button).dataset.state === 'wrong-network', 'the wrong-network state');
    expect(buttonOf(button).textContent).to.contain('Wrong network');
    expect(buttonOf(button).textContent).to.not.contain('ETH');
    buttonOf(button).click();
    await waitFor(() => viewOf(modal) === 'UnsupportedChain', 'the switch offered from the button');
    buttonNamed(modal, 'Ethereum')!.click();
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:1', 'back on Ethereum');
    await waitFor(() => buttonOf(button).dataset.state === 'connected', 'the button connected again');
    await nextFrame();
  });
});
