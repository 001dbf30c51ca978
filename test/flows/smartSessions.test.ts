// Smart sessions (ERC-7715) through the page's provider with the demo browser wallet on the
// stack's chain 1, where the Delegation Framework is deployed: the host asks wallet_grantPermissions,
// SmartSessionRequest says what is asked in plain words, the wallet grants (its account upgraded
// by EIP-7702, a delegation to the host's session key), and the host's session key redeems on chain
// with no prompt, within the limit only. Account → Sessions lists it, Revoke disables it on chain.
// A wallet without the permissions capability, and one that grants something else than asked, are
// refused before anything is activated at the data service. Nothing is mocked.
import { expect } from 'chai';
import { createWalletClient, http, parseEther, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createWalletModal } from '../../src/controller/createWalletModal';
import type { Eip155Provider } from '../../src/connectors/eip155/provider/Eip155Provider';
import { configure } from '../../src/stores/config';
import { redeemCall } from '../../demo/sessions/redeemCall.mjs';
import { balanceOf, freshAddress, waitForReceipt } from '../support/chainReads';
import { rpc } from '../support/chainRpc';
import { announceDemoWallet, connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { quietWalletConnectVerify } from '../support/quietWalletConnectVerify';
import { createTestWallet, type TestWallet } from '../support/walletConnectWallet';
import { $pairing } from '../../src/stores/walletConnectPairing';
import { $sessionList } from '../../src/stores/smartSessions';
import { $modalState } from '../../src/stores/modal';
import { $route } from '../../src/stores/router';
import { failureOf } from '../support/failureOf';
import { until } from '../support/until';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void; getProvider(namespace?: string): Eip155Provider };
type Grant = { chainId: string; address: string; expiry: number; permissions: { type: string; data: Record<string, unknown> }[]; context: Hex; signerMeta: { delegationManager: Hex }; pci: string };
type StoredSession = { pci: string; context: string | null; revokedAt: number | null };

// Dev account 11 grants, here and in no other file: its EIP-7702 upgrade stays for the stack's run,
// and its balance must move only by what the session keys spend.
const ACCOUNT_INDEX = 11;
const ACCOUNT = DEV_ACCOUNTS[ACCOUNT_INDEX];
const CHAIN_ID = 1;
const CAIP10 = `eip155:${CHAIN_ID}:${ACCOUNT}`;
const ALLOWANCE = parseEther('0.01');

/** Frames to wait for what the wallet or the chain does (about 30 s). */
const LONG = 1800;

async function storedSessions(): Promise<StoredSession[]> {
  const { apiUrl } = await stackInfo();
  const response = await fetch(`${apiUrl}/v1/sessions/${encodeURIComponent(CAIP10)}?projectId=test-project`);
  return ((await response.json()) as { pcis: StoredSession[] }).pcis;
}

/** A session key the host holds, funded for gas. */
async function sessionKey() {
  const { chains } = await stackInfo();
  const account = privateKeyToAccount(generatePrivateKey());
  await rpc(chains[CHAIN_ID]!, 'anvil_setBalance', [account.address, '0xde0b6b3a7640000']);
  return account;
}

async function grantRequest(publicKey: Hex) {
  const { chains } = await stackInfo();
  const block = (await rpc(chains[CHAIN_ID]!, 'eth_getBlockByNumber', ['latest', false])) as { timestamp: string };
  const now = Number(block.timestamp);
  return {
    chainId: '0x1',
    expiry: Math.max(now, Math.floor(Date.now() / 1000)) + 3600,
    signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey }] } },
    permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: `0x${ALLOWANCE.toString(16)}`, start: now - 10, period: 86400 } }],
    policies: [],
  };
}

describe('smart sessions through the page provider, with the demo browser wallet', function () {
  this.timeout(120_000);
  let modal: ModalElement;
  let wallet: DemoWallet;
  let stopAnnouncing: () => void;
  let provider: Eip155Provider;

  async function connect(options: { permissions?: boolean } = {}): Promise<void> {
    ({ wallet, stop: stopAnnouncing } = await announceDemoWallet(ACCOUNT_INDEX, options));
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453' })) as ModalElement;
    configure({ features: { smartSessions: true } });
    provider = modal.getProvider();
    await connectWithClick(modal);
    modal.close();
    wallet.controls.setApproval('manual');
  }

  /** Approves the wallet's first pending request of `method` once it is asked. */
  async function approveInWallet(method: string): Promise<void> {
    const request = await waitFor(() => wallet.controls.pending().find((pending) => pending.method === method), `${method} waiting in the wallet`, LONG);
    wallet.controls.approve(request.id);
  }

  beforeEach(() => resetAll());

  afterEach(async () => {
    for (const request of wallet?.controls.pending() ?? []) wallet.controls.reject(request.id);
    await createWalletModal().disconnect('eip155');
    stopAnnouncing?.();
    resetAll();
  });

  it('grants in plain words, redeems within the limit with no prompt, is refused beyond it on chain, and is listed and revoked', async () => {
    await connect({ permissions: true });
    const { chains } = await stackInfo();
    const rpcUrl = chains[CHAIN_ID]!;
    const key = await sessionKey();
    const request = await grantRequest(key.publicKey);

    const granted = provider.request({ method: 'wallet_grantPermissions', params: [request] }) as Promise<Grant>;
    const dialog = await waitFor(() => (dialogOf(modal)?.dataset.view === 'SmartSessionRequest' ? dialogOf(modal) : undefined), 'SmartSessionRequest', LONG);
    await waitFor(() => dialog.textContent?.includes('Spend up to 0.01 ETH per day'), 'the allowance in words');
    expect(dialog.textContent).to.include('Approve in Demo Wallet');
    expect(dialog.textContent).to.include('Until ');
    await approveInWallet('wallet_grantPermissions');
    const grant = await granted;
    expect(grant.pci).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(grant.address).to.equal(ACCOUNT.toLowerCase());
    expect(grant.permissions).to.deep.equal(request.permissions);
    expect(grant.context).to.match(/^0x[0-9a-f]+$/);
    const stored = (await storedSessions()).find((item) => item.pci === grant.pci);
    expect(stored?.context, 'activated at the service with the wallet’s context').to.equal(grant.context);
    await waitFor(() => !dialogOf(modal), 'the modal closed again once granted', LONG);

    // The host's session key redeems: no prompt, the delegator's funds move.
    const host = createWalletClient({ account: key, transport: http(rpcUrl) });
    const chain = { id: CHAIN_ID, name: 'Ethereum (local)', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } };
    const recipient = freshAddress();
    // The shared library's redeem data: what the host's session key sends to the DelegationManager.
    const redeem = (value: bigint) =>
      host.sendTransaction({ chain, to: grant.signerMeta.delegationManager, data: redeemCall({ context: grant.context, calls: [{ to: recipient, value }] }), gas: 500_000n });
    const before = await balanceOf(rpcUrl, ACCOUNT);
    expect((await waitForReceipt(rpcUrl, await redeem(parseEther('0.004')))).status).to.equal('0x1');
    expect(await balanceOf(rpcUrl, recipient)).to.equal(parseEther('0.004'));
    expect(before - (await balanceOf(rpcUrl, ACCOUNT))).to.equal(parseEther('0.004'));
    expect(wallet.controls.pending(), 'no prompt in the wallet').to.deep.equal([]);
    // Beyond the day's 0.01: the enforcer reverts it, on chain.
    expect((await waitForReceipt(rpcUrl, await redeem(parseEther('0.007')))).status).to.equal('0x0');
    expect(await balanceOf(rpcUrl, recipient)).to.equal(parseEther('0.004'));

    // Account → Sessions: listed under Active, in the same words.
    await modal.open();
    await waitFor(() => dialogOf(modal)?.dataset.view === 'Account', 'Account');
    (await waitFor(() => buttonNamed(modal, 'Sessions'), 'Sessions on Account')).click();
    const list = await waitFor(() => (dialogOf(modal)?.dataset.view === 'SmartSessionList' ? dialogOf(modal) : undefined), 'SmartSessionList');
    const row = await waitFor(() => list.querySelector<HTMLElement>(`[data-sessions="active"] [data-pci="${grant.pci}"]`), 'the session under Active', LONG);
    expect(row.textContent).to.include('Spend up to 0.01 ETH per day');

    // Revoke: the wallet disables it on chain and signs, the service marks it revoked.
    (await waitFor(() => [...row.querySelectorAll('button')].find((button) => button.textContent === 'Revoke'), 'Revoke')).click();
    await approveInWallet('wallet_revokePermissions');
    await until(async () => (await storedSessions()).find((item) => item.pci === grant.pci)?.revokedAt, 'revoked at the service', 30_000);
    (await waitFor(() => [...list.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.textContent === 'Revoked'), 'the Revoked tab')).click();
    await waitFor(() => list.querySelector(`[data-sessions="revoked"] [data-pci="${grant.pci}"]`), 'the session under Revoked', LONG);
    expect(list.querySelector(`[data-pci="${grant.pci}"]`)?.textContent).to.include('Revoked ');
    // A redeem within the limit now reverts on chain.
    expect((await waitForReceipt(rpcUrl, await redeem(parseEther('0.001')))).status).to.equal('0x0');
  });

  it('two grants asked at once: the first one ending leaves the other on screen, the last one ending closes the modal', async () => {
    await connect({ permissions: true });
    const first = await grantRequest((await sessionKey()).publicKey);
    const second = await grantRequest((await sessionKey()).publicKey);
    second.permissions[0]!.data.allowance = `0x${(ALLOWANCE * 2n).toString(16)}`;
    const grants = [first, second].map((request) => provider.request({ method: 'wallet_grantPermissions', params: [request] }) as Promise<Grant>);
    const asked = await waitFor(() => {
      const pending = wallet.controls.pending().filter((request) => request.method === 'wallet_grantPermissions');
      return pending.length === 2 ? pending : undefined;
    }, 'both grants waiting in the wallet', LONG);
    const dialog = await waitFor(() => (dialogOf(modal)?.dataset.view === 'SmartSessionRequest' ? dialogOf(modal) : undefined), 'SmartSessionRequest');
    await waitFor(() => dialog.textContent?.includes('Spend up to 0.02 ETH per day'), 'the second request on screen');
    const allowanceOf = (request: (typeof asked)[number]) => (request.params as { permissions: { data: { allowance: string } }[] }[])[0]!.permissions[0]!.data.allowance;
    wallet.controls.approve(asked.find((request) => allowanceOf(request) === first.permissions[0]!.data.allowance)!.id);
    expect((await grants[0]!).permissions).to.deep.equal(first.permissions);
    // The first grant's end takes nothing away from the second, still asked.
    expect($modalState.get().open && $route.get().view, 'the second request still on screen').to.equal('SmartSessionRequest');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(dialogOf(modal)?.dataset.view).to.equal('SmartSessionRequest');
    expect(dialogOf(modal)?.textContent).to.include('Spend up to 0.02 ETH per day');
    wallet.controls.approve(asked.find((request) => allowanceOf(request) === second.permissions[0]!.data.allowance)!.id);
    expect((await grants[1]!).permissions).to.deep.equal(second.permissions);
    await waitFor(() => !dialogOf(modal), 'the modal closed once both ended', LONG);
  });

  it('the list follows the account in use: when the wallet changes it, the other account’s sessions (and their Revoke) go away', async () => {
    await connect({ permissions: true });
    const request = await grantRequest((await sessionKey()).publicKey);
    const granted = provider.request({ method: 'wallet_grantPermissions', params: [request] }) as Promise<Grant>;
    await approveInWallet('wallet_grantPermissions');
    const grant = await granted;
    await waitFor(() => !dialogOf(modal), 'the modal closed once granted', LONG);

    await modal.open();
    await waitFor(() => dialogOf(modal)?.dataset.view === 'Account', 'Account');
    (await waitFor(() => buttonNamed(modal, 'Sessions'), 'Sessions on Account')).click();
    const list = await waitFor(() => (dialogOf(modal)?.dataset.view === 'SmartSessionList' ? dialogOf(modal) : undefined), 'SmartSessionList');
    await waitFor(() => list.querySelector(`[data-sessions="active"] [data-pci="${grant.pci}"]`), 'the session under Active', LONG);
    const other = await wallet.controls.switchAccount(8);
    await waitFor(() => $sessionList.get().account?.toLowerCase() === `eip155:${CHAIN_ID}:${other.toLowerCase()}` && $sessionList.get().status === 'ready', 'the list of the account now in use', LONG);
    expect(dialogOf(modal)?.dataset.view, 'still the list').to.equal('SmartSessionList');
    expect(dialogOf(modal)?.querySelector(`[data-pci="${grant.pci}"]`), 'the other account’s session is not listed').to.equal(null);
  });

  it('Revoke goes through when the delegation is already disabled on chain (a revoke the service never heard of, retried)', async () => {
    await connect({ permissions: true });
    const { chains } = await stackInfo();
    const rpcUrl = chains[CHAIN_ID]!;
    const key = await sessionKey();
    const request = await grantRequest(key.publicKey);
    const granted = provider.request({ method: 'wallet_grantPermissions', params: [request] }) as Promise<Grant>;
    await approveInWallet('wallet_grantPermissions');
    const grant = await granted;
    await waitFor(() => !dialogOf(modal), 'the modal closed once granted', LONG);

    // The wallet disabled it on chain, but the service was never told.
    const revokeParams = { pci: grant.pci, permissions: grant.permissions, expiry: grant.expiry, address: CAIP10, context: grant.context };
    const firstRevoke = wallet.provider.request({ method: 'wallet_revokePermissions', params: revokeParams });
    await approveInWallet('wallet_revokePermissions');
    expect(await firstRevoke).to.match(/^0x[0-9a-f]{130}$/);
    const host = createWalletClient({ account: key, transport: http(rpcUrl) });
    const chain = { id: CHAIN_ID, name: 'Ethereum (local)', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } };
    const redeem = await host.sendTransaction({ chain, to: grant.signerMeta.delegationManager, data: redeemCall({ context: grant.context, calls: [{ to: freshAddress(), value: 1n }] }), gas: 500_000n });
    expect((await waitForReceipt(rpcUrl, redeem)).status, 'disabled on chain').to.equal('0x0');
    expect((await storedSessions()).find((item) => item.pci === grant.pci)?.revokedAt, 'not revoked at the service').to.equal(null);

    await modal.open();
    await waitFor(() => dialogOf(modal)?.dataset.view === 'Account', 'Account');
    (await waitFor(() => buttonNamed(modal, 'Sessions'), 'Sessions on Account')).click();
    const list = await waitFor(() => (dialogOf(modal)?.dataset.view === 'SmartSessionList' ? dialogOf(modal) : undefined), 'SmartSessionList');
    const row = await waitFor(() => list.querySelector<HTMLElement>(`[data-sessions="active"] [data-pci="${grant.pci}"]`), 'the session under Active', LONG);
    (await waitFor(() => [...row.querySelectorAll('button')].find((button) => button.textContent === 'Revoke'), 'Revoke')).click();
    await approveInWallet('wallet_revokePermissions');
    await waitFor(() => $sessionList.get().revoking === undefined, 'the revoke ended', LONG);
    expect($sessionList.get().revokeError, 'no failure on the row').to.equal(undefined);
    expect((await storedSessions()).find((item) => item.pci === grant.pci)?.revokedAt).to.be.a('number');
  });

  it('a wallet without the permissions capability: "This wallet does not support smart sessions" (4200), nothing created at the service', async () => {
    await connect();
    const key = await sessionKey();
    const before = (await storedSessions()).length;
    const failure = await failureOf(provider.request({ method: 'wallet_grantPermissions', params: [await grantRequest(key.publicKey)] }));
    expect(failure).to.deep.equal({ code: 4200, message: 'This wallet does not support smart sessions' });
    expect((await storedSessions()).length).to.equal(before);
    expect(wallet.controls.pending()).to.deep.equal([]);
  });

  it('a wallet that never answers wallet_getCapabilities: the grant is refused once the service timeout has passed, not left waiting', async () => {
    await connect({ permissions: true });
    configure({ serviceTimeoutMs: 1500 });
    const ask = wallet.provider.request;
    wallet.provider.request = (args: { method: string; params?: unknown }) => (args.method === 'wallet_getCapabilities' ? new Promise<never>(() => undefined) : ask(args));
    try {
      let failure: Awaited<ReturnType<typeof failureOf>> | undefined;
      void failureOf(provider.request({ method: 'wallet_grantPermissions', params: [await grantRequest((await sessionKey()).publicKey)] })).then((settled) => {
        failure = settled;
      });
      await waitFor(() => failure, 'the grant settled', 600);
      expect(failure).to.deep.equal({ code: 4200, message: 'This wallet does not support smart sessions' });
      expect(wallet.controls.pending()).to.deep.equal([]);
    } finally {
      wallet.provider.request = ask;
    }
  });

  it('a request on another chain, or with a policy, is refused with -32602 and the reason', async () => {
    await connect({ permissions: true });
    const request = await grantRequest((await sessionKey()).publicKey);
    const before = (await storedSessions()).length;
    expect(await failureOf(provider.request({ method: 'wallet_grantPermissions', params: [{ ...request, chainId: '0x2105' }] }))).to.deep.equal({
      code: -32602,
      message: 'Invalid smart session request: chainId 0x2105 is not the connected chain (0x1)',
    });
    expect(await failureOf(provider.request({ method: 'wallet_grantPermissions', params: [{ ...request, policies: [{ type: 'gas-limit', data: {} }] }] }))).to.deep.equal({
      code: -32602,
      message: 'Invalid smart session request: policies must be [] (no policy type is supported)',
    });
    expect((await storedSessions()).length).to.equal(before);
  });

  it('a contract-call session that may send the coin says how much each call may send, where it is asked', async () => {
    await connect({ permissions: true });
    const request = await grantRequest((await sessionKey()).publicKey);
    const abi = [{ type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [], outputs: [] }];
    const calls = { ...request, permissions: [{ type: 'contract-call', data: { address: freshAddress(), abi, functions: [{ functionName: 'deposit', valueLimit: `0x${parseEther('0.001').toString(16)}` }] } }] };
    const failed = failureOf(provider.request({ method: 'wallet_grantPermissions', params: [calls] }));
    const dialog = await waitFor(() => (dialogOf(modal)?.dataset.view === 'SmartSessionRequest' ? dialogOf(modal) : undefined), 'SmartSessionRequest', LONG);
    const line = await waitFor(() => dialog.querySelector('[data-session-permissions] li')?.textContent, 'the permission in words');
    expect(line).to.match(/^Call deposit on 0x.+ with up to 0\.001 ETH each call$/);
    const asked = await waitFor(() => wallet.controls.pending().find((pending) => pending.method === 'wallet_grantPermissions'), 'the grant waiting in the wallet', LONG);
    wallet.controls.reject(asked.id);
    expect((await failed).code).to.equal(4001);
  });

  it('a request every wallet refuses (two permissions; contract calls with different value limits) is refused with -32602 before the wallet is asked', async () => {
    await connect({ permissions: true });
    const request = await grantRequest((await sessionKey()).publicKey);
    const before = (await storedSessions()).length;
    const twice = { ...request, permissions: [request.permissions[0], request.permissions[0]] };
    expect(await failureOf(provider.request({ method: 'wallet_grantPermissions', params: [twice] }))).to.deep.equal({
      code: -32602,
      message: 'Invalid smart session request: one permission per request can be granted: ask for each in its own request',
    });
    const abi = ['transfer', 'approve'].map((name) => ({ type: 'function', name, stateMutability: 'nonpayable', inputs: [{ name: 'to', type: 'address' }, { name: 'amount', type: 'uint256' }], outputs: [{ name: '', type: 'bool' }] }));
    const calls = {
      ...request,
      permissions: [{ type: 'contract-call', data: { address: freshAddress(), abi, functions: [{ functionName: 'transfer', valueLimit: '0x1' }, { functionName: 'approve', valueLimit: '0x2' }] } }],
    };
    expect(await failureOf(provider.request({ method: 'wallet_grantPermissions', params: [calls] }))).to.deep.equal({
      code: -32602,
      message: 'Invalid smart session request: permissions[0].data: one value limit for all its functions is all that can be enforced',
    });
    expect(dialogOf(modal), 'nothing shown').to.equal(null);
    expect(wallet.controls.pending(), 'nothing asked of the wallet').to.deep.equal([]);
    expect((await storedSessions()).length).to.equal(before);
  });

  it("a function named one thing with the selector of a token's transfer is refused: the wallet allows the selector, the visitor would read the name", async () => {
    await connect({ permissions: true });
    const request = await grantRequest((await sessionKey()).publicKey);
    const before = (await storedSessions()).length;
    // many_msg_babbage(bytes1) and transfer(address,uint256) share the selector 0xa9059cbb.
    const abi = [{ type: 'function', name: 'many_msg_babbage', stateMutability: 'nonpayable', inputs: [{ name: 'x', type: 'bytes1' }], outputs: [] }];
    const calls = { ...request, permissions: [{ type: 'contract-call', data: { address: freshAddress(), abi, functions: [{ functionName: 'many_msg_babbage' }] } }] };
    expect(await failureOf(provider.request({ method: 'wallet_grantPermissions', params: [calls] }))).to.deep.equal({
      code: -32602,
      message: 'Invalid smart session request: permissions[0].data.functions[0]: "many_msg_babbage(bytes1)" has the selector of transfer(address,uint256) (0xa9059cbb), which is what the wallet would allow',
    });
    expect(dialogOf(modal), 'nothing shown').to.equal(null);
    expect(wallet.controls.pending(), 'nothing asked of the wallet').to.deep.equal([]);
    expect((await storedSessions()).length).to.equal(before);
  });

  it('a wallet that grants another allowance than asked is refused, and nothing is activated', async () => {
    await connect({ permissions: true });
    const request = await grantRequest((await sessionKey()).publicKey);
    await wallet.controls.alterNextGrant((answer) => {
      const [permission] = answer.permissions as { type: string; data: Record<string, unknown> }[];
      return { ...answer, permissions: [{ ...permission, data: { ...permission!.data, allowance: `0x${(ALLOWANCE * 10n).toString(16)}` } }] };
    });
    const before = new Set((await storedSessions()).map((item) => item.pci));
    const failed = failureOf(provider.request({ method: 'wallet_grantPermissions', params: [request] }));
    await approveInWallet('wallet_grantPermissions');
    const failure = await failed;
    expect(failure.message).to.equal('The wallet granted another session than the one asked (permissions differs); nothing was activated');
    expect((await storedSessions()).filter((item) => !before.has(item.pci)), 'nothing created at the service').to.deep.equal([]);
    await waitFor(() => !dialogOf(modal), 'the modal closed again', LONG);
  });

  it('the visitor refuses in the wallet: 4001, and no session is created at the service', async () => {
    await connect({ permissions: true });
    const request = await grantRequest((await sessionKey()).publicKey);
    const before = new Set((await storedSessions()).map((item) => item.pci));
    const failed = failureOf(provider.request({ method: 'wallet_grantPermissions', params: [request] }));
    const asked = await waitFor(() => wallet.controls.pending().find((pending) => pending.method === 'wallet_grantPermissions'), 'the grant waiting in the wallet', LONG);
    wallet.controls.reject(asked.id);
    expect((await failed).code).to.equal(4001);
    expect((await storedSessions()).filter((item) => !before.has(item.pci)), 'nothing created at the service').to.deep.equal([]);
    await waitFor(() => !dialogOf(modal), 'the modal closed again', LONG);
  });

  it('a session the service holds that was never granted (no context) is not listed: there is nothing to revoke', async () => {
    await connect({ permissions: true });
    const { apiUrl } = await stackInfo();
    const { chainId: _, ...asked } = await grantRequest((await sessionKey()).publicKey);
    const response = await fetch(`${apiUrl}/v1/sessions/${encodeURIComponent(CAIP10)}?projectId=test-project&v=2`, { method: 'POST', body: JSON.stringify(asked), headers: { 'content-type': 'application/json' } });
    const { pci } = (await response.json()) as { pci: string };
    expect((await storedSessions()).find((item) => item.pci === pci)?.context, 'stored, never activated').to.equal(null);

    await modal.open();
    await waitFor(() => dialogOf(modal)?.dataset.view === 'Account', 'Account');
    // The list this view loads: a load that starts once it opens, and ends.
    let loading = false;
    let loaded = false;
    const stopListening = $sessionList.listen((state) => {
      if (state.status === 'loading') loading = true;
      else if (loading && state.account === CAIP10) loaded = true;
    });
    (await waitFor(() => buttonNamed(modal, 'Sessions'), 'Sessions on Account')).click();
    const list = await waitFor(() => (dialogOf(modal)?.dataset.view === 'SmartSessionList' ? dialogOf(modal) : undefined), 'SmartSessionList');
    await waitFor(() => loaded, 'the list loaded', LONG);
    stopListening();
    expect($sessionList.get().status).to.equal('ready');
    for (const tab of ['Active', 'Expired', 'Revoked']) {
      (await waitFor(() => [...list.querySelectorAll<HTMLElement>('[role="tab"]')].find((button) => button.textContent === tab), tab)).click();
      await waitFor(() => list.querySelector(`[role="tab"][aria-selected="true"]`)?.textContent === tab, `${tab} selected`);
      expect(list.querySelector(`[data-pci="${pci}"]`), `not under ${tab}`).to.equal(null);
    }
  });
});

describe('smart sessions through the page provider, with a WalletConnect wallet', function () {
  this.timeout(120_000);
  let modal: ModalElement;
  let wallet: TestWallet;
  let onLine: PropertyDescriptor | undefined;

  beforeEach(async () => {
    resetAll();
    // Chromium on a machine with only loopback reports itself offline, and the SDK then refuses to connect.
    onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });
    const stack = await stackInfo();
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'relay-url': stack.relayUrl })) as ModalElement;
    configure({ features: { smartSessions: true } });
    await quietWalletConnectVerify();
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: ACCOUNT_INDEX, solanaAccountIndex: 9, smartSessions: true });
  });
  afterEach(async () => {
    await createWalletModal().disconnect('eip155');
    await wallet.stop();
    if (onLine) Object.defineProperty(Navigator.prototype, 'onLine', onLine);
    resetAll();
  });

  it('the wallet that approved wallet_grantPermissions gets the same request, grants it, and the host redeems within it', async () => {
    const provider = modal.getProvider();
    const requesting = provider.request({ method: 'eth_requestAccounts' });
    (await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect in the opened modal')).click();
    await wallet.pair((await waitFor(() => $pairing.get().uri, 'the pairing URI', LONG)) as string);
    expect(await requesting).to.deep.equal([ACCOUNT]);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected', LONG);

    const key = await sessionKey();
    const request = await grantRequest(key.publicKey);
    // The wallet app answers at once: the views the modal went through are recorded.
    const views: string[] = [];
    const stopViews = $route.subscribe((route) => views.push(route.view));
    const grant = await (provider.request({ method: 'wallet_grantPermissions', params: [request] }) as Promise<Grant>).finally(stopViews);
    expect(views, 'SmartSessionRequest shown while the wallet was asked').to.include('SmartSessionRequest');
    // The request as the host asked it, with the account it is asked of named, as a browser wallet gets it.
    expect(wallet.requestLog.filter((logged) => logged.method === 'wallet_grantPermissions').map((logged) => [logged.chainId, logged.params])).to.deep.equal([
      ['eip155:1', [{ ...request, address: ACCOUNT.toLowerCase() }]],
    ]);
    expect(grant.address).to.equal(ACCOUNT.toLowerCase());
    expect(grant.permissions).to.deep.equal(request.permissions);
    expect((await storedSessions()).find((item) => item.pci === grant.pci)?.context, 'activated').to.equal(grant.context);

    const { chains } = await stackInfo();
    const rpcUrl = chains[CHAIN_ID]!;
    const chain = { id: CHAIN_ID, name: 'Ethereum (local)', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } };
    const host = createWalletClient({ account: key, chain, transport: http(rpcUrl) });
    const recipient = freshAddress();
    const hash = await host.sendTransaction({ to: grant.signerMeta.delegationManager, data: redeemCall({ context: grant.context, calls: [{ to: recipient, value: parseEther('0.002') }] }), gas: 500_000n });
    expect((await waitForReceipt(rpcUrl, hash)).status).to.equal('0x1');
    expect(await balanceOf(rpcUrl, recipient)).to.equal(parseEther('0.002'));
    expect(wallet.requests.filter((method) => method !== 'wallet_grantPermissions' && method !== 'wallet_getCapabilities'), 'nothing more asked of the wallet').to.deep.equal([]);
  });
});
