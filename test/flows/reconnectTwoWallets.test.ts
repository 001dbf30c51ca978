// Two EIP-6963 wallets connected in a host page built on the UMD file, the second one current;
// a real reload of the page (a fresh document, the stores rebuilt from storage) brings both
// back, the second one current again, and neither wallet is asked anything.
import { expect } from 'chai';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { loadPage, navigate, reloadFrame, walletPageUrl } from '../support/loadPage';
import { waitFor } from '../support/modalTestKit';

const FIRST = { rdns: 'dev.wallet-modal.demo', name: 'Demo Wallet', address: DEV_ACCOUNTS[3] as string };
const SECOND = { rdns: 'dev.wallet-modal.second', name: 'Second Wallet', address: DEV_ACCOUNTS[5] as string };

type Provider = { request<T>(args: { method: string }): Promise<T> };
type DemoWallet = { controls: { pending(): unknown[] } };
type PageWindow = Window & {
  WalletModal: {
    stores: { $account: { get(): { status: string; address?: string } } };
    createWalletModal(): { open(options?: object): Promise<void>; getProvider(namespace: string): Provider };
  };
};
type PageDocument = Document & { statuses: string[]; demoWallet: DemoWallet; secondWallet: DemoWallet };

function inside(frame: HTMLIFrameElement) {
  const doc = frame.contentDocument as PageDocument;
  const win = frame.contentWindow as PageWindow;
  const root = () => doc.querySelector('wallet-modal')?.shadowRoot;
  const buttons = () => [...(root()?.querySelectorAll('button') ?? [])];
  return {
    doc,
    win,
    account: () => win.WalletModal.stores.$account.get(),
    dialog: () => root()?.querySelector<HTMLElement>('[role="dialog"]') ?? null,
    button: (name: string) => buttons().find((button) => button.textContent?.includes(name)),
    row: (rdns: string) => root()?.querySelector<HTMLElement>(`li[data-connector="${rdns}"]`) ?? null,
  };
}

/** Opens Connect in the page (while connected: "Add wallet") and picks a wallet by its name. */
async function connectNamed(frame: HTMLIFrameElement, name: string, address: string): Promise<void> {
  const page = inside(frame);
  await page.win.WalletModal.createWalletModal().open({ view: 'Connect' });
  (await waitFor(() => page.button(name), `${name} on Connect`)).click();
  await waitFor(() => page.account().address === address, `${name} connected and current`, 300);
  await waitFor(() => !page.dialog(), 'the modal closed once connected');
}

describe('two browser wallets across a real reload', () => {
  let frame: HTMLIFrameElement;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    frame?.remove();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('a current wallet that never answers after the reload: the other comes back current, and the silent one stays stored for the next visit', async function () {
    // The restore gives the silent wallet the service timeout (10 s by default).
    this.timeout(60_000);
    frame = await loadPage(await walletPageUrl({ account: '3', second: '5' }));
    await connectNamed(frame, SECOND.name, SECOND.address);
    await connectNamed(frame, FIRST.name, FIRST.address);

    await navigate(frame, await walletPageUrl({ account: '3', second: '5', wallet: 'silent' }));
    const page = inside(frame);
    await waitFor(() => page.doc.statuses.includes('reconnecting'), 'the attempt to restore');
    // Within the silent wallet's timeout and a margin, the restore settles on the other wallet.
    await waitFor(() => page.account().status === 'connected', 'the second wallet restored', 1200);
    expect(page.account().address, '$account on the second wallet').to.equal(SECOND.address);
    const stored = () => ((JSON.parse(localStorage.getItem('@wallet-modal/connections') ?? '{}') as { eip155?: { connector: { uid: string } }[] }).eip155 ?? []).map((record) => record.connector.uid);
    await waitFor(() => localStorage.getItem('@wallet-modal/connectedConnectorId:eip155') === JSON.stringify(SECOND.rdns), 'the second wallet stored as current', 1200);
    expect(stored(), 'stored for the next visit').to.have.members([FIRST.rdns, SECOND.rdns]);

    // The next visit, the first wallet answering again: both are back.
    await navigate(frame, await walletPageUrl({ account: '3', second: '5' }));
    const again = inside(frame);
    await waitFor(() => again.account().status === 'connected', 'restored on the next visit', 600);
    await again.win.WalletModal.createWalletModal().open();
    await waitFor(() => again.row(FIRST.rdns) && again.row(SECOND.rdns), 'both wallets listed in Account', 600);
  });

  it('lists both wallets after the reload, the second one current, without a prompt', async () => {
    frame = await loadPage(await walletPageUrl({ account: '3', second: '5' }));
    await connectNamed(frame, FIRST.name, FIRST.address);
    await connectNamed(frame, SECOND.name, SECOND.address);

    // The wallets queue every prompt from now on: restoring must not ask them anything.
    await navigate(frame, await walletPageUrl({ account: '3', second: '5', approval: 'manual' }));
    await reloadFrame(frame);
    const page = inside(frame);
    await waitFor(() => page.account().status === 'connected', 'the restored connection', 300);
    expect(page.account().address, '$account on the second wallet').to.equal(SECOND.address);
    expect(page.doc.statuses).to.not.include('connecting');
    const accounts = await page.win.WalletModal.createWalletModal().getProvider('eip155').request<string[]>({ method: 'eth_accounts' });
    expect(accounts.map((each) => each.toLowerCase()), "the provider's eth_accounts").to.deep.equal([SECOND.address.toLowerCase()]);

    await page.win.WalletModal.createWalletModal().open();
    await waitFor(() => page.row(FIRST.rdns) && page.row(SECOND.rdns), 'both wallets listed in Account', 600);
    expect(page.row(SECOND.rdns)?.getAttribute('aria-current'), 'the second one marked current').to.equal('true');
    expect(page.row(FIRST.rdns)?.hasAttribute('aria-current')).to.equal(false);
    expect(page.row(FIRST.rdns)?.textContent).to.contain(FIRST.name).and.to.contain(FIRST.address.slice(0, 6));
    expect(page.doc.demoWallet.controls.pending(), 'no prompt in the first wallet').to.deep.equal([]);
    expect(page.doc.secondWallet.controls.pending(), 'no prompt in the second wallet').to.deep.equal([]);
  });
});
