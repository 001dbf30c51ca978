// Sign-in (SIWX) after a connect, on every namespace, checked by the stack's sign-in service
// (which verifies the signature and the nonce): the visitor signs the namespace's message in
// the demo wallet; the session is kept, announced with `sign-in`, still valid after a
// reload without asking again, and ended with `sign-out` on disconnect. A required sign-in
// cancelled disconnects; an optional one leaves the connection unsigned; a refusal in the
// wallet reads 'Signature declined'. The page's own getNonce and verify are used when given.
// The service is called as AppKit calls it: on the wallet-list host (explorer-url), with its
// headers and body.
import { expect } from 'chai';
import { verifySiweMessage } from 'viem/siwe';
import { createPublicClient, http } from 'viem';
import { mainnet } from 'viem/chains';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { configure } from '../../src/stores/config';
import { announceDemoWallet, type DemoWallet } from '../support/connectDemoWallet';
import { registerDemoBitcoinWallet } from '../support/connectDemoBitcoinWallet';
import { registerDemoSolanaWallet } from '../support/connectDemoSolanaWallet';
import { BIP122_TESTNET } from '../support/bitcoinDevKeys';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { loadPage, reloadFrame, walletPageUrl } from '../support/loadPage';
import { buttonNamed, dialogOf, mountModal, nextFrame, resetAll, waitFor, viewOf, viewShown } from '../support/modalTestKit';
import { SOLANA_MAINNET } from '../support/solanaDevKeys';
import { until } from '../support/until';
import { IDS, stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };
type SignInDetail = { address: string; chainId: string; namespace: string; message: string; signature: string };
const AUTH_TOKEN = '@wallet-modal/siwx/authToken';

/** The session the stack's service holds for a token: its account and network, or the HTTP status of the refusal. */
async function sessionOf(token: string): Promise<{ address?: string; caip2Network?: string; status: number }> {
  const { explorerUrl } = await stackInfo();
  const response = await fetch(`${explorerUrl}/auth/v1/me?${IDS}`, { headers: { authorization: `Bearer ${token}` } });
  return { ...(response.ok ? ((await response.json()) as { address: string; caip2Network: string }) : {}), status: response.status };
}

type LogEntry = { seq: number; service: string; method: string; path: string; status: number };

/** The sign-in service calls (/auth/v1/*) in the stack's request log, oldest first. */
async function signInCalls(): Promise<LogEntry[]> {
  const { explorerUrl } = await stackInfo();
  const log = (await (await fetch(`${explorerUrl}/__log`)).json()) as LogEntry[];
  return log.filter((entry) => entry.path.startsWith('/auth/v1/'));
}

/** The session reads (GET /auth/v1/me), oldest first. */
async function sessionChecks(): Promise<LogEntry[]> {
  return (await signInCalls()).filter((entry) => entry.method === 'GET' && entry.path === '/auth/v1/me');
}

/** Records the sign-in service requests the page makes (headers and body), passing each on unchanged. */
function recordSignInRequests(): { requests: { url: string; headers: Record<string, string>; body: unknown }[]; stop(): void } {
  const requests: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  const realFetch = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/auth/v1/')) {
      requests.push({ url, headers: Object.fromEntries(new Headers(init?.headers).entries()), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    }
    return realFetch(input, init);
  };
  return { requests, stop: () => (window.fetch = realFetch) };
}

const storedToken = () => JSON.parse(localStorage.getItem(AUTH_TOKEN) ?? 'null') as string | null;

describe('Sign in with the connected account (SIWX)', function () {
  this.timeout(40_000);
  let stop: (() => void) | undefined;
  let modal: ModalElement;
  let events: { name: string; detail: SignInDetail }[];

  /** Mounts the modal with `siwx`, and clicks `walletName` on Connect. */
  async function connectWith(walletName: string, networks: string, siwx: object = {}): Promise<void> {
    modal = (await mountModal({ networks })) as ModalElement;
    configure({ siwx, metadata: { name: 'Test dapp', description: '', url: location.origin, icons: [] } });
    events = [];
    for (const name of ['sign-in', 'sign-out']) modal.addEventListener(name, (event) => events.push({ name, detail: (event as CustomEvent<SignInDetail>).detail }));
    await modal.open();
    (await waitFor(() => buttonNamed(modal, walletName), `${walletName} on Connect`)).click();
    await viewShown(modal, 'SIWXSignMessage', 600);
  }

  async function signIn(): Promise<SignInDetail> {
    buttonNamed(modal, 'Sign in')?.click();
    await waitFor(() => events.some((event) => event.name === 'sign-in'), 'the sign-in event', 600).catch((error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${dialogOf(modal)?.textContent}`);
    });
    await waitFor(() => !dialogOf(modal), 'the modal closed');
    return events.find((event) => event.name === 'sign-in')?.detail as SignInDetail;
  }

  afterEach(async () => {
    for (const namespace of ['eip155', 'solana', 'bip122'] as const) await disconnect(namespace).catch(() => undefined);
    stop?.();
    stop = undefined;
    configure({ siwx: undefined });
    resetAll();
  });

  it('EVM: a strict EIP-4361 message, verified by the service; disconnect signs out', async () => {
    resetAll();
    ({ stop } = await announceDemoWallet(4));
    await connectWith('Demo Wallet', 'eip155:1', { statement: 'Sign in to Test dapp' });
    expect(dialogOf(modal)?.textContent).to.contain('Test dapp asks you to prove');
    const recording = recordSignInRequests();
    const signed = await signIn().finally(() => recording.stop());
    expect(signed).to.deep.include({ address: DEV_ACCOUNTS[4], chainId: 'eip155:1', namespace: 'eip155' });
    expect(signed.message).to.match(new RegExp(`^${location.host} wants you to sign in with your Ethereum account:\\n${DEV_ACCOUNTS[4]}\\n\\nSign in to Test dapp\\n`));
    const { chains } = await stackInfo();
    const client = createPublicClient({ chain: mainnet, transport: http(chains['1']) });
    expect(await verifySiweMessage(client, { message: signed.message, signature: signed.signature as `0x${string}` })).to.equal(true);
    // As AppKit calls the service: on the wallet-list host, the nonce token as a Bearer token, and
    // the message's fields, the client id and the wallet beside the message.
    const { explorerUrl } = await stackInfo();
    const authenticate = recording.requests.find((request) => request.url.includes('/auth/v1/authenticate'));
    expect(authenticate?.url.startsWith(`${explorerUrl}/auth/v1/authenticate?`), authenticate?.url).to.equal(true);
    expect(authenticate?.headers['x-nonce-jwt']).to.match(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const body = authenticate?.body as { data: Record<string, unknown>; message: string; signature: string; clientId: unknown; walletInfo: unknown };
    expect(Object.keys(body).sort()).to.deep.equal(['clientId', 'data', 'message', 'signature', 'walletInfo']);
    expect(body).to.deep.include({ message: signed.message, signature: signed.signature, clientId: null, walletInfo: { type: 'extension', name: 'Demo Wallet' } });
    const nonce = /\nNonce: (\w+)\n/.exec(signed.message)?.[1];
    const issuedAt = /\nIssued At: (.+)\n/.exec(signed.message)?.[1] as string;
    const expirationTime = /\nExpiration Time: (.+)/.exec(signed.message)?.[1] as string;
    expect(body.data).to.deep.equal({
      accountAddress: DEV_ACCOUNTS[4], chainId: 'eip155:1', domain: location.host, uri: location.origin, version: '1', nonce,
      issuedAt: new Date(issuedAt).toISOString(), expirationTime: new Date(expirationTime).toISOString(), statement: 'Sign in to Test dapp',
    });
    expect((await signInCalls()).every((call) => call.service === 'wallets'), 'every sign-in call on the wallet-list host').to.equal(true);

    const token = storedToken() as string;
    expect(await sessionOf(token)).to.deep.include({ status: 200, address: DEV_ACCOUNTS[4], caip2Network: 'eip155:1' });
    await disconnect('eip155');
    await waitFor(() => events.some((event) => event.name === 'sign-out'), 'sign-out');
    expect(storedToken()).to.equal(null);
    // The service is told without the modal waiting: ask until it has been.
    await until(async () => (await sessionOf(token)).status === 401, 'the service to refuse the token after sign-out');
  });

  it('a refusal in the wallet reads "Signature declined"; a required sign-in cancelled disconnects', async () => {
    resetAll();
    let wallet: DemoWallet;
    ({ wallet, stop } = await announceDemoWallet(4));
    await connectWith('Demo Wallet', 'eip155:1', { required: true });
    wallet.controls.setApproval('reject');
    buttonNamed(modal, 'Sign in')?.click();
    await waitFor(() => dialogOf(modal)?.querySelector('[role="alert"]')?.textContent === 'Signature declined', 'Signature declined', 300);
    expect(stores.$account.get().status).to.equal('connected');
    buttonNamed(modal, 'Cancel')?.click();
    await waitFor(() => stores.$account.get().status === 'disconnected', 'disconnected', 300);
    expect(events.filter((event) => event.name === 'sign-in')).to.deep.equal([]);
  });

  it('a required sign-in whose modal was closed while the wallet asked, then refused: no unsigned connection stays', async () => {
    resetAll();
    let wallet: DemoWallet;
    ({ wallet, stop } = await announceDemoWallet(4));
    await connectWith('Demo Wallet', 'eip155:1', { required: true });
    wallet.controls.setApproval('manual');
    buttonNamed(modal, 'Sign in')?.click();
    const [asked] = await waitFor(() => (wallet.controls.pending().length ? wallet.controls.pending() : undefined), 'the signature asked', 600);
    (modal as unknown as { close(): void }).close();
    await waitFor(() => !dialogOf(modal), 'the modal closed');
    expect(stores.$account.get().status, 'connected while the wallet still asks').to.equal('connected');
    if (asked) wallet.controls.reject(asked.id);
    await waitFor(() => stores.$account.get().status === 'disconnected', 'disconnected once the wallet refused', 300);
    expect(events.filter((event) => event.name === 'sign-in')).to.deep.equal([]);
  });

  it('an optional sign-in cancelled leaves the connection unsigned', async () => {
    resetAll();
    ({ stop } = await announceDemoWallet(4));
    await connectWith('Demo Wallet', 'eip155:1');
    buttonNamed(modal, 'Cancel')?.click();
    await waitFor(() => !dialogOf(modal), 'the modal closed');
    expect(stores.$account.get().status).to.equal('connected');
    expect(storedToken()).to.equal(null);
  });

  it('the page’s own getNonce and verify check the sign-in instead of the service', async () => {
    resetAll();
    ({ stop } = await announceDemoWallet(4));
    const seen: SignInDetail[] = [];
    await connectWith('Demo Wallet', 'eip155:1', {
      getNonce: async () => 'pagenonce12345678',
      verify: async (session: SignInDetail) => {
        seen.push(session);
        return session.message.includes('Nonce: pagenonce12345678');
      },
    });
    const signed = await signIn();
    expect(seen).to.have.length(1);
    expect(signed.message).to.contain('Nonce: pagenonce12345678');
    expect(storedToken()).to.equal(null, 'no service token: the page checked it');
  });

  it('Solana: the wallet’s own sign-in, verified by the service', async () => {
    resetAll();
    ({ stop } = await registerDemoSolanaWallet(3));
    await connectWith('Demo Solana Wallet', SOLANA_MAINNET);
    const signed = await signIn();
    expect(signed.namespace).to.equal('solana');
    expect(signed.message).to.contain('wants you to sign in with your Solana account:');
    expect(await sessionOf(storedToken() as string)).to.deep.include({ status: 200, address: signed.address });
  });

  it('Bitcoin: a BIP-322 signature of the sign-in text, verified by the service', async () => {
    resetAll();
    ({ stop } = await registerDemoBitcoinWallet(3));
    await connectWith('Demo Bitcoin Wallet', BIP122_TESTNET);
    const signed = await signIn();
    expect(signed.namespace).to.equal('bip122');
    expect(signed.message).to.contain('wants you to sign in with your Bitcoin account:');
    expect(await sessionOf(storedToken() as string)).to.deep.include({ status: 200, address: signed.address });
  });

  it('a reload keeps the session: connected again without being asked to sign', async () => {
    const stack = await stackInfo();
    const frame = await loadPage(await walletPageUrl({ account: '4', siwx: 'required' }));
    type PageWindow = Window & { WalletModal: { stores: typeof stores; createWalletModal(): { disconnect(): Promise<void> } } };
    const page = () => frame.contentDocument?.querySelector('wallet-modal') as ModalElement;
    const win = () => frame.contentWindow as PageWindow;
    await page().open();
    (await waitFor(() => buttonNamed(page(), 'Demo Wallet'), 'Demo Wallet')).click();
    await viewShown(page(), 'SIWXSignMessage', 600);
    (await waitFor(() => buttonNamed(page(), 'Sign in'), 'Sign in')).click();
    await waitFor(() => !dialogOf(page()), 'signed in and closed', 600);
    const token = JSON.parse(frame.contentWindow?.localStorage.getItem(AUTH_TOKEN) ?? 'null') as string;
    expect(token).to.be.a('string');
    const checkedBefore = Math.max(0, ...(await sessionChecks()).map((entry) => entry.seq));
    await reloadFrame(frame);
    await waitFor(() => win().WalletModal?.stores.$account.get().status === 'connected', 'restored', 600);
    // The sign-in check asks the service about the stored session, which still holds; once the page
    // has the answer (and a frame to act on it), the check is done: it must not have asked again.
    const check = await until(async () => (await sessionChecks()).find((entry) => entry.seq > checkedBefore), 'the sign-in check to ask the service', 10_000);
    expect(check.status, 'the service still takes the session').to.equal(200);
    await waitFor(() => win().performance.getEntriesByType('resource').some((entry) => entry.name.includes('/auth/v1/me')), 'the answer in the page', 300);
    await nextFrame();
    expect(win().WalletModal.stores.$modal.get().open).to.equal(false);
    expect(JSON.parse(frame.contentWindow?.localStorage.getItem(AUTH_TOKEN) ?? 'null')).to.equal(token);
    // The service ends the session for its time: the next visit says so and asks again.
    await fetch(`${stack.explorerUrl}/__auth/expire-sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: DEV_ACCOUNTS[4] }) });
    await reloadFrame(frame);
    await waitFor(() => viewOf(page()) === 'SIWXSignMessage', 'asked to sign in again', 600);
    await waitFor(() => page().shadowRoot?.querySelector('[role="alert"]')?.textContent?.includes('Session Expired'), 'Session Expired', 300).catch((error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${page().shadowRoot?.textContent}`);
    });
    await win().WalletModal.createWalletModal().disconnect();
    frame.remove();
  });
});
