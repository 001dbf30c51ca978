// A sign-in session is for one network and one address (AppKit's getSessions(caipNetworkId,
// address)): the demo wallet signs in on Ethereum, then moves to Base or to another account, and
// the modal asks for a sign-in there; a sign-in there replaces the first session (`sign-out`
// for it, then `sign-in`); a required sign-in declined on the new network goes back to the
// network signed in on. On reload, a stored session is checked again before it counts: with
// the page's own `verify` when it has one (a refusal ends it and asks again). The stack's
// sign-in service checks every signature.
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { configure } from '../../src/stores/config';
import { announceDemoWallet, type DemoWallet } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { loadPage, reloadFrame, walletPageUrl } from '../support/loadPage';
import { buttonNamed, dialogOf, mountModal, resetAll, viewOf, viewShown, waitFor } from '../support/modalTestKit';
import { until } from '../support/until';
import { IDS, stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };
type SignInDetail = { address: string; chainId: string; namespace: string; message?: string; signature?: string };
type SignInEvent = { name: string; detail: SignInDetail };
const AUTH_TOKEN = '@wallet-modal/siwx/authToken';
const storedToken = () => JSON.parse(localStorage.getItem(AUTH_TOKEN) ?? 'null') as string | null;

/** The account and network the stack's service holds for a token, or the HTTP status of its refusal. */
async function sessionOf(token: string): Promise<{ address?: string; caip2Network?: string; status: number }> {
  const { explorerUrl } = await stackInfo();
  const response = await fetch(`${explorerUrl}/auth/v1/me?${IDS}`, { headers: { authorization: `Bearer ${token}` } });
  return { ...(response.ok ? ((await response.json()) as { address: string; caip2Network: string }) : {}), status: response.status };
}

/** What the page read: each event's name, network and address. */
const summary = (events: SignInEvent[]) => events.map(({ name, detail }) => `${name} ${detail.chainId} ${detail.address}`);

describe('a sign-in session is for one network and one address', function () {
  this.timeout(60_000);
  let stop: (() => void) | undefined;
  let wallet: DemoWallet;
  let modal: ModalElement;
  let events: SignInEvent[];

  /** Connects the demo wallet (dev account 4) on Ethereum with Base offered too, and signs in there. */
  async function signedInOnEthereum(siwx: object): Promise<void> {
    resetAll();
    ({ wallet, stop } = await announceDemoWallet(4));
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453' })) as ModalElement;
    configure({ siwx, metadata: { name: 'Test dapp', description: '', url: location.origin, icons: [] } });
    events = [];
    for (const name of ['sign-in', 'sign-out']) modal.addEventListener(name, (event) => events.push({ name, detail: (event as CustomEvent<SignInDetail>).detail }));
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
    await viewShown(modal, 'SIWXSignMessage', 600);
    await signInHere(1);
    expect(summary(events)).to.deep.equal([`sign-in eip155:1 ${DEV_ACCOUNTS[4]}`]);
  }

  /** Clicks Sign in and waits for the `count`th sign-in event and the modal to close. */
  async function signInHere(count: number): Promise<void> {
    buttonNamed(modal, 'Sign in')?.click();
    await waitFor(() => events.filter((event) => event.name === 'sign-in').length === count, `sign-in event ${count}`, 600).catch((error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${dialogOf(modal)?.textContent}`);
    });
    await waitFor(() => !dialogOf(modal), 'the modal closed');
  }

  afterEach(async () => {
    await disconnect('eip155').catch(() => undefined);
    stop?.();
    stop = undefined;
    configure({ siwx: undefined });
    resetAll();
  });

  it('another network asks for a sign-in there; signing in there replaces the first session', async () => {
    await signedInOnEthereum({});
    const first = storedToken() as string;
    expect(await sessionOf(first)).to.deep.include({ status: 200, caip2Network: 'eip155:1' });

    // The wallet moves to Base: the Ethereum session does not count there.
    wallet.controls.switchChainFromWallet(8453);
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:8453', 'on Base');
    await viewShown(modal, 'SIWXSignMessage', 600);
    await signInHere(2);
    expect(summary(events)).to.deep.equal([
      `sign-in eip155:1 ${DEV_ACCOUNTS[4]}`,
      `sign-out eip155:1 ${DEV_ACCOUNTS[4]}`,
      `sign-in eip155:8453 ${DEV_ACCOUNTS[4]}`,
    ]);
    expect(events[2]?.detail.message).to.contain('\nChain ID: 8453\n');
    expect(await sessionOf(storedToken() as string)).to.deep.include({ status: 200, caip2Network: 'eip155:8453', address: DEV_ACCOUNTS[4] });
    // The session it replaced is signed out at the service too.
    await until(async () => (await sessionOf(first)).status === 401, 'the service to refuse the replaced session');

    // Back on Ethereum, the one session kept is Base's: asked again.
    wallet.controls.switchChainFromWallet(1);
    await viewShown(modal, 'SIWXSignMessage', 600);
    expect(stores.$network.get().caipNetworkId).to.equal('eip155:1');
  });

  it("a sign-in that ends after the visitor began one on another network leaves that one's state alone", async () => {
    resetAll();
    ({ wallet, stop } = await announceDemoWallet(4));
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453' })) as ModalElement;
    configure({ siwx: {}, metadata: { name: 'Test dapp', description: '', url: location.origin, icons: [] } });
    events = [];
    modal.addEventListener('sign-in', (event) => events.push({ name: 'sign-in', detail: (event as CustomEvent<SignInDetail>).detail }));
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
    await viewShown(modal, 'SIWXSignMessage', 600);
    wallet.controls.setApproval('manual');
    buttonNamed(modal, 'Sign in')?.click();
    const [onEthereum] = await waitFor(() => (wallet.controls.pending().length === 1 ? wallet.controls.pending() : undefined), 'the Ethereum sign-in asked', 600);
    // The wallet moves to Base, where the visitor signs in too, while Ethereum's is still asked.
    wallet.controls.switchChainFromWallet(8453);
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:8453', 'on Base');
    (await waitFor(() => [...(dialogOf(modal)?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])].find((button) => button.textContent === 'Sign in'), 'Sign in for Base', 600)).click();
    const onBase = await waitFor(() => wallet.controls.pending().find((request) => request.id !== onEthereum?.id), "Base's sign-in asked", 600);
    if (onEthereum) wallet.controls.reject(onEthereum.id);
    // Frames in which Ethereum's refusal would show over Base's sign-in, if it could.
    const said = await waitFor(() => dialogOf(modal)?.querySelector('[role="alert"]')?.textContent === 'Signature declined', 'the old refusal', 60).then(() => true, () => false);
    expect(said, "Ethereum's refusal on Base's sign-in").to.equal(false);
    wallet.controls.approve(onBase.id);
    await waitFor(() => events.some((event) => event.detail.chainId === 'eip155:8453'), "Base's sign-in", 600);
  });

  it('back on the network signed in on before signing in elsewhere: nothing is asked, the session holds', async () => {
    await signedInOnEthereum({});
    const token = storedToken() as string;
    wallet.controls.switchChainFromWallet(8453);
    await viewShown(modal, 'SIWXSignMessage', 600);
    wallet.controls.switchChainFromWallet(1);
    await waitFor(() => !dialogOf(modal), 'the sign-in request taken away', 600);
    expect(stores.$account.get().status).to.equal('connected');
    expect(summary(events)).to.deep.equal([`sign-in eip155:1 ${DEV_ACCOUNTS[4]}`]);
    expect(storedToken()).to.equal(token);
  });

  it('another address asks for a sign-in with it; the first address’s session ends', async () => {
    await signedInOnEthereum({});
    await wallet.controls.switchAccount(5);
    await viewShown(modal, 'SIWXSignMessage', 600);
    expect(summary(events)).to.deep.equal([`sign-in eip155:1 ${DEV_ACCOUNTS[4]}`, `sign-out eip155:1 ${DEV_ACCOUNTS[4]}`]);
    expect(storedToken()).to.equal(null);
    await signInHere(2);
    expect(summary(events).at(-1)).to.equal(`sign-in eip155:1 ${DEV_ACCOUNTS[5]}`);
  });

  it('a required sign-in declined on another network goes back to the network signed in on', async () => {
    await signedInOnEthereum({ required: true });
    const token = storedToken() as string;
    wallet.controls.switchChainFromWallet(8453);
    await viewShown(modal, 'SIWXSignMessage', 600);
    buttonNamed(modal, 'Cancel')?.click();
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:1', 'back on Ethereum', 600);
    await waitFor(() => !dialogOf(modal), 'the modal closed');
    expect(wallet.controls.state().chainId).to.equal(1);
    expect(stores.$account.get().status).to.equal('connected');
    expect(summary(events), 'still signed in on Ethereum').to.deep.equal([`sign-in eip155:1 ${DEV_ACCOUNTS[4]}`]);
    expect(storedToken()).to.equal(token);
    expect(await sessionOf(token)).to.deep.include({ status: 200, caip2Network: 'eip155:1' });
  });

  it('a required sign-in declined with no session to go back to disconnects', async () => {
    await signedInOnEthereum({ required: true });
    await wallet.controls.switchAccount(5);
    await viewShown(modal, 'SIWXSignMessage', 600);
    buttonNamed(modal, 'Cancel')?.click();
    await waitFor(() => stores.$account.get().status === 'disconnected', 'disconnected', 600);
  });
});

describe('a stored sign-in session is checked again on reload', function () {
  this.timeout(60_000);

  afterEach(() => {
    localStorage.removeItem('wallet-page:refuse-sign-in');
    localStorage.removeItem('wallet-page:nonces');
  });

  it('by the page’s own verify: it counts while verify holds; once refused it ends and asks again', async () => {
    type PageWindow = Window & { WalletModal: { stores: typeof stores; createWalletModal(): { disconnect(): Promise<void> } } };
    type PageDocument = Document & { siwxChecks: (SignInDetail & { verdict: boolean })[]; siwxEvents: SignInEvent[] };
    const frame = await loadPage(await walletPageUrl({ account: '4', siwx: 'page' }));
    const page = () => frame.contentDocument?.querySelector('wallet-modal') as ModalElement;
    const win = () => frame.contentWindow as PageWindow;
    const doc = () => frame.contentDocument as PageDocument;
    try {
      await page().open();
      (await waitFor(() => buttonNamed(page(), 'Demo Wallet'), 'Demo Wallet')).click();
      await viewShown(page(), 'SIWXSignMessage', 600);
      (await waitFor(() => buttonNamed(page(), 'Sign in'), 'Sign in')).click();
      await waitFor(() => !dialogOf(page()), 'signed in and closed', 600);
      const signedIn = doc().siwxEvents.find((event) => event.name === 'sign-in')?.detail as SignInDetail;
      expect(doc().siwxChecks).to.have.length(1);

      // The next visit: the stored message and signature go to verify again, which holds them.
      await reloadFrame(frame);
      await waitFor(() => doc().siwxChecks?.length === 1, 'the page’s verify asked on restore', 600);
      expect(doc().siwxChecks[0]).to.deep.include({ ...signedIn, verdict: true });
      await waitFor(() => win().WalletModal.stores.$account.get().status === 'connected', 'restored', 600);
      expect(win().WalletModal.stores.$modal.get().open).to.equal(false);
      expect(doc().siwxEvents).to.deep.equal([]);

      // The page's backend no longer takes it: the session ends (sign-out) and the visitor is asked again.
      localStorage.setItem('wallet-page:refuse-sign-in', 'yes');
      await reloadFrame(frame);
      await waitFor(() => doc().siwxChecks?.length === 1, 'the page’s verify asked on restore', 600);
      await waitFor(() => viewOf(page()) === 'SIWXSignMessage', 'asked to sign in again', 600);
      expect(doc().siwxEvents.map((event) => event.name)).to.deep.equal(['sign-out']);
      expect(doc().siwxEvents[0]?.detail).to.deep.include({ address: signedIn.address, chainId: signedIn.chainId });
      expect(frame.contentWindow?.localStorage.getItem('@wallet-modal/siwx/session')).to.equal(null);
      await win().WalletModal.createWalletModal().disconnect();
    } finally {
      frame.remove();
    }
  });
});
