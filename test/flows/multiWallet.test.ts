// Several wallets at once (spec §3 connections, §4): two EIP-6963 demo wallets on the stack's
// anvil chains, connected one after the other through Connect. After each step the host's
// eip155 provider (eth_accounts and the accountsChanged it emitted), `$account` and a host's
// own wagmi config with the modal's connector agree on the current address. Nothing is mocked.
import { createConfig, getConnection, http, reconnect, type Config } from '@wagmi/core';
import { expect } from 'chai';
import { mainnet } from 'viem/chains';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { restoreConnections } from '../../src/actions/connection/restoreConnections';
import { storedConnections } from '../../src/actions/connection/storedConnections';
import { switchConnection } from '../../src/actions/switchConnection';
import { createWalletModal } from '../../src/controller/createWalletModal';
import { getProvider } from '../../src/provider/getProvider';
import { clearAccount, $account } from '../../src/stores/account';
import { dispatchConnection, getConnectionState } from '../../src/stores/connection';
import { $projectSettings } from '../../src/stores/projectSettings';
import { walletModal } from '../../src/wagmi';
import { clearAnswers, serveAnswer } from '../fuzz/fuzzKit';
import { stackInfo } from '../stack/stackInfo';
import { uniqueProjectId } from './walletListKit';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, dialogOf, mountModal, resetAll, textOf, waitFor } from '../support/modalTestKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };
type DemoWallet = ReturnType<typeof createDemoWallet>;

const A = { rdns: 'dev.wallet-modal.multi-a', name: 'Wallet A', index: 4 };
const B = { rdns: 'dev.wallet-modal.multi-b', name: 'Wallet B', index: 5 };

async function announce(which: typeof A): Promise<{ wallet: DemoWallet; stop: () => void }> {
  const wallet = createDemoWallet({ chains: (await stackInfo()).chains, accountIndex: which.index, name: which.name, rdns: which.rdns, knownChainIds: [1] });
  return { wallet, stop: wallet.announce() };
}

/** Opens Connect (while connected too: "Add wallet") and picks a wallet by its name; resolves once the modal closed. */
async function connectNamed(modal: ModalElement, name: string): Promise<void> {
  await modal.open({ view: 'Connect' });
  (await waitFor(() => buttonNamed(modal, name), `${name} on Connect`)).click();
  await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
}

/** A project whose remote configuration has `multi_wallet` as given, the way the hosted service answers. */
async function projectWith(multiWallet: boolean): Promise<string> {
  const project = uniqueProjectId(`multi-${multiWallet}`);
  const { explorerUrl } = await stackInfo();
  await serveAnswer(explorerUrl, project, '/appkit/v1/config', { body: { features: [{ id: 'multi_wallet', isEnabled: multiWallet, config: null }] } });
  return project;
}

async function hostWagmi(): Promise<Config> {
  const url = (await stackInfo()).chains['1'] as string;
  return createConfig({
    chains: [{ ...mainnet, rpcUrls: { default: { http: [url] } } }],
    connectors: [walletModal()],
    transports: { [mainnet.id]: http() },
    multiInjectedProviderDiscovery: false,
    storage: null,
  });
}

describe('several wallets at once', () => {
  let modal: ModalElement;
  let project = '';
  const stops: (() => void)[] = [];
  const wallets: DemoWallet[] = [];
  const emitted: string[][] = [];
  const onAccounts = (accounts: string[]) => emitted.push(accounts);

  beforeEach(async () => {
    resetAll();
    emitted.length = 0;
    for (const which of [A, B]) {
      const { wallet, stop } = await announce(which);
      wallets.push(wallet);
      stops.push(stop);
    }
  });

  /** Mounts the modal for a project with `multi_wallet` as given, once its configuration is read. */
  async function mount(multiWallet = true): Promise<void> {
    project = await projectWith(multiWallet);
    modal = (await mountModal({ networks: 'eip155:1', 'project-id': project })) as ModalElement;
    await waitFor(() => $projectSettings.get().remoteFeatures, 'the project configuration read', 600);
    getProvider('eip155').on('accountsChanged', onAccounts);
  }

  afterEach(async () => {
    getProvider('eip155').removeListener('accountsChanged', onAccounts);
    await createWalletModal().disconnect({ all: true });
    stops.splice(0).forEach((stop) => stop());
    wallets.splice(0).forEach((wallet) => wallet.controls.disconnectFromWallet());
    resetAll();
    await clearAnswers(project);
  });

  /** The host's readers all show `address` as the current eip155 account. */
  async function agreeOn(address: string, config: Config, what: string): Promise<void> {
    await waitFor(() => $account.get().address === address, `${what}: $account on ${address}`);
    await waitFor(() => emitted.at(-1)?.[0]?.toLowerCase() === address.toLowerCase(), `${what}: accountsChanged with ${address}`);
    const accounts = await getProvider('eip155').request<string[]>({ method: 'eth_accounts' });
    expect(accounts.map((each) => each.toLowerCase()), `${what}: eth_accounts`).to.deep.equal([address.toLowerCase()]);
    await waitFor(() => getConnection(config).address?.toLowerCase() === address.toLowerCase(), `${what}: wagmi's account on ${address}`);
    expect($account.get().status).to.equal('connected');
  }

  it('connects A, adds B, switches to A, disconnects A (B current), and restores B after a reload without a prompt', async () => {
    await mount();
    const config = await hostWagmi();
    await reconnect(config);
    const [addressA, addressB] = [DEV_ACCOUNTS[A.index], DEV_ACCOUNTS[B.index]] as [string, string];

    await connectNamed(modal, A.name);
    await waitFor(() => getConnection(config).status === 'connected', "wagmi took up the modal's connection");
    await agreeOn(addressA, config, 'A connected');

    await connectNamed(modal, B.name);
    await agreeOn(addressB, config, 'B added');
    expect(getConnectionState('eip155').connections.map((record) => record.connector.uid)).to.have.members([A.rdns, B.rdns]);

    switchConnection('eip155', A.rdns);
    await agreeOn(addressA, config, 'switched to A');

    await createWalletModal().disconnect('eip155');
    await agreeOn(addressB, config, 'A disconnected, B current');
    expect(getConnectionState('eip155').connections.map((record) => record.connector.uid)).to.deep.equal([B.rdns]);

    // A reload: the stores start empty, storage is what the last visit left; the wallet asks nothing.
    dispatchConnection('eip155', { type: 'reset' });
    clearAccount('eip155');
    const [, walletB] = wallets as [DemoWallet, DemoWallet];
    walletB.controls.setApproval('manual');
    await restoreConnections(storedConnections());
    expect(walletB.controls.pending(), 'no prompt').to.deep.equal([]);
    await agreeOn(addressB, config, 'B restored');
  });

  it('restores both wallets after a reload, the current one current again', async () => {
    await mount();
    const [addressA, addressB] = [DEV_ACCOUNTS[A.index], DEV_ACCOUNTS[B.index]] as [string, string];
    await connectNamed(modal, B.name);
    await connectNamed(modal, A.name);
    switchConnection('eip155', B.rdns);
    await waitFor(() => $account.get().address === addressB, 'B current');

    dispatchConnection('eip155', { type: 'reset' });
    clearAccount('eip155');
    await restoreConnections(storedConnections());
    const state = getConnectionState('eip155');
    expect(state.connections.map((record) => record.connector.uid)).to.have.members([A.rdns, B.rdns]);
    expect(state.currentConnectorUid).to.equal(B.rdns);
    expect($account.get().address).to.equal(addressB);
    expect(state.connections.find((record) => record.connector.uid === A.rdns)?.accounts).to.deep.equal([addressA]);
  });

  it("follows a wallet-side account switch on a connection that is not current, without changing $account", async () => {
    await mount();
    const [addressA, addressB] = [DEV_ACCOUNTS[A.index], DEV_ACCOUNTS[B.index]] as [string, string];
    await connectNamed(modal, A.name);
    await connectNamed(modal, B.name);
    await waitFor(() => $account.get().address === addressB, 'B current');
    const [walletA] = wallets as [DemoWallet];
    const moved = await walletA.controls.switchAccount(6);
    const recordOfA = () => getConnectionState('eip155').connections.find((record) => record.connector.uid === A.rdns);
    await waitFor(() => recordOfA()?.accounts[0]?.toLowerCase() === moved.toLowerCase(), "A's listed address follows its wallet", 600);
    expect(moved).to.not.equal(addressA);
    expect($account.get().address).to.equal(addressB);
  });

  it('connecting the current wallet again shows the already-connected message', async () => {
    await mount();
    await connectNamed(modal, A.name);
    await modal.open({ view: 'Connect' });
    (await waitFor(() => buttonNamed(modal, A.name), 'Wallet A on Connect')).click();
    await waitFor(() => textOf(modal).includes('Already connected'), 'the catalogue message');
    expect(getConnectionState('eip155').connections).to.have.length(1);
  });

  it("with the project's multi_wallet switch off, a second wallet replaces the first", async () => {
    await mount(false);
    await connectNamed(modal, A.name);
    await connectNamed(modal, B.name);
    await waitFor(() => $account.get().address === DEV_ACCOUNTS[B.index], 'B current');
    expect(getConnectionState('eip155').connections.map((record) => record.connector.uid)).to.deep.equal([B.rdns]);
    expect(storedConnections().get('eip155')).to.deep.equal([B.rdns]);
  });
});
