// A host's own React tree (React from node_modules, the page's copy) drives the real modal
// through wallet-modal/react: its custom button, the hooks and the <WalletModal> component,
// with the demo browser wallet on the stack's anvil chains. Nothing is mocked.
import { expect } from 'chai';
import { createRoot, type Root } from 'react-dom/client';
import { toHex, verifyMessage } from 'viem';
import type { Eip155Provider, WalletModalElement } from 'wallet-modal';
import {
  useWalletAccount,
  useWalletEvents,
  useWalletModal,
  useWalletNetwork,
  useWalletProvider,
  WalletButton,
  WalletModal,
} from '../../src/react';
import { createWalletModal } from '../../src/controller/createWalletModal';
import { announceDemoWallet, type DemoWallet } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, dialogOf, resetAll, waitFor } from '../support/modalTestKit';
import { watchUncaught, type UncaughtWatch } from '../support/watchUncaught';
import { stackInfo, type StackInfo } from '../stack/stackInfo';

// Signs only, sends nothing.
const ACCOUNT = DEV_ACCOUNTS[3];

/** What the host's components read and were told, for the test to look at. */
interface HostLog {
  hooks?: {
    modal: ReturnType<typeof useWalletModal>;
    network: ReturnType<typeof useWalletNetwork>;
    provider: Eip155Provider | undefined;
  };
  tracked: string[];
  connected: string[];
  opened: boolean[];
  modalElement: WalletModalElement | null;
}

function AccountLine() {
  const account = useWalletAccount();
  const { network } = useWalletNetwork();
  return (
    <p id="host-account">
      {account.isConnected ? account.address : 'nobody'} on {network.caipNetworkId}
    </p>
  );
}

function HostApp({ stack, log }: { stack: StackInfo; log: HostLog }) {
  const modal = useWalletModal();
  const network = useWalletNetwork();
  const provider = useWalletProvider('eip155');
  useWalletEvents((event) => log.tracked.push(event.event));
  log.hooks = { modal, network, provider };
  return (
    <main>
      <WalletModal
        ref={(node) => {
          log.modalElement = node;
        }}
        projectId="react-hooks"
        networks={['eip155:8453', 'eip155:1']}
        apiUrl={stack.apiUrl}
        explorerUrl={stack.explorerUrl}
        secureSiteUrl={stack.secureSiteUrl}
        onConnect={(event) => log.connected.push(event.detail.address)}
        onModalOpen={(event) => log.opened.push(event.detail.connected)}
      />
      <WalletButton.Custom>
        {({ account, isConnected, open, isOpen, view }) => (
          <button type="button" id="host-button" data-open={isOpen} data-view={view} onClick={() => open()}>
            {isConnected ? account.address : 'Connect'}
          </button>
        )}
      </WalletButton.Custom>
      <AccountLine />
    </main>
  );
}

describe('wallet-modal/react in a host React tree', () => {
  let root: Root;
  let container: HTMLElement;
  let wallet: DemoWallet;
  let stopAnnouncing: () => void;
  let uncaught: UncaughtWatch;
  let log: HostLog;

  const hostButton = () => container.querySelector<HTMLButtonElement>('#host-button');
  const hostAccount = () => container.querySelector('#host-account')?.textContent;
  const modalElement = () => log.modalElement as WalletModalElement;

  beforeEach(async () => {
    resetAll();
    uncaught = watchUncaught();
    ({ wallet, stop: stopAnnouncing } = await announceDemoWallet(3));
    log = { tracked: [], connected: [], opened: [], modalElement: null };
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(<HostApp stack={await stackInfo()} log={log} />);
  });

  afterEach(async () => {
    await createWalletModal().disconnect('eip155');
    // Here the page and the modal share one React module (both from node_modules), so React
    // warns that the modal's root unmounts while the page's commits; a published modal has its
    // own React and a page's never sees it.
    root.unmount();
    container.remove();
    stopAnnouncing();
    uncaught.stop();
    resetAll();
  });

  it('opens from the custom button, connects the demo wallet, signs through useWalletProvider and closes', async () => {
    const button = await waitFor(hostButton, 'the host button');
    expect(button.textContent).to.equal('Connect');
    // <WalletModal> applies its networks as the page's tree commits; the hooks' components render
    // again with them once React has run its effects, which the button's first appearance may precede.
    await waitFor(() => hostAccount() === 'nobody on eip155:8453', 'the configured network in the host');
    expect(modalElement().tagName).to.equal('WALLET-MODAL');
    expect(modalElement().getAttribute('networks')).to.equal('eip155:8453,eip155:1');

    // open() from the render prop opens the one modal, on Connect; the hooks follow it.
    button.click();
    await waitFor(() => dialogOf(modalElement())?.dataset.view === 'Connect', 'the Connect view');
    await waitFor(() => hostButton()?.dataset.open === 'true', 'isOpen in the host');
    expect(hostButton()?.dataset.view).to.equal('Connect');
    expect(log.opened).to.deep.equal([false]);

    // The visitor picks the demo wallet: its account reaches the hooks, on the page's network.
    (await waitFor(() => buttonNamed(modalElement(), 'Demo Wallet'), 'Demo Wallet on Connect')).click();
    await waitFor(() => hostAccount() === `${ACCOUNT} on eip155:8453`, 'the account in the host');
    expect(hostButton()?.textContent).to.equal(ACCOUNT);
    expect(log.connected).to.deep.equal([ACCOUNT]);
    await waitFor(() => !dialogOf(modalElement()), 'the modal closed once connected');
    expect(hostButton()?.dataset.open).to.equal('false');

    // The page asks the wallet to sign through the hook's provider.
    const provider = await waitFor(() => log.hooks?.provider, 'the eip155 provider');
    expect(await provider.request({ method: 'eth_chainId' })).to.equal('0x2105');
    const message = `signed in a React page ${Date.now()}`;
    const signature = (await provider.request({ method: 'personal_sign', params: [toHex(message), ACCOUNT] })) as `0x${string}`;
    expect(await verifyMessage({ address: ACCOUNT, message, signature })).to.equal(true);

    // The visitor moves the wallet to Ethereum: useWalletNetwork follows; its switchNetwork moves both back.
    wallet.controls.switchChainFromWallet(1);
    await waitFor(() => hostAccount() === `${ACCOUNT} on eip155:1`, "the wallet's network in the host");
    await log.hooks?.network.switchNetwork('eip155:8453');
    await waitFor(() => hostAccount() === `${ACCOUNT} on eip155:8453`, 'the switched network in the host');
    expect(await provider.request({ method: 'eth_chainId' })).to.equal('0x2105');

    // open({ view }) and close() from useWalletModal.
    await log.hooks?.modal.open({ view: 'Account' });
    await waitFor(() => dialogOf(modalElement())?.dataset.view === 'Account', 'the Account view');
    expect(hostButton()?.dataset.view).to.equal('Account');
    log.hooks?.modal.close();
    await waitFor(() => !dialogOf(modalElement()), 'the modal closed');
    await waitFor(() => hostButton()?.dataset.open === 'false', 'isOpen false in the host');

    // Every tracked event reached useWalletEvents' handler, in order.
    expect(log.tracked).to.include.members(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE', 'SWITCH_NETWORK']);
    expect(log.tracked.indexOf('MODAL_OPEN')).to.be.below(log.tracked.indexOf('CONNECT_SUCCESS'));
    expect(log.opened).to.deep.equal([false, true]);
    expect(uncaught.list).to.deep.equal([]);
  });

  it('stops calling handlers once the host unmounts its components', async () => {
    await waitFor(hostButton, 'the host button');
    root.render(<main />);
    await waitFor(() => !hostButton(), 'the host tree gone');
    const before = log.tracked.length;
    await createWalletModal().open();
    await waitFor(() => dialogOf(document.querySelector('wallet-modal') as Element), 'a modal of its own');
    expect(createWalletModal().stores.$events.get()?.event).to.equal('MODAL_OPEN');
    createWalletModal().close();
    expect(log.tracked.length).to.equal(before);
  });
});
