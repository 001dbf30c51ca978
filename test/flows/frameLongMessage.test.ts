// A message longer than the secure frame's area on a short window: the frame keeps its top (title,
// who asks) and its bar in view, the message scrolls in its box, Reject works at once and Approve
// only once the visitor has scrolled the message to its end (by wheel, or by keyboard in the
// focused box). Through the modal, with the stack's own frame and chain, nothing mocked.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { createWalletClient, custom } from 'viem';
import { mainnet } from 'viem/chains';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import type { Eip155Provider } from '../../src/connectors/eip155/provider/Eip155Provider';
import { configure } from '../../src/stores/config';
import { modalSecureFrame } from '../support/embeddedSignIn';
import { buttonNamed, dialogOf, mountModal, resetAll, viewOf, viewShown, waitFor } from '../support/modalTestKit';
import {
  clickAt,
  clickFrameButton,
  readFramePage,
  setTestPageViewport,
  waitForFramePage,
  wheelOverBody,
  type FramePage,
  type FrameScreen,
} from '../support/secureFrameClient';
import { answerInFrame, newEmail, signInWithEmail, type EmbeddedModal } from './embeddedKit';
import { messageVerifies } from '../support/chainReads';

type Modal = EmbeddedModal & { getProvider(namespace?: string): Eip155Provider };

// A short laptop window: the modal's card, and the frame over it, get less than a sign-in
// message with a statement needs; and a very short one (a phone on its side), where the frame
// has room for little more than its top, a few lines and its bar.
const SHORT_WINDOW = { width: 800, height: 540 };
const VERY_SHORT_WINDOW = { width: 800, height: 420 };
const STATEMENT = 'I accept the Test dapp Terms of Service: https://example.test/tos';
const SCROLL_HINT = 'Scroll to the end to approve.';

const alertOf = (modal: Element) => dialogOf(modal)?.querySelector('[role="alert"]')?.textContent ?? '';
const screenOf = (page: FramePage) => page.screen as FrameScreen;

/** The secure frame once it is shown over ApproveTransaction with a request whose body runs past its box. */
async function frameWithLongBody(modal: Element): Promise<{ frame: HTMLIFrameElement; page: FramePage }> {
  await waitFor(() => viewOf(modal) === 'ApproveTransaction', 'ApproveTransaction', 900);
  const frame = modalSecureFrame();
  const page = await waitForFramePage(frame, (found) => found.screen?.body?.overflows === true, 'a body that runs past its box');
  return { frame, page };
}

/** Approve stays off, saying why, while the screen has long been seen but the body not read to its end. */
async function approveWaitsForTheEnd(frame: HTMLIFrameElement): Promise<FrameScreen> {
  // Reject turns on once the screen has been in plain view for a moment: the screen is shown.
  const seen = screenOf(await waitForFramePage(frame, (found) => Boolean(found.screen?.reject.enabled), 'Reject on'));
  expect(seen.approve.enabled, 'Approve on before the message was read to its end').to.equal(false);
  expect(seen.approveDescription).to.equal(SCROLL_HINT);
  expect(seen.scrollHint).to.equal(SCROLL_HINT);
  expect([seen.body.role, seen.body.focusable, seen.body.description]).to.deep.equal(['region', true, SCROLL_HINT]);
  // A click where Approve lies does nothing.
  await clickAt(frame, seen.approve);
  const after = screenOf((await readFramePage(frame)) as FramePage);
  expect([after.title, after.approve.enabled]).to.deep.equal(['Sign message', false]);
  return after;
}

describe('a long message in the secure frame on a short window', function () {
  this.timeout(90_000);

  before(async () => {
    expect(await setTestPageViewport(SHORT_WINDOW)).to.deep.equal(SHORT_WINDOW);
  });
  after(async () => {
    await setTestPageViewport(undefined);
  });
  afterEach(async () => {
    await disconnect('eip155');
    configure({ siwx: undefined });
    resetAll();
  });

  it('a sign-in (SIWX) with a statement: Reject works unread; Approve turns on once the message is wheeled to its end, and signs in', async () => {
    resetAll();
    const modal = (await mountModal({ networks: 'eip155:1' })) as Modal;
    configure({ siwx: { required: true, statement: STATEMENT }, metadata: { name: 'Test dapp', description: '', url: location.origin, icons: [] } });
    const signedIn: { message: string }[] = [];
    modal.addEventListener('sign-in', (event) => signedIn.push((event as CustomEvent<{ message: string }>).detail));
    await signInWithEmail(modal, newEmail());
    await viewShown(modal, 'SIWXSignMessage', 600);

    buttonNamed(modal, 'Sign in')?.click();
    const first = await frameWithLongBody(modal);
    expect(screenOf(first.page).body.label).to.equal('Message');
    await approveWaitsForTheEnd(first.frame);
    // Rejecting needs no reading.
    await answerInFrame(modal, 'Reject');
    await waitFor(() => viewOf(modal) === 'SIWXSignMessage' && alertOf(modal) === 'Signature declined', 'SIWXSignMessage with the refusal', 300);

    buttonNamed(modal, 'Sign in')?.click();
    const { frame, page } = await frameWithLongBody(modal);
    const shownMessage = Object.fromEntries(screenOf(page).rows).Message as string;
    expect(shownMessage).to.contain(STATEMENT);
    await approveWaitsForTheEnd(frame);
    // The visitor wheels down over the message, a notch at a time, to its end.
    for (let notch = 0; notch < 40; notch += 1) {
      const now = screenOf((await readFramePage(frame)) as FramePage);
      if (now.body.atEnd) break;
      await wheelOverBody(frame, now.body, 100);
    }
    const read = screenOf(await waitForFramePage(frame, (found) => Boolean(found.screen?.approve.enabled), 'Approve on at the end of the message'));
    expect([read.body.atEnd, read.scrollHint, read.approveDescription]).to.deep.equal([true, null, null]);
    await clickFrameButton(frame, 'Approve');
    await waitFor(() => signedIn.length === 1, 'the sign-in event', 600);
    // What was signed is what the frame showed, in full.
    expect(signedIn[0]?.message).to.equal(shownMessage);
    await waitFor(() => !dialogOf(modal), 'the modal closed once signed in');
  });

  it("a long personal_sign from the host's provider on a very short window: read to its end by keyboard in the focused message, then approved", async () => {
    expect(await setTestPageViewport(VERY_SHORT_WINDOW)).to.deep.equal(VERY_SHORT_WINDOW);
    resetAll();
    const modal = (await mountModal({ networks: 'eip155:1' })) as Modal;
    await signInWithEmail(modal, newEmail());
    await waitFor(() => !dialogOf(modal), 'the modal closed once signed in', 300);
    const address = stores.$account.get().address as `0x${string}`;
    const message = Array.from({ length: 40 }, (_, i) => `Clause ${i + 1}: the holder of this account agrees to term number ${i + 1}.`).join('\n');
    const client = createWalletClient({ chain: mainnet, transport: custom(modal.getProvider('eip155')) });
    const signing = client.signMessage({ account: address, message });
    signing.catch(() => {});

    const { frame, page } = await frameWithLongBody(modal);
    expect(Object.fromEntries(screenOf(page).rows).Message).to.equal(message);
    const unread = await approveWaitsForTheEnd(frame);
    // A click in the message puts focus there (it is a focusable region); End scrolls it to its end.
    await clickAt(frame, unread.body);
    await waitForFramePage(frame, (found) => Boolean(found.screen?.body.focused), 'focus in the message');
    await sendKeys({ press: 'End' });
    await waitForFramePage(frame, (found) => Boolean(found.screen?.body.atEnd && found.screen.approve.enabled), 'Approve on at the end of the message');
    await clickFrameButton(frame, 'Approve');
    expect(await messageVerifies(1, address, message, await signing)).to.equal(true);
    await waitFor(() => !dialogOf(modal), 'the modal closed again');
  });
});
