// A script of the host page, run after the modal loaded, cannot answer the modal's requests to
// its secure frame in the frame's place (issue 23 item 4: "personal_sign resolves to 0x1").
// The script learns the modal's request ids every way it can (the page's randomness, and a
// redefined HTMLIFrameElement.prototype.contentWindow whose window notes what is posted), then
// forges the frame's answer: as a MessageEvent it dispatches itself, or as a real message of
// the secure site's origin (its own frame of that site, answering under the modal's ids). The
// page's personal_sign must wait for the visitor, who then approves it in the modal's frame.
import { expect } from 'chai';
import { toHex } from 'viem';
import { disconnect } from '../../src/actions/disconnect';
import type { Eip155Provider } from '../../src/connectors/eip155/provider/Eip155Provider';
import { modalSecureFrame, signInThroughModal } from '../support/embeddedSignIn';
import { dialogOf, mountModal, resetAll, viewOf, waitFor } from '../support/modalTestKit';
import { clickFrameButton, waitForFramePage } from '../support/secureFrameClient';
import { stackInfo } from '../stack/stackInfo';
import { messageVerifies } from '../support/chainReads';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; getProvider(namespace?: string): Eip155Provider };

const FORGED = '0x1';
const realContentWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow') as PropertyDescriptor;
const windowOf = (frame: HTMLIFrameElement) => realContentWindow.get?.call(frame) as Window;

/** Every id the page's code draws from now on (16 random bytes, as the modal draws its ids). */
function watchRandomIds(): { ids: () => string[]; stop(): void } {
  const drawn: Uint8Array[] = [];
  const original = crypto.getRandomValues;
  crypto.getRandomValues = function <T extends ArrayBufferView | null>(this: Crypto, array: T): T {
    const result = original.call(this, array as never) as T;
    if (array instanceof Uint8Array && array.length === 16) drawn.push(array.slice());
    return result;
  };
  return {
    ids: () => drawn.map((bytes) => `wm-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`),
    stop: () => {
      crypto.getRandomValues = original;
    },
  };
}

/** Resolves once `check` holds, polling every 100 ms; throws after `timeoutMs`. */
async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a page script cannot forge the secure frame's answers to the modal", function () {
  this.timeout(60_000);
  let modal: ModalElement;
  const cleanups: (() => void)[] = [];

  beforeEach(async () => {
    resetAll();
    modal = (await mountModal({ networks: 'eip155:1', 'secure-site-url': (await stackInfo()).secureSiteUrl })) as ModalElement;
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    await disconnect('eip155');
    resetAll();
  });

  /** Signs a visitor in and has the page ask for personal_sign; resolves once the frame shows it. */
  async function pendingSignature(message: string, beforeAsking: (frame: HTMLIFrameElement) => void) {
    const address = await signInThroughModal(modal);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    const frame = modalSecureFrame();
    beforeAsking(frame);
    let settledWith: unknown = 'nothing yet';
    const signing = modal.getProvider('eip155').request({ method: 'personal_sign', params: [toHex(message), address] }) as Promise<`0x${string}`>;
    signing.then(
      (value) => (settledWith = value),
      (error: Error) => (settledWith = error.message),
    );
    await waitFor(() => viewOf(modal) === 'ApproveTransaction', 'ApproveTransaction', 600);
    await waitForFramePage(frame, (page) => page.screen?.title === 'Sign message', "the page's personal_sign in the frame");
    return { address, frame, signing, settled: () => settledWith };
  }

  it('ignores a MessageEvent the script dispatches itself with the frame as its source and origin', async () => {
    const random = watchRandomIds();
    cleanups.push(random.stop);
    const message = 'only the visitor answers this';
    const { address, frame, signing, settled } = await pendingSignature(message, () => undefined);
    const source = windowOf(frame);
    const origin = new URL(frame.src).origin;
    const ids = random.ids();
    expect(ids.length, 'the script saw the ids drawn').to.be.greaterThan(0);
    for (const id of ids) {
      window.dispatchEvent(new MessageEvent('message', { source, origin, data: { type: '@w3m-frame/RPC_REQUEST_SUCCESS', id, payload: FORGED } }));
    }
    // The modal hears messages synchronously: a taken forgery has settled personal_sign by the next turn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.resolve();
    expect(settled(), 'personal_sign settled by the forged event').to.equal('nothing yet');

    await clickFrameButton(frame, 'Approve');
    const signature = await signing;
    expect(signature).to.not.equal(FORGED);
    expect(await messageVerifies(1, address, message, signature)).to.equal(true);
  });

  it("takes no answer from another frame of the secure site, even when contentWindow is redefined to name it", async () => {
    const random = watchRandomIds();
    cleanups.push(random.stop);
    // The script's own frame of the secure site: real answers of that origin, to the script's requests.
    const decoy = document.createElement('iframe');
    const decoyAnswers = new Map<string, unknown>();
    let decoyReady = false;
    const onDecoy = (event: MessageEvent) => {
      if (event.source !== windowOf(decoy)) return;
      const data = event.data as { type?: string; id?: string; payload?: unknown };
      if (data?.type === '@w3m-frame/READY') decoyReady = true;
      if (typeof data?.id === 'string') decoyAnswers.set(data.id, data);
    };
    window.addEventListener('message', onDecoy);
    cleanups.push(() => {
      window.removeEventListener('message', onDecoy);
      decoy.remove();
    });
    // Redefined after the modal loaded: a read while a message from the decoy is being
    // dispatched (the script's capturing listener runs first) names the decoy; any other read
    // gets a stand-in that notes what the modal posts and passes it on.
    const posted = new Set<string>();
    let decoyMessage = false;
    const markDecoy = (event: MessageEvent) => {
      decoyMessage = event.source === windowOf(decoy);
    };
    window.addEventListener('message', markDecoy, true);

    const message = 'no other frame answers this';
    const { address, frame, signing, settled } = await pendingSignature(message, (modalFrame) => {
      decoy.title = 'Another frame';
      decoy.src = modalFrame.src;
      Object.assign(decoy.style, { position: 'fixed', width: '0', height: '0', border: '0' });
      document.body.append(decoy);
      Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
        configurable: true,
        get(this: HTMLIFrameElement) {
          const real = windowOf(this);
          if (this !== modalFrame) return real;
          if (decoyMessage) return windowOf(decoy);
          return {
            postMessage(data: { id?: string }, targetOrigin: string) {
              if (typeof data?.id === 'string') posted.add(data.id);
              real.postMessage(data, targetOrigin);
            },
          };
        },
      });
      cleanups.push(() => {
        Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', realContentWindow);
        window.removeEventListener('message', markDecoy, true);
      });
    });
    await until(() => decoyReady, 'the decoy frame ready');
    // The decoy answers eth_chainId ('0x1' on chain 1) under each id the script learnt.
    const ids = [...new Set([...posted, ...random.ids()])];
    const decoyOrigin = new URL(decoy.src).origin;
    for (const id of ids) windowOf(decoy).postMessage({ type: '@w3m-app/RPC_REQUEST', id, payload: { method: 'eth_chainId', chainId: 1 } }, decoyOrigin);
    await until(() => ids.every((id) => decoyAnswers.has(id)), 'the decoy answering every id');
    for (const id of ids) expect(decoyAnswers.get(id), 'the decoy answered as the secure site').to.deep.include({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id, payload: FORGED });
    expect(settled(), "personal_sign settled by the decoy's answer").to.equal('nothing yet');
    expect([...posted], 'the redefined contentWindow saw what the modal posts').to.deep.equal([]);

    await clickFrameButton(frame, 'Approve');
    const signature = await signing;
    expect(await messageVerifies(1, address, message, signature)).to.equal(true);
  });
});
