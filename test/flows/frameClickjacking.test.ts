// The embedded wallet's approval cannot be clickjacked: the attacks of issue 23 (item 4) run as
// a hostile script of the host page would run them, against the modal's own secure frame (the
// stack's, on its own origin) with a visitor signed in by email. Each shows the approval (or the
// request) refused, and the honest path (the modal shows ApproveTransaction, the visitor clicks
// Approve once it is visible) still working. Clicks are real mouse clicks at page coordinates.
import { expect } from 'chai';
import { createWalletClient, custom, parseEther, toHex } from 'viem';
import { mainnet } from 'viem/chains';
import { disconnect } from '../../src/actions/disconnect';
import type { Eip155Provider } from '../../src/connectors/eip155/provider/Eip155Provider';
import { balanceOf, freshAddress, waitForReceipt, messageVerifies } from '../support/chainReads';
import { modalSecureFrame, signInThroughModal } from '../support/embeddedSignIn';
import { dialogOf, mountModal, resetAll, viewOf, waitFor } from '../support/modalTestKit';
import { clickAt, clickFrameButton, readFramePage, waitForFramePage, type FrameButton } from '../support/secureFrameClient';
import { rpc } from '../support/walletConnectWallet';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void; getProvider(namespace?: string): Eip155Provider };

interface FrameAnswer {
  type: string;
  id?: string;
  payload?: unknown;
}

/** What a page script sees of the frame's answers (its messages to the page), by id. */
function frameAnswers(frame: HTMLIFrameElement) {
  const byId = new Map<string, FrameAnswer>();
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow) return;
    const data = event.data as FrameAnswer;
    if (data && typeof data.id === 'string') byId.set(data.id, data);
  };
  window.addEventListener('message', onMessage);
  return {
    get: (id: string) => byId.get(id),
    count: (match: (answer: FrameAnswer) => boolean) => [...byId.values()].filter(match).length,
    stop: () => window.removeEventListener('message', onMessage),
  };
}

/** Posts to the frame as any script of the page can. */
const postToFrame = (frame: HTMLIFrameElement, message: unknown) => frame.contentWindow?.postMessage(message, new URL(frame.src).origin);

/** Resolves once `check` holds, polling every 100 ms; throws after `timeoutMs`. */
async function until<T>(check: () => T, what: string, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The visitor clicks where Approve lies, `times` times, 100 ms apart (well past the frame's 500 ms wait). */
async function clickRepeatedly(frame: HTMLIFrameElement, approve: FrameButton, times = 15, stop = () => false): Promise<void> {
  for (let i = 0; i < times && !stop(); i += 1) {
    await clickAt(frame, approve);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the embedded wallet\'s approval in the secure frame cannot be clickjacked', function () {
  this.timeout(60_000);
  let modal: ModalElement;
  let chainUrl = '';
  const cleanups: (() => void)[] = [];

  beforeEach(async () => {
    resetAll();
    const stack = await stackInfo();
    chainUrl = stack.chains['1'] as string;
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'secure-site-url': stack.secureSiteUrl })) as ModalElement;
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    await disconnect('eip155');
    resetAll();
  });

  /** Signs a new visitor in, with 10 ETH for the attacks to go after. */
  async function fundedVisitor(): Promise<`0x${string}`> {
    const address = await signInThroughModal(modal);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    await rpc(chainUrl, 'anvil_setBalance', [address, toHex(parseEther('10'))]);
    return address;
  }

  it('refuses a transaction a page script posts straight to the frame while the modal is closed, and shows the modal\'s next request instead', async () => {
    const address = await fundedVisitor();
    const frame = modalSecureFrame();
    const answers = frameAnswers(frame);
    cleanups.push(answers.stop);
    const thief = freshAddress();
    postToFrame(frame, { type: '@w3m-app/RPC_REQUEST', id: 'attack-hidden', payload: { method: 'eth_sendTransaction', params: [{ from: address, to: thief, value: toHex(parseEther('5')) }], chainId: 1 } });
    const answer = await until(() => answers.get('attack-hidden'), "the frame's answer to the page script");
    expect(answer).to.deep.include({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { message: 'The approval screen was not shown', code: 4100 } });

    // The page's own request, through the modal: ApproveTransaction shows that one, not the script's.
    const client = createWalletClient({ chain: mainnet, transport: custom(modal.getProvider('eip155')) });
    const message = 'the page asks for this';
    const signing = client.signMessage({ account: address, message });
    await waitFor(() => viewOf(modal) === 'ApproveTransaction', 'ApproveTransaction', 600);
    const page = await waitForFramePage(frame, (found) => found.screen !== null, 'the page\'s request');
    expect(page.screen?.title).to.equal('Sign message');
    await clickFrameButton(frame, 'Approve');
    expect(await messageVerifies(1, address, message, await signing)).to.equal(true);
    expect(await balanceOf(chainUrl, thief)).to.equal(0n);
  });

  it('a full-window frame at opacity 0.0001 over a decoy button: clicking the decoy approves nothing', async () => {
    const address = await fundedVisitor();
    const frame = modalSecureFrame();
    const answers = frameAnswers(frame);
    cleanups.push(answers.stop);
    const decoy = Object.assign(document.createElement('button'), { textContent: 'Claim your reward' });
    Object.assign(decoy.style, { position: 'fixed', inset: '0', width: '100vw', height: '100vh', fontSize: '40px' });
    document.body.append(decoy);
    const before = frame.style.cssText;
    Object.assign(frame.style, { visibility: 'visible', top: '0', left: '0', width: '100vw', height: '100vh', opacity: '0.0001', zIndex: '2147483647' });
    cleanups.push(() => {
      frame.style.cssText = before;
      decoy.remove();
    });

    const thief = freshAddress();
    postToFrame(frame, { type: '@w3m-app/RPC_REQUEST', id: 'attack-faded', payload: { method: 'eth_sendTransaction', params: [{ from: address, to: thief, value: toHex(parseEther('5')) }], chainId: 1 } });
    // The frame draws the request (the visitor cannot see it); they click the decoy where Approve lies.
    const page = await waitForFramePage(frame, (found) => found.screen?.title === 'Send transaction', 'the script\'s transaction');
    await clickRepeatedly(frame, page.screen?.approve as FrameButton, 15, () => Boolean(answers.get('attack-faded')));
    const answer = await until(() => answers.get('attack-faded'), "the frame's answer to the page script");
    expect(answer).to.deep.include({ type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { message: 'The approval screen was not shown', code: 4100 } });
    expect(await balanceOf(chainUrl, thief)).to.equal(0n);
  });

  it('an overlay with pointer-events: none over ApproveTransaction: clicks through it approve nothing until it is gone', async () => {
    const address = await fundedVisitor();
    const client = createWalletClient({ chain: mainnet, transport: custom(modal.getProvider('eip155')) });
    const to = freshAddress();
    let settled = false;
    const sending = client.sendTransaction({ account: address, to, value: parseEther('2') }).finally(() => {
      settled = true;
    });
    sending.catch(() => {});
    await waitFor(() => viewOf(modal) === 'ApproveTransaction', 'ApproveTransaction', 600);
    const frame = modalSecureFrame();
    await waitForFramePage(frame, (found) => Boolean(found.screen?.approve?.enabled), 'Approve on, the screen in plain view');

    // A script lays a panel of its own over the frame that lets every click through.
    const rect = frame.getBoundingClientRect();
    const overlay = Object.assign(document.createElement('div'), { textContent: 'Press the button below to continue' });
    Object.assign(overlay.style, { position: 'fixed', top: `${rect.top}px`, left: `${rect.left}px`, width: `${rect.width}px`, height: `${rect.height}px`, background: '#fff', pointerEvents: 'none', zIndex: '2147483647' });
    document.body.append(overlay);
    cleanups.push(() => overlay.remove());
    const covered = await waitForFramePage(frame, (found) => found.screen?.approve?.enabled === false, 'Approve off under the overlay');
    expect(covered.screen?.approveDescription).to.equal('Approve turns on once this screen is fully visible.');
    await clickRepeatedly(frame, covered.screen?.approve as FrameButton, 15, () => settled);
    expect(settled, 'the transaction was approved through the overlay').to.equal(false);
    expect((await readFramePage(frame))?.screen?.title).to.equal('Send transaction');

    // Gone: Approve comes back only after the screen has been in plain view for a moment, so a
    // click the moment the overlay goes still does nothing.
    overlay.remove();
    await clickAt(frame, covered.screen?.approve as FrameButton);
    expect((await readFramePage(frame))?.screen?.title, 'a click right after the overlay went was taken').to.equal('Send transaction');
    await clickFrameButton(frame, 'Approve');
    const hash = await sending;
    expect((await waitForReceipt(chainUrl, hash)).status).to.equal('0x1');
    expect(await balanceOf(chainUrl, to)).to.equal(parseEther('2'));
  });

  it("does not take the frame's answers to a page script's guessed or copied request ids as answers to the modal's requests", async () => {
    // Every 16 random bytes the page's code draws from now on: a script that reads them knows
    // the modal's next request ids.
    const drawn: Uint8Array[] = [];
    const original = crypto.getRandomValues;
    crypto.getRandomValues = function <T extends ArrayBufferView | null>(this: Crypto, array: T): T {
      const result = original.call(this, array as never) as T;
      if (array instanceof Uint8Array && array.length === 16) drawn.push(array.slice());
      return result;
    };
    cleanups.push(() => {
      crypto.getRandomValues = original;
    });
    const address = await fundedVisitor();
    const frame = modalSecureFrame();
    const answers = frameAnswers(frame);
    cleanups.push(answers.stop);
    const client = createWalletClient({ chain: mainnet, transport: custom(modal.getProvider('eip155')) });
    const message = 'only the visitor answers this';
    let settled = false;
    const signing = client.signMessage({ account: address, message }).finally(() => {
      settled = true;
    });
    signing.catch(() => {});
    await waitFor(() => viewOf(modal) === 'ApproveTransaction', 'ApproveTransaction', 600);
    await waitForFramePage(frame, (found) => found.screen?.title === 'Sign message', 'the modal\'s request');

    // Guessed ids: the frame answers the script under each of them.
    const guessed = Array.from({ length: 200 }, (_, i) => `wm-${i + 1}`);
    for (const id of guessed) {
      postToFrame(frame, { type: '@w3m-app/RPC_REQUEST', id, payload: { method: 'eth_chainId' } });
      postToFrame(frame, { type: '@w3m-app/GET_CHAIN_ID', id });
    }
    // Copied ids (from the page's randomness): answered with another request's type.
    const copied = drawn.map((bytes) => `wm-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`);
    for (const id of copied) postToFrame(frame, { type: '@w3m-app/GET_CHAIN_ID', id });
    await until(() => guessed.every((id) => answers.get(id)) && copied.every((id) => answers.get(id)), 'the frame answering every id the script used');
    expect(settled, 'the modal took an answer to the script as its own').to.equal(false);

    await clickFrameButton(frame, 'Approve');
    expect(await messageVerifies(1, address, message, await signing)).to.equal(true);
  });
});
