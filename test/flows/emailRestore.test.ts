// After a reload, an email (embedded-wallet) sign-in is restored without a click: the secure
// frame says its session is still on, and who it is. Runs the modal in a real host page (an
// iframe we can reload) against the stack's secure frame and mailbox.
import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';
import { waitFor } from '../support/modalTestKit';
import { until } from '../support/until';
import { codeIn, linkIn, mailAfter, visitLink } from '../support/secureFrameClient';
import { stackInfo } from '../stack/stackInfo';

type PageHooks = {
  statuses: string[];
  account(): { status: string; address?: string; connector?: { id: string } };
  view(): string;
  signIn(email: string): Promise<void>;
  submitOtp(code: string): Promise<void>;
  request(method: string, params: unknown[]): Promise<unknown>;
  signOut(): Promise<void>;
  connections(): string[];
  connectBrowserWallet(): Promise<void>;
  namespaceStatus(): string | undefined;
  switchTo(connectorUid: string): void;
};

/** The embedded host page in `frame`, loaded (again), with a demo browser wallet when `withWallet`; its hooks once it has loaded. */
async function loadHost(frame: HTMLIFrameElement, { withWallet = false } = {}): Promise<PageHooks> {
  const stack = await stackInfo();
  const query = new URLSearchParams({ api: stack.apiUrl, explorer: stack.explorerUrl, secure: stack.secureSiteUrl });
  if (withWallet) query.set('chains', JSON.stringify(stack.chains));
  const url = `/test/pages/embedded-host.html?${query}`;
  return new Promise<PageHooks>((resolve) => {
    frame.addEventListener('load', () => resolve((frame.contentWindow as unknown as { pageHooks: PageHooks }).pageHooks), { once: true });
    frame.src = url;
  });
}

/** Signs a fresh address (`label`-…@example.test) in by email on the page, as a visitor does (the link, then the code); its address. */
async function signInByEmail(page: PageHooks, label: string): Promise<string | undefined> {
  const stack = await stackInfo();
  const email = `${label}-${Date.now()}@example.test`;
  const sentAt = Date.now() - 1;
  const signingIn = page.signIn(email);
  await waitFor(() => page.view() === 'EmailVerifyDevice', 'EmailVerifyDevice', 900);
  const approvedAt = Date.now() - 1;
  await visitLink(linkIn(await mailAfter(stack.mailUrl, email, sentAt)));
  await signingIn;
  await waitFor(() => page.view() === 'EmailVerifyOtp', 'EmailVerifyOtp', 900);
  await page.submitOtp(codeIn(await mailAfter(stack.mailUrl, email, approvedAt)));
  await waitFor(() => page.account().status === 'connected', 'connected', 600);
  return page.account().address;
}

describe('an email sign-in after a reload', function () {
  this.timeout(45_000);

  it('is restored without a click, with the same address, and requests still reach the wallet', async () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      let page = await loadHost(frame);
      const address = await signInByEmail(page, 'restored');

      page = await loadHost(frame);
      await waitFor(() => page.account().status === 'connected', 'restored after the reload', 900);
      expect(page.statuses).to.include('reconnecting');
      expect(page.account()).to.deep.include({ address });
      expect(page.account().connector?.id).to.equal('ID_AUTH');
      expect(await page.request('eth_accounts', [])).to.deep.equal([address]);
      // Signed out again: the frame's session (its origin's storage) outlives this file.
      await page.signOut();
      await waitFor(() => page.account().status === 'disconnected', 'signed out', 600);
    } finally {
      frame.remove();
    }
  });

  it('a reload while the secure site cannot be reached keeps the sign-in for the next visit', async function () {
    // The frame gives up loading after 20 s.
    this.timeout(120_000);
    const stack = await stackInfo();
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      let page = await loadHost(frame);
      const address = await signInByEmail(page, 'unreachable');

      // The secure site is out of reach for this visit: nothing restored, nothing forgotten.
      await executeServerCommand('hold-requests', { pattern: `^${new URL(stack.secureSiteUrl).origin}/`, fail: true });
      page = await loadHost(frame);
      await waitFor(() => page.statuses.includes('reconnecting'), 'the attempt to restore');
      await until(() => page.account().status === 'disconnected' || undefined, 'the restore given up', 60_000);
      expect(localStorage.getItem('@wallet-modal/connectedConnectorId:eip155'), 'the stored sign-in').to.equal(JSON.stringify('ID_AUTH'));
      await executeServerCommand('release-requests');

      // The next visit, with the secure site back: restored.
      page = await loadHost(frame);
      await waitFor(() => page.account().status === 'connected', 'restored on the next visit', 900);
      expect(page.account()).to.deep.include({ address });
      await page.signOut();
      await waitFor(() => page.account().status === 'disconnected', 'signed out', 600);
    } finally {
      await executeServerCommand('release-requests');
      frame.remove();
    }
  });

  it('a reload while the secure site cannot be reached keeps the sign-in beside a browser wallet that came back', async function () {
    this.timeout(120_000);
    const stack = await stackInfo();
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      let page = await loadHost(frame, { withWallet: true });
      const address = await signInByEmail(page, 'beside');
      await page.connectBrowserWallet();
      expect(page.connections(), 'both connected').to.have.members(['ID_AUTH', 'dev.wallet-modal.demo']);

      // The browser wallet comes back; the sign-in cannot be asked this visit, and is not forgotten.
      await executeServerCommand('hold-requests', { pattern: `^${new URL(stack.secureSiteUrl).origin}/`, fail: true });
      page = await loadHost(frame, { withWallet: true });
      // Settled once the frame has given up (20 s): the browser wallet is current, alone.
      await until(() => page.namespaceStatus() === 'connected' || undefined, 'the restore settled', 60_000);
      expect(page.account().connector?.id).to.equal('dev.wallet-modal.demo');
      expect(page.connections()).to.deep.equal(['dev.wallet-modal.demo']);
      const stored = () =>
        ((JSON.parse(localStorage.getItem('@wallet-modal/connections') ?? '{}') as { eip155?: { connector: { uid: string } }[] }).eip155 ?? []).map((record) => record.connector.uid);
      expect(stored(), 'stored for the next visit').to.have.members(['ID_AUTH', 'dev.wallet-modal.demo']);
      await executeServerCommand('release-requests');

      // The next visit, with the secure site back: both are restored.
      page = await loadHost(frame, { withWallet: true });
      await waitFor(() => page.connections().length === 2, 'both restored on the next visit', 900);
      expect(page.connections()).to.have.members(['ID_AUTH', 'dev.wallet-modal.demo']);
      expect(stored()).to.have.members(['ID_AUTH', 'dev.wallet-modal.demo']);
      await page.switchTo('ID_AUTH');
      expect(await page.request('eth_accounts', [])).to.deep.equal([address]);
      await page.signOut();
      await waitFor(() => page.account().status === 'disconnected', 'signed out', 600);
    } finally {
      await executeServerCommand('release-requests');
      frame.remove();
    }
  });
});
