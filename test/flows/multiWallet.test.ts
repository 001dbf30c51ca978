// Several wallets at once (spec §3 connections, §4): two EIP-6963 demo wallets on the stack's
// anvil chains, connected one after the other through Connect. After each step the host's
// eip155 provider (eth_accounts and the accountsChanged it emitted), `$account` and a host's
// own wagmi config with the modal's connector agree on the current address. Nothing is mocked.
import { createConfig, getConnection, http, reconnect, type Config } from '@wagmi/core';
import { expect } from 'chai';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { parseEther, toHex } from 'viem';
import { mainnet } from 'viem/chains';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { restoreConnections } from '../../src/actions/connection/restoreConnections';
import { refreshAfterTransaction } from '../../src/actions/send/refreshAfterTransaction';
import { storedConnections } from '../../src/actions/connection/storedConnections';
import { switchConnection } from '../../src/actions/switchConnection';
import { $injectedWallets } from '../../src/connectors/eip155/eip6963/injectedWallets';
import { createWalletModal } from '../../src/controller/createWalletModal';
import { getProvider } from '../../src/provider/getProvider';
import { $account } from '../../src/stores/account';
import { getConnectionState } from '../../src/stores/connection';
import { $embeddedUser } from '../../src/stores/embeddedUser';
import { StorageKeys } from '../../src/services/storage/storageKeys';
import { $projectSettings } from '../../src/stores/projectSettings';
import { useWalletAccount } from '../../src/react';
import { walletModal } from '../../src/wagmi';
import { signInWithEmail, newEmail } from './embeddedKit';
import { registerDemoSolanaWallet } from '../support/connectDemoSolanaWallet';
import { seriousViolations } from '../support/seriousViolations';
import { SOLANA_DEV_ADDRESSES, SOLANA_MAINNET } from '../support/solanaDevKeys';
import { clearAnswers, serveAnswer } from '../fuzz/fuzzKit';
import { stackInfo } from '../stack/stackInfo';
import { uniqueProjectId } from './walletListKit';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { rpc } from '../support/chainRpc';
import { buttonNamed, dialogOf, mountModal, reloadConnections, resetAll, textOf, viewOf, waitFor } from '../support/modalTestKit';

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

/**
 * A project whose remote configuration has `multi_wallet` as given, the way the hosted service answers (`config: []`, as
 * the dashboard sets it); 'no entry' leaves it out, 'config null' answers `{ isEnabled: false, config: null }`.
 */
async function projectWith(multiWallet: boolean | 'no entry' | 'config null', email = false): Promise<string> {
  const project = uniqueProjectId(`multi-${String(multiWallet).replace(' ', '-')}`);
  const { explorerUrl } = await stackInfo();
  const entry =
    multiWallet === 'no entry' ? [] : [{ id: 'multi_wallet', isEnabled: multiWallet === true, config: multiWallet === 'config null' ? null : [] }];
  const features = [...entry, ...(email ? [{ id: 'social_login', isEnabled: true, config: ['email'] }] : [])];
  await serveAnswer(explorerUrl, project, '/appkit/v1/config', { body: { features } });
  return project;
}

/** A host's own React tree reading the account through useWalletAccount; what it shows last. */
function hostReactAccount(): { shown: () => string; root: Root } {
  const element = document.body.appendChild(document.createElement('p'));
  const root = createRoot(element);
  function HostAccount() {
    const account = useWalletAccount();
    return account.isConnected ? (account.address ?? '') : 'nobody';
  }
  root.render(createElement(HostAccount));
  return { shown: () => element.textContent ?? '', root };
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
  const hostRoots: Root[] = [];
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
  async function mount(multiWallet: boolean | 'no entry' | 'config null' = true, email = false): Promise<void> {
    project = await projectWith(multiWallet, email);
    modal = (await mountModal({ networks: 'eip155:1', 'project-id': project })) as ModalElement;
    await waitFor(() => $projectSettings.get().remoteFeatures, 'the project configuration read', 600);
    getProvider('eip155').on('accountsChanged', onAccounts);
  }

  afterEach(async () => {
    getProvider('eip155').removeListener('accountsChanged', onAccounts);
    await createWalletModal().disconnect({ all: true });
    hostRoots.splice(0).forEach((root) => root.unmount());
    stops.splice(0).forEach((stop) => stop());
    wallets.splice(0).forEach((wallet) => wallet.controls.disconnectFromWallet());
    resetAll();
    await clearAnswers(project);
  });

  /** The host's readers all show `address` as the current eip155 account (and a React hook's, when one is given). */
  async function agreeOn(address: string, config: Config, what: string, react?: () => string): Promise<void> {
    await waitFor(() => $account.get().address === address, `${what}: $account on ${address}`);
    if (react) await waitFor(() => react() === address, `${what}: useWalletAccount on ${address}`);
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
    const host = hostReactAccount();
    hostRoots.push(host.root);
    const react = host.shown;
    const [addressA, addressB] = [DEV_ACCOUNTS[A.index], DEV_ACCOUNTS[B.index]] as [string, string];
    // Every state a host could read of `$account` along the way: connected always comes with an address.
    const seen: { status: string; address: string | undefined }[] = [];
    const unseen = $account.subscribe(({ status, address }) => seen.push({ status, address }));
    const connectedWithout = () => seen.filter((each) => each.status === 'connected' && !each.address);

    await connectNamed(modal, A.name);
    await waitFor(() => getConnection(config).status === 'connected', "wagmi took up the modal's connection");
    await agreeOn(addressA, config, 'A connected', react);

    await connectNamed(modal, B.name);
    await agreeOn(addressB, config, 'B added', react);
    expect(getConnectionState('eip155').connections.map((record) => record.connector.uid)).to.have.members([A.rdns, B.rdns]);

    switchConnection('eip155', A.rdns);
    await agreeOn(addressA, config, 'switched to A', react);

    await createWalletModal().disconnect('eip155');
    await agreeOn(addressB, config, 'A disconnected, B current', react);
    expect(getConnectionState('eip155').connections.map((record) => record.connector.uid)).to.deep.equal([B.rdns]);

    // A reload: the stores start empty, storage is what the last visit left; the wallet asks nothing.
    await reloadConnections('eip155');
    const [, walletB] = wallets as [DemoWallet, DemoWallet];
    walletB.controls.setApproval('manual');
    await restoreConnections(storedConnections());
    expect(walletB.controls.pending(), 'no prompt').to.deep.equal([]);
    await agreeOn(addressB, config, 'B restored', react);
    unseen();
    expect(seen.filter((each) => each.status === 'connected'), 'connected states recorded').to.not.be.empty;
    expect(connectedWithout(), '$account connected without an address').to.deep.equal([]);
  });

  it('makes a connected wallet picked again on Connect current, without asking it again', async () => {
    await mount();
    await connectNamed(modal, A.name);
    await connectNamed(modal, B.name);
    await waitFor(() => $account.get().address === DEV_ACCOUNTS[B.index], 'B current');
    const [walletA] = wallets as [DemoWallet];
    walletA.controls.setApproval('manual');
    await connectNamed(modal, A.name);
    await waitFor(() => $account.get().address === DEV_ACCOUNTS[A.index], 'A current');
    expect(walletA.controls.pending(), 'no prompt in A').to.deep.equal([]);
    expect(getConnectionState('eip155').currentConnectorUid).to.equal(A.rdns);
    expect(getConnectionState('eip155').connections.map((record) => record.connector.uid)).to.have.members([A.rdns, B.rdns]);
  });

  it('restores both wallets after a reload, the current one current again', async () => {
    await mount();
    const [addressA, addressB] = [DEV_ACCOUNTS[A.index], DEV_ACCOUNTS[B.index]] as [string, string];
    await connectNamed(modal, B.name);
    await connectNamed(modal, A.name);
    switchConnection('eip155', B.rdns);
    await waitFor(() => $account.get().address === addressB, 'B current');

    await reloadConnections('eip155');
    await restoreConnections(storedConnections());
    const state = getConnectionState('eip155');
    expect(state.connections.map((record) => record.connector.uid)).to.have.members([A.rdns, B.rdns]);
    expect(state.currentConnectorUid).to.equal(B.rdns);
    expect($account.get().address).to.equal(addressB);
    expect(state.connections.find((record) => record.connector.uid === A.rdns)?.accounts).to.deep.equal([addressA]);
  });

  it('keeps every stored wallet in storage while a restore waits for a wallet that announces itself late', async () => {
    await mount();
    await connectNamed(modal, A.name);
    await connectNamed(modal, B.name);
    expect(storedConnections().get('eip155'), 'stored before the reload: B current, then A').to.deep.equal([B.rdns, A.rdns]);

    // A reload in which B announces itself a second after the page asks (a restore waits up to 1.5 s for it).
    await reloadConnections('eip155');
    stops.splice(1, 1)[0]?.();
    $injectedWallets.set($injectedWallets.get().filter((wallet) => wallet.rdns !== B.rdns));
    const restoring = restoreConnections(storedConnections());
    await waitFor(() => getConnectionState('eip155').connections.some((record) => record.connector.uid === A.rdns), 'A back while B is still silent');
    // A second reload now must find both wallets, B still the current one.
    expect(storedConnections().get('eip155'), 'storage while B is still announcing').to.deep.equal([B.rdns, A.rdns]);
    setTimeout(() => stops.push((wallets[1] as DemoWallet).announce()), 1_000);
    await restoring;
    expect(getConnectionState('eip155').currentConnectorUid, 'B current again').to.equal(B.rdns);
    expect(storedConnections().get('eip155'), 'storage once restored').to.deep.equal([B.rdns, A.rdns]);
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

  it("lists the namespace's wallets in Account: Add wallet, Use this wallet and Disconnect by clicking", async () => {
    await mount();
    const [addressA, addressB] = [DEV_ACCOUNTS[A.index], DEV_ACCOUNTS[B.index]] as [string, string];
    await connectNamed(modal, A.name);
    // One wallet: no list yet; "Add wallet" opens Connect while connected.
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
    expect(dialogOf(modal)?.querySelector('[data-connector]'), 'no list for one wallet').to.equal(null);
    (await waitFor(() => buttonNamed(modal, 'Add wallet'), 'Add wallet')).click();
    await waitFor(() => viewOf(modal) === 'Connect', 'Connect from Add wallet');
    (await waitFor(() => buttonNamed(modal, B.name), `${B.name} on Connect`)).click();
    await waitFor(() => $account.get().address === addressB, 'B added and current');

    await modal.open();
    const row = (rdns: string) => dialogOf(modal)?.querySelector<HTMLElement>(`li[data-connector="${rdns}"]`) ?? undefined;
    const buttonIn = (rdns: string, name: string) => [...(row(rdns)?.querySelectorAll('button') ?? [])].find((button) => button.textContent === name);
    await waitFor(() => row(A.rdns) && row(B.rdns), 'both wallets listed', 600);
    expect(row(B.rdns)?.getAttribute('aria-current'), 'B marked current').to.equal('true');
    expect(row(A.rdns)?.hasAttribute('aria-current')).to.equal(false);
    expect(row(A.rdns)?.textContent).to.contain(A.name).and.to.contain(addressA.slice(0, 6));
    expect(buttonIn(B.rdns, 'Use this wallet'), 'the current one is not offered Use').to.equal(undefined);
    // Each button is described by its wallet's name and address.
    const describedBy = buttonIn(A.rdns, 'Use this wallet')?.getAttribute('aria-describedby') ?? '';
    expect(modal.shadowRoot?.getElementById(describedBy)?.textContent).to.contain(A.name);
    // They wear the modal's link-button look on a page that never opened Send (whose lazy CSS has it too).
    const look = getComputedStyle(buttonIn(A.rdns, 'Use this wallet') as HTMLElement);
    expect([look.borderTopStyle, look.backgroundColor, look.fontWeight], 'a link button, not browser chrome').to.deep.equal(['none', 'rgba(0, 0, 0, 0)', '600']);
    expect(await seriousViolations(modal)).to.deep.equal([]);

    buttonIn(A.rdns, 'Use this wallet')?.click();
    await waitFor(() => row(A.rdns)?.getAttribute('aria-current') === 'true', 'A marked current');
    expect($account.get().address).to.equal(addressA);
    expect(getConnectionState('eip155').currentConnectorUid).to.equal(A.rdns);

    buttonIn(B.rdns, 'Disconnect')?.click();
    await waitFor(() => !row(B.rdns), 'B gone from Account');
    expect(viewOf(modal)).to.equal('Account');
    expect(getConnectionState('eip155').connections.map((record) => record.connector.uid)).to.deep.equal([A.rdns]);
    expect($account.get().address, 'the current one stays').to.equal(addressA);
  });

  it("shows each listed wallet's own balance on the active network, whichever is current", async () => {
    // B's account gets a balance of its own on chain 1 (A's stays anvil's 10000 ETH), put back afterwards.
    const url = (await stackInfo()).chains['1'] as string;
    const addressB = DEV_ACCOUNTS[B.index] as string;
    const before = await rpc(url, 'eth_getBalance', [addressB, 'latest']);
    await rpc(url, 'anvil_setBalance', [addressB, toHex(parseEther('4321.5'))]);
    try {
      await mount();
      await connectNamed(modal, A.name);
      await connectNamed(modal, B.name);
      await modal.open();
      const row = (rdns: string) => dialogOf(modal)?.querySelector<HTMLElement>(`li[data-connector="${rdns}"]`)?.textContent ?? '';
      await waitFor(() => row(A.rdns).includes('10,000 ETH'), "A's balance in the list while B is current", 600);
      await waitFor(() => row(B.rdns).includes('4,321.5 ETH'), "B's balance in the list", 600);
      switchConnection('eip155', A.rdns);
      // The list shows A current first: the figures are then read of the list as it stands after the switch.
      await waitFor(() => dialogOf(modal)?.querySelector(`li[data-connector="${A.rdns}"]`)?.getAttribute('aria-current') === 'true', 'A marked current in the list');
      await waitFor(() => row(A.rdns).includes('10,000 ETH') && row(B.rdns).includes('4,321.5 ETH'), 'both balances once A is current', 600);
      // A transaction ends (one from A, which could have paid B): B's figure is read again at once, not after the 30 s cache.
      await rpc(url, 'anvil_setBalance', [addressB, toHex(parseEther('1234'))]);
      refreshAfterTransaction();
      await waitFor(() => row(B.rdns).includes('1,234 ETH'), "B's new balance once a transaction ended", 600);
    } finally {
      await rpc(url, 'anvil_setBalance', [addressB, before]);
    }
  });

  it("reads a wallet's balance once when it becomes current while the list is still reading it", async () => {
    // Every eth_getBalance of A's address is recorded and passed on to the chain, its answer held back a little as
    // a slow node would, so that the switch lands while the list's read of A is under way.
    const addressA = (DEV_ACCOUNTS[A.index] as string).toLowerCase();
    const reads: number[] = [];
    const realFetch = window.fetch;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const calls = typeof init?.body === 'string' ? ([] as { method?: string; params?: unknown[] }[]).concat(JSON.parse(init.body)) : [];
      const ofA = calls.some((call) => call.method === 'eth_getBalance' && String(call.params?.[0]).toLowerCase() === addressA);
      if (!ofA) return realFetch(input, init);
      reads.push(Date.now());
      const response = await realFetch(input, init);
      await new Promise((resolve) => setTimeout(resolve, 400));
      return response;
    };
    try {
      await mount();
      await connectNamed(modal, A.name);
      await waitFor(() => $account.get().balance, "A's balance read while A is current", 600);
      // Its cached figure goes, so that the list reads A again.
      localStorage.removeItem(StorageKeys.NATIVE_BALANCE_CACHE);
      reads.length = 0;
      await connectNamed(modal, B.name);
      await modal.open();
      await waitFor(() => reads.length > 0, "the list reading A's balance", 600);
      switchConnection('eip155', A.rdns);
      await waitFor(() => $account.get().address === DEV_ACCOUNTS[A.index] && $account.get().balance, "A current with its balance", 600);
      expect(reads, "A's balance read once").to.have.length(1);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('keeps two EVM wallets and a Solana wallet, each namespace its own current, and restores all of them', async function () {
    this.timeout(40_000);
    const solana = await registerDemoSolanaWallet(3, { remember: true });
    stops.push(solana.stop);
    project = await projectWith(true);
    modal = (await mountModal({ networks: `eip155:1,${SOLANA_MAINNET}`, 'project-id': project })) as ModalElement;
    await waitFor(() => $projectSettings.get().remoteFeatures, 'the project configuration read', 600);
    await connectNamed(modal, A.name);
    await connectNamed(modal, B.name);
    await modal.open({ view: 'Connect', namespace: 'solana' });
    (await waitFor(() => buttonNamed(modal, 'Demo Solana Wallet'), 'Demo Solana Wallet on Connect')).click();
    await waitFor(() => getConnectionState('solana').status === 'connected', 'Solana connected', 600);
    const solanaUid = getConnectionState('solana').currentConnectorUid;
    expect(getConnectionState('eip155').currentConnectorUid, 'EVM keeps its current').to.equal(B.rdns);

    await reloadConnections('eip155', 'solana');
    await restoreConnections(storedConnections());
    const evm = getConnectionState('eip155');
    expect(evm.connections.map((record) => record.connector.uid)).to.have.members([A.rdns, B.rdns]);
    expect(evm.currentConnectorUid).to.equal(B.rdns);
    expect(getConnectionState('solana')).to.deep.include({ status: 'connected', currentConnectorUid: solanaUid });
    expect(getConnectionState('solana').connections[0]?.accounts).to.deep.equal([SOLANA_DEV_ADDRESSES[3]]);
    await createWalletModal().disconnect({ all: true });
    expect(getConnectionState('solana').connections).to.deep.equal([]);
  });

  it('keeps an email wallet beside a browser wallet in eip155, and switches between them', async function () {
    this.timeout(60_000);
    await mount(true, true);
    await signInWithEmail(modal, newEmail());
    const embedded = $account.get().address as string;
    await waitFor(() => !dialogOf(modal) || viewOf(modal) === 'Account', 'signed in');
    modal.close();
    await connectNamed(modal, A.name);
    await waitFor(() => $account.get().address === DEV_ACCOUNTS[A.index], 'the browser wallet current');
    const uids = getConnectionState('eip155').connections.map((record) => record.connector.uid);
    expect(uids).to.have.length(2).and.to.include(A.rdns);
    const embeddedUid = uids.find((uid) => uid !== A.rdns) as string;
    switchConnection('eip155', embeddedUid);
    await waitFor(() => $account.get().address === embedded, 'the email wallet current again');
    await waitFor(() => emitted.at(-1)?.[0]?.toLowerCase() === embedded.toLowerCase(), 'accountsChanged with the email wallet');
    await createWalletModal().disconnect('eip155');
    await waitFor(() => $account.get().address === DEV_ACCOUNTS[A.index], 'the browser wallet current once the email wallet is disconnected');
    expect(getConnectionState('eip155').connections.map((record) => record.connector.uid)).to.deep.equal([A.rdns]);
  });

  it("with the project's multi_wallet switch off, a second wallet replaces the first", async () => {
    await mount(false);
    await connectNamed(modal, A.name);
    await connectNamed(modal, B.name);
    await waitFor(() => $account.get().address === DEV_ACCOUNTS[B.index], 'B current');
    expect(getConnectionState('eip155').connections.map((record) => record.connector.uid)).to.deep.equal([B.rdns]);
    expect(storedConnections().get('eip155')).to.deep.equal([B.rdns]);
  });

  for (const [answer, uids, what] of [
    ['no entry', [B.rdns], 'without a multi_wallet entry (as AppKit reads it: off), a second wallet replaces the first'],
    ['config null', [A.rdns, B.rdns], 'with `config: null` (as AppKit reads it: the default, which is on here), both wallets stay'],
  ] as const) {
    it(what, async () => {
      await mount(answer);
      await connectNamed(modal, A.name);
      await connectNamed(modal, B.name);
      await waitFor(() => $account.get().address === DEV_ACCOUNTS[B.index], 'B current');
      expect(getConnectionState('eip155').connections.map((record) => record.connector.uid)).to.have.members([...uids]).and.to.have.length(uids.length);
    });
  }

  it('with the switch off, a browser wallet replacing an email wallet signs the email wallet out', async function () {
    this.timeout(60_000);
    await mount(false, true);
    await signInWithEmail(modal, newEmail());
    await waitFor(() => !dialogOf(modal) || viewOf(modal) === 'Account', 'signed in');
    modal.close();
    expect($embeddedUser.get(), 'signed in with email').to.not.equal(undefined);

    await connectNamed(modal, A.name);
    await waitFor(() => $account.get().address === DEV_ACCOUNTS[A.index], 'the browser wallet current');
    expect(getConnectionState('eip155').connections.map((record) => record.connector.uid)).to.deep.equal([A.rdns]);
    await waitFor(() => $embeddedUser.get() === undefined, 'the email wallet signed out', 300);
    expect(storedConnections().get('eip155')).to.deep.equal([A.rdns]);
  });
});
