import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';
import { parseEther, parseGwei, recoverMessageAddress, recoverTypedDataAddress, toHex } from 'viem';
import { freshAddress } from '../support/chainReads';
import { clickFrameButton, clickInFrame, freshEmail, SecureFrameClient, signInWithEmail, waitForFramePage, type FramePage, type FrameUser, rejection } from '../support/secureFrameClient';
import { stackInfo } from './stackInfo';

// What the local secure frame's approval screen shows and whom its session belongs to, spoken to
// directly over postMessage as a page script would. The screen is read as the visitor finds it
// (test/support/frameCommands.mjs) and clicked with real mouse clicks.

const CHAIN_ID = 1;
// These tests are about the user's plain key account (chain 1 would give a smart account by default).
const EOA = { preferredAccountType: 'eoa' } as const;
const VISIBLE = { width: 360, height: 480 };

async function chainRpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}

const rowsOf = (page: FramePage) => Object.fromEntries(page.screen?.rows ?? []);

describe('local stack: what the secure frame shows, and whose its session is', function () {
  this.timeout(60_000);
  let secureSiteUrl = '';
  let mailUrl = '';
  let rpcUrl = '';
  const opened: SecureFrameClient[] = [];

  const open = async (options: { visible?: boolean; projectId?: string; pageUrl?: string } = {}) => {
    const client = await SecureFrameClient.open({
      secureSiteUrl,
      chainId: CHAIN_ID,
      rpcUrl,
      ...(options.visible ? { visible: VISIBLE } : {}),
      ...(options.projectId ? { projectId: options.projectId } : {}),
      ...(options.pageUrl ? { pageUrl: options.pageUrl } : {}),
    });
    opened.push(client);
    return client;
  };

  before(async () => {
    const stack = await stackInfo();
    ({ secureSiteUrl, mailUrl } = stack);
    rpcUrl = stack.chains[String(CHAIN_ID)] as string;
  });
  afterEach(() => {
    for (const client of opened.splice(0)) client.close();
  });

  it('refuses a signing request it is never shown for, instead of keeping it for a later showing', async () => {
    // Hidden as the modal keeps it while ApproveTransaction is not on screen.
    const client = await open();
    const user = await signInWithEmail(client, mailUrl, freshEmail('hidden'), EOA);
    const waiting = client.rpc('personal_sign', [toHex('never seen'), user.address]);
    let settled = false;
    waiting.then(
      () => (settled = true),
      () => (settled = true),
    );
    // Asking the frame to speak again and again (it shows the request anew each time) does not
    // give the request more time.
    for (let i = 0; i < 40 && !settled; i += 1) {
      await client.request('SYNC_LANGUAGE', { language: i % 2 ? 'fr' : 'en' });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(settled, 'the request was still waiting after 10 s').to.equal(true);
    const refused = await rejection(waiting);
    expect([refused.message, refused.code]).to.deep.equal(['The approval screen was not shown', 4100]);
  });

  it('drops the waiting requests once the page hides the frame it showed them in', async () => {
    const client = await open({ visible: true });
    const user = await signInWithEmail(client, mailUrl, freshEmail('hide'), EOA);
    const first = client.rpc('personal_sign', [toHex('first'), user.address]);
    const second = client.rpc('personal_sign', [toHex('second'), user.address]);
    await waitForFramePage(client.element, (page) => Boolean(page.screen?.approve.enabled), 'Approve on');
    Object.assign(client.element.style, { width: '0', height: '0' });
    for (const dropped of [await rejection(first), await rejection(second)]) expect([dropped.message, dropped.code]).to.deep.equal(['Request was aborted', 4001]);
  });

  it('lets a request asked while the visitor\'s tab is in the background wait until they come back', async () => {
    const client = await open({ visible: true });
    const user = await signInWithEmail(client, mailUrl, freshEmail('background'), EOA);
    expect(await executeServerCommand('test-page-behind', { behind: true })).to.equal('hidden');
    try {
      const signing = client.rpc<`0x${string}`>('personal_sign', [toHex('while away'), user.address]);
      let settled = false;
      signing.then(
        () => (settled = true),
        () => (settled = true),
      );
      await waitForFramePage(client.element, (page) => page.screen !== null, 'the request');
      // Well past the 2 s a request gets to be seen while the tab is in front.
      const awayUntil = performance.now() + 4000;
      while (performance.now() < awayUntil && !settled) await new Promise((resolve) => setTimeout(resolve, 250));
      expect(settled, 'the request was answered while the tab was in the background').to.equal(false);
      expect(await executeServerCommand('test-page-behind', { behind: false })).to.equal('visible');
      await clickFrameButton(client.element, 'Approve');
      expect(await recoverMessageAddress({ message: 'while away', signature: await signing })).to.equal(user.address);
    } finally {
      await executeServerCommand('test-page-behind', { behind: false });
    }
  });

  it('shows a transaction with its network by name, recipient, amount, maximum fee and total, and signs exactly that', async () => {
    const client = await open({ visible: true });
    const user = await signInWithEmail(client, mailUrl, freshEmail('facts'), EOA);
    await chainRpc(rpcUrl, 'anvil_setBalance', [user.address, toHex(parseEther('1'))]);
    const to = freshAddress();
    // Gas and price given, so the fee is known: 21000 × 2 gwei = 0.000042 ETH.
    const tx = { from: user.address, to, value: toHex(parseEther('0.01')), gas: toHex(21_000), maxFeePerGas: toHex(parseGwei('2')), maxPriorityFeePerGas: toHex(parseGwei('1')) };
    const sending = client.rpc<`0x${string}`>('eth_sendTransaction', [tx]);
    sending.catch(() => {});
    const page = await waitForFramePage(client.element, (found) => found.screen !== null, 'the transaction');
    expect(page.screen?.title).to.equal('Send transaction');
    expect(page.screen?.label).to.equal('Send transaction');
    expect(page.screen?.origin).to.equal(`Requested by ${location.origin}`);
    const rows = rowsOf(page);
    expect(rows).to.include({ Network: 'Ethereum', To: to, Amount: '0.01 ETH', 'Network fee (max)': '0.000042 ETH', 'Total (max)': '0.010042 ETH', Account: user.address });
    // The key facts come first, in this order.
    expect(page.screen?.rows.slice(0, 5).map(([label]) => label)).to.deep.equal(['Network', 'To', 'Amount', 'Network fee (max)', 'Total (max)']);

    await clickFrameButton(client.element, 'Approve');
    const hash = await sending;
    const sent = await chainRpc<{ gas: string; maxFeePerGas: string; value: string; to: string }>(rpcUrl, 'eth_getTransactionByHash', [hash]);
    expect([BigInt(sent.gas), BigInt(sent.maxFeePerGas), BigInt(sent.value), sent.to.toLowerCase()]).to.deep.equal([21_000n, parseGwei('2'), parseEther('0.01'), to.toLowerCase()]);
  });

  it('titles a signature "Sign message" and shows typed data\'s network by name and verifying contract', async () => {
    const client = await open({ visible: true });
    const user = await signInWithEmail(client, mailUrl, freshEmail('typed'), EOA);
    const verifyingContract = freshAddress();
    const typedData = {
      domain: { name: 'Test Market', version: '1', chainId: 8453, verifyingContract },
      types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }], Order: [{ name: 'amount', type: 'uint256' }] },
      primaryType: 'Order',
      message: { amount: '5' },
    } as const;
    const signing = client.rpc<`0x${string}`>('eth_signTypedData_v4', [user.address, JSON.stringify(typedData)]);
    signing.catch(() => {});
    const page = await waitForFramePage(client.element, (found) => found.screen !== null, 'the typed data');
    expect(page.screen?.title).to.equal('Sign message');
    expect(rowsOf(page)).to.include({ Network: 'Base', Contract: verifyingContract, Domain: 'Test Market', Type: 'Order' });
    await clickFrameButton(client.element, 'Approve');
    const signature = await signing;
    const { domain } = typedData;
    expect(await recoverTypedDataAddress({ domain, types: { Order: typedData.types.Order }, primaryType: 'Order', message: { amount: 5n }, signature })).to.equal(user.address);

    const message = 'plain words';
    const personal = client.rpc<`0x${string}`>('personal_sign', [toHex(message), user.address]);
    personal.catch(() => {});
    const messagePage = await waitForFramePage(client.element, (found) => found.screen !== null, 'the message');
    expect(messagePage.screen?.title).to.equal('Sign message');
    expect(rowsOf(messagePage)).to.include({ Message: message });
    await clickFrameButton(client.element, 'Approve');
    expect(await recoverMessageAddress({ message, signature: await personal })).to.equal(user.address);
  });

  it('speaks the language it is told (right to left for Arabic) and takes the theme, but only an opaque accent', async () => {
    const client = await open({ visible: true });
    const user = await signInWithEmail(client, mailUrl, freshEmail('arabic'), EOA);
    expect(await client.request('SYNC_LANGUAGE', { language: 'ar' })).to.deep.equal({ language: 'ar' });
    await client.request('SYNC_THEME', { themeMode: 'dark', themeVariables: { '--wm-accent': '#ffcc00' } });
    const signing = client.rpc<`0x${string}`>('personal_sign', [toHex('مرحبا'), user.address]);
    signing.catch(() => {});
    const page = await waitForFramePage(client.element, (found) => found.screen !== null, 'the message in Arabic');
    expect([page.lang, page.dir, page.theme, page.accent]).to.deep.equal(['ar', 'rtl', 'dark', '#ffcc00']);
    expect(page.screen?.title).to.equal('توقيع رسالة');
    expect(page.screen?.origin).to.equal(`مطلوب من ${location.origin}`);
    expect(rowsOf(page)).to.include({ 'الرسالة': 'مرحبا' });
    expect([page.screen?.approve.text, page.screen?.reject.text]).to.deep.equal(['موافقة', 'رفض']);
    // Right to left, Reject comes first on the right.
    expect(page.screen?.reject.rect.x).to.be.greaterThan(page.screen?.approve.rect.x as number);
    await clickFrameButton(client.element, 'Approve');
    expect(await recoverMessageAddress({ message: 'مرحبا', signature: await signing })).to.equal(user.address);

    // A see-through accent (or anything but a plain colour) is not taken; a language the frame
    // does not ship falls back to English.
    await client.request('SYNC_THEME', { themeMode: 'light', themeVariables: { '--wm-accent': 'rgba(0,0,0,0)' } });
    expect(await client.request('SYNC_LANGUAGE', { language: 'tlh' })).to.deep.equal({ language: 'en' });
    const english = client.rpc('personal_sign', [toHex('again'), user.address]);
    const back = await waitForFramePage(client.element, (found) => found.screen !== null, 'the message in English');
    expect([back.lang, back.dir, back.theme, back.accent, back.screen?.title]).to.deep.equal(['en', 'ltr', 'light', '#1f6feb', 'Sign message']);
    await clickInFrame(client, 'Reject', english).catch(() => undefined);
  });

  it('keeps a session to the page that embedded the frame and its project: another page of the same site is not connected', async () => {
    const client = await open();
    const user = await signInWithEmail(client, mailUrl, freshEmail('scoped'), EOA);
    expect(await client.request('IS_CONNECTED')).to.deep.equal({ isConnected: true });

    // Another origin of this page's site (same host name, another port: the frame's own server
    // serves that page), which embeds the frame and relays to it. The browser gives that frame the
    // same storage as this page's frame.
    const other = new URL('/test/embedder', secureSiteUrl);
    other.hostname = location.hostname;
    expect(other.origin, 'a second origin of this site').to.not.equal(new URL(secureSiteUrl).origin);
    const elsewhere = await open({ pageUrl: other.href });
    expect(await elsewhere.request('IS_CONNECTED')).to.deep.equal({ isConnected: false });
    expect((await rejection(elsewhere.request('GET_USER'))).message).to.equal('User is not connected');
    expect(await elsewhere.rpc('eth_accounts')).to.deep.equal([]);

    // This page under another project: not connected either.
    const otherProject = await open({ projectId: 'another-project' });
    expect(await otherProject.request('IS_CONNECTED')).to.deep.equal({ isConnected: false });

    // The session itself is still there for the page and project that started it.
    const again = await open();
    expect((await again.request<FrameUser>('GET_USER', EOA)).address).to.equal(user.address);
  });
});
