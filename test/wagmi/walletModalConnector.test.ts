// wallet-modal/wagmi: a host page's own wagmi config with the modal's connector. wagmi's actions
// (connect, signMessage, switchChain, disconnect) and its view of the connection (getConnection,
// watchConnection) follow whatever the visitor connected in the modal, here the demo browser
// wallet on the stack's anvil chains. Nothing is mocked: the modal, its provider and @wagmi/core
// (node_modules', as a host has it) are the real ones.
import {
  connect,
  createConfig,
  disconnect,
  getConnection,
  http,
  reconnect,
  signMessage,
  switchChain,
  watchConnection,
  type Config,
  type GetConnectionReturnType,
} from '@wagmi/core';
import { expect } from 'chai';
import { UserRejectedRequestError, verifyMessage, type Chain } from 'viem';
import { base, mainnet } from 'viem/chains';
import { createWalletModal } from '../../src/controller/createWalletModal';
import { walletModal } from '../../src/wagmi';
import { announceDemoWallet, connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, dialogOf, mountModal, resetAll, viewOf, waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

// Dev account 8 signs here and sends nothing.
const ACCOUNT = DEV_ACCOUNTS[8];
const controller = () => createWalletModal();

/** A chain of viem's list, served by the stack's anvil chain of the same id. */
async function local(chain: Chain): Promise<Chain> {
  const url = (await stackInfo()).chains[String(chain.id)] as string;
  return { ...chain, rpcUrls: { default: { http: [url] } } };
}

/** The page's wagmi config, as a host writes it, with the modal's connector only. */
async function hostConfig(): Promise<Config> {
  const chains = [await local(mainnet), await local(base)] as const;
  return createConfig({
    chains,
    connectors: [walletModal()],
    transports: { [mainnet.id]: http(), [base.id]: http() },
    // The demo wallet announces itself too: wagmi would list it beside the modal.
    multiInjectedProviderDiscovery: false,
    storage: null,
  });
}

const connectorOf = (config: Config) => {
  const [connector] = config.connectors;
  if (!connector) throw new Error('the config has no connector');
  return connector;
};

describe('wallet-modal/wagmi: the modal as a wagmi connector', () => {
  let modal: ModalElement;
  let wallet: DemoWallet;
  let stopAnnouncing: () => void;
  let stopWatching: (() => void) | undefined;

  beforeEach(async () => {
    resetAll();
    ({ wallet, stop: stopAnnouncing } = await announceDemoWallet(8));
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453' })) as ModalElement;
  });

  afterEach(async () => {
    stopWatching?.();
    stopWatching = undefined;
    for (const request of wallet.controls.pending()) wallet.controls.reject(request.id);
    await controller().disconnect('eip155');
    stopAnnouncing();
    resetAll();
  });

  /** Records wagmi's status each time its view of the connection changes. */
  function watchStatuses(config: Config): GetConnectionReturnType['status'][] {
    const seen: GetConnectionReturnType['status'][] = [];
    stopWatching = watchConnection(config, { onChange: (connection) => seen.push(connection.status) });
    return seen;
  }

  it('connect opens the modal; wagmi signs, switches chain with the modal, and a Disconnect in the modal disconnects wagmi', async () => {
    const config = await hostConfig();
    const connector = connectorOf(config);
    expect(connector).to.include({ id: 'walletModal', name: 'Wallet Modal', type: 'walletModal' });
    const statuses = watchStatuses(config);

    const connecting = connect(config, { connector });
    const demo = await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet in the modal wagmi opened');
    expect(viewOf(modal)).to.equal('Connect');
    demo.click();
    expect(await connecting).to.deep.equal({ accounts: [ACCOUNT], chainId: mainnet.id });
    expect(getConnection(config)).to.include({ status: 'connected', address: ACCOUNT, chainId: mainnet.id });
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');

    const message = `signed through wallet-modal/wagmi ${Date.now()}`;
    const signature = await signMessage(config, { message });
    expect(await verifyMessage({ address: ACCOUNT, message, signature })).to.equal(true);

    const switched = await switchChain(config, { chainId: base.id });
    expect(switched.id).to.equal(base.id);
    expect(getConnection(config).chainId).to.equal(base.id);
    expect(controller().getState().network.caipNetworkId).to.equal('eip155:8453');
    expect(wallet.controls.state().chainId).to.equal(base.id);

    // The visitor disconnects in the modal's Account view.
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Account', 'the Account view');
    (buttonNamed(modal, 'Disconnect') as HTMLButtonElement).click();
    await waitFor(() => getConnection(config).status === 'disconnected', 'wagmi disconnected');
    expect(getConnection(config).address).to.equal(undefined);
    expect(statuses).to.include('connected');
    expect(statuses.at(-1)).to.equal('disconnected');
  });

  it("wagmi's disconnect disconnects the modal", async () => {
    const config = await hostConfig();
    const connecting = connect(config, { connector: connectorOf(config) });
    (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet in the modal')).click();
    await connecting;
    expect(controller().getState().account).to.include({ status: 'connected', address: ACCOUNT });

    await disconnect(config);
    expect(getConnection(config).status).to.equal('disconnected');
    expect(controller().getState().account.status).to.equal('disconnected');
    expect(await controller().getProvider('eip155').request({ method: 'eth_accounts' })).to.deep.equal([]);
    // Opened again, the modal offers to connect.
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Connect', 'the Connect view');
  });

  it("closing the modal rejects wagmi's connect with UserRejectedRequestError", async () => {
    const config = await hostConfig();
    const connecting = connect(config, { connector: connectorOf(config) }).then(
      () => undefined,
      (error: unknown) => error,
    );
    await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'the modal wagmi opened');
    (buttonNamed(modal, 'Close') as HTMLButtonElement).click();
    const error = await connecting;
    expect(error).to.be.instanceOf(UserRejectedRequestError);
    expect(getConnection(config).status).to.equal('disconnected');
    await waitFor(() => !dialogOf(modal), 'the modal closed');
  });

  it("takes up a connection the modal has (reconnect, without opening it), then follows the wallet's account and chain", async () => {
    await connectWithClick(modal);
    modal.close();
    await waitFor(() => !dialogOf(modal), 'the modal closed');

    const config = await hostConfig();
    const [connection] = await reconnect(config);
    expect(connection?.accounts).to.deep.equal([ACCOUNT]);
    expect(getConnection(config)).to.include({ status: 'connected', address: ACCOUNT, chainId: mainnet.id });
    expect(dialogOf(modal)).to.equal(null);

    // The visitor changes chain, then account, in the wallet itself.
    wallet.controls.switchChainFromWallet(base.id);
    await waitFor(() => getConnection(config).chainId === base.id, "wagmi's chain follows the wallet");
    await wallet.controls.switchAccount(7);
    await waitFor(() => getConnection(config).address === DEV_ACCOUNTS[7], "wagmi's account follows the wallet");

    // A wallet connected in the modal itself (its own Connect) is wagmi's too.
    await controller().disconnect('eip155');
    await waitFor(() => getConnection(config).status === 'disconnected', 'wagmi disconnected');
    await connectWithClick(modal);
    await waitFor(() => getConnection(config).status === 'connected', 'wagmi connected by the modal');
    expect(getConnection(config).address).to.equal(DEV_ACCOUNTS[7]);
  });
});
