// After a reload the visitor stays connected without a click; a wallet that went away
// leaves a clean disconnected state. Runs the built UMD file in a real host page (an
// iframe we can reload) with the demo wallet and the stack's anvil chains.
import { expect } from 'chai';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { loadPage, navigate, walletPageUrl } from '../support/loadPage';
import { waitFor } from '../support/modalTestKit';

const ACCOUNT_3 = DEV_ACCOUNTS[3];
const STORED_CONNECTOR = '@wallet-modal/connectedConnectorId:eip155';

type PageWindow = Window & {
  WalletModal: { stores: { $account: { get(): { status: string; address?: string } } } };
};
type PageDocument = Document & { statuses: string[] };

/** The host page with the demo wallet on dev account 3. */
const pageUrl = (extra: Record<string, string> = {}) => walletPageUrl({ account: '3', ...extra });

function inside(frame: HTMLIFrameElement) {
  const doc = frame.contentDocument as PageDocument;
  const win = frame.contentWindow as PageWindow;
  const shadow = (selector: string) => doc.querySelector(selector)?.shadowRoot;
  return {
    doc,
    account: () => win.WalletModal.stores.$account.get(),
    dialog: () => shadow('wallet-modal')?.querySelector<HTMLElement>('[role="dialog"]') ?? null,
    walletButton: () => shadow('wallet-button')?.querySelector('button') ?? null,
    listButton: (name: string) =>
      [...(shadow('wallet-modal')?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes(name)),
  };
}

async function connectInFrame(frame: HTMLIFrameElement): Promise<void> {
  const page = inside(frame);
  (await waitFor(() => page.walletButton(), 'the wallet button')).click();
  (await waitFor(() => page.listButton('Demo Wallet'), 'Demo Wallet in the modal')).click();
  await waitFor(() => page.account().status === 'connected', 'connected');
  await waitFor(() => !page.dialog(), 'the modal closed once connected');
  expect(page.account()).to.deep.include({ status: 'connected', address: ACCOUNT_3 });
}

describe('reconnecting after a reload', () => {
  let frame: HTMLIFrameElement;
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    frame = await loadPage(await pageUrl());
  });
  afterEach(() => {
    frame.remove();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('restores the connection without a click, reconnecting then connected', async () => {
    await connectInFrame(frame);
    await navigate(frame, await pageUrl());
    const page = inside(frame);
    await waitFor(() => page.account().status === 'connected', 'the restored connection', 300);
    expect(page.doc.statuses.slice(0, 1)).to.deep.equal(['disconnected']);
    expect(page.doc.statuses).to.include('reconnecting');
    expect(page.doc.statuses).to.not.include('connecting');
    expect(page.doc.statuses.at(-1)).to.equal('connected');
    expect(page.account().address).to.equal(ACCOUNT_3);
    expect(page.dialog()).to.equal(null);
    await waitFor(() => page.walletButton()?.textContent?.includes('0x90F7…b906'), 'the connected button');
  });

  it('a wallet that is gone after the reload leaves a clean disconnected state', async () => {
    await connectInFrame(frame);
    await navigate(frame, await pageUrl({ wallet: 'none' }));
    const page = inside(frame);
    await waitFor(() => page.doc.statuses.includes('reconnecting'), 'the attempt to restore');
    await waitFor(() => page.account().status === 'disconnected', 'disconnected', 300);
    expect(page.account().address).to.equal(undefined);
    expect(localStorage.getItem(STORED_CONNECTOR)).to.equal(null);
    expect(page.walletButton()?.textContent).to.equal('Connect Wallet');
  });

  it('a locked wallet after the reload leaves a clean disconnected state', async () => {
    await connectInFrame(frame);
    await navigate(frame, await pageUrl({ wallet: 'locked' }));
    const page = inside(frame);
    await waitFor(() => page.doc.statuses.includes('reconnecting'), 'the attempt to restore');
    await waitFor(() => page.account().status === 'disconnected', 'disconnected', 300);
    expect(localStorage.getItem(STORED_CONNECTOR)).to.equal(null);
  });
});
