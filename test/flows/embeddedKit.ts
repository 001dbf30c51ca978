// The embedded wallet as a visitor drives it in the modal: an email sign-in with the codes and
// device links of the stack's mailbox, and the Approve and Reject of the secure frame shown over
// ApproveTransaction, clicked by page coordinates (the frame is on its own origin).
import { stores } from '../../src/controller/stores';
import { stackInfo } from '../stack/stackInfo';
import { buttonNamed, dialogOf, typeInto, viewOf, waitFor } from '../support/modalTestKit';
import { clickAt, codeIn, linkIn, mailAfter, readFramePage, visitLink } from '../support/secureFrameClient';

export type EmbeddedModal = HTMLElement & { open(options?: object): Promise<void>; close(): void };

const run = Date.now();
let people = 0;
/** A new visitor's address: nobody else in this run uses it. */
export const newEmail = () => `flows-${run}-${(people += 1)}@example.test`;

const mailTo = async (email: string, after: number) => mailAfter((await stackInfo()).mailUrl, email, after);

const inputOf = (modal: Element, selector: string) => dialogOf(modal)?.querySelector<HTMLInputElement>(selector) ?? undefined;

/**
 * Signs in with `email` from Connect: a new device is approved by its mailed link first, a known
 * one goes straight to the code. Resolves once the account is connected.
 */
export async function signInWithEmail(modal: EmbeddedModal, email: string): Promise<void> {
  await modal.open();
  const field = await waitFor(() => inputOf(modal, 'input[type="email"]'), 'the email field');
  typeInto(field, email);
  const sentAt = Date.now() - 1;
  buttonNamed(modal, 'Continue')?.click();
  const step = await waitFor(() => (['EmailVerifyDevice', 'EmailVerifyOtp'].includes(viewOf(modal) ?? '') ? viewOf(modal) : undefined), 'a code or device step', 900);
  let codeAfter = sentAt;
  if (step === 'EmailVerifyDevice') {
    const approval = await mailTo(email, sentAt);
    codeAfter = Date.now() - 1;
    await visitLink(linkIn(approval));
    await waitFor(() => viewOf(modal) === 'EmailVerifyOtp', 'EmailVerifyOtp after the device was approved', 1800);
  }
  const code = codeIn(await mailTo(email, codeAfter));
  typeInto(await waitFor(() => inputOf(modal, 'input[inputmode="numeric"]'), 'the code field'), code);
  await waitFor(() => stores.$account.get().status === 'connected', 'connected', 900);
}

/** A click the modal has not followed in this long is taken as not taken. */
const RECLICK_AFTER_MS = 2000;

/** The secure frame while it is shown over ApproveTransaction. */
function shownFrame(): HTMLIFrameElement | undefined {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Secure wallet"]');
  return frame && frame.style.visibility === 'visible' && frame.getBoundingClientRect().height > 100 ? frame : undefined;
}

/**
 * Clicks the frame's Approve or Reject once the frame, shown over ApproveTransaction, has turned
 * it on (it does only while its screen is fully visible and unobscured, see the secure frame's
 * guards), then waits for the modal to leave ApproveTransaction. The frame turns its buttons off
 * again whenever its screen moves or is covered, even for a moment, and a click then does nothing:
 * as a visitor would, this clicks again when the button is on a while after a click that was not
 * taken (each click is said in the browser's log).
 */
export async function answerInFrame(modal: Element, which: 'Approve' | 'Reject'): Promise<void> {
  const frame = await waitFor(() => (viewOf(modal) === 'ApproveTransaction' ? shownFrame() : undefined), 'the secure frame shown over ApproveTransaction', 900);
  const deadline = performance.now() + 20_000;
  let lastClick: number | undefined;
  // The screen clicked, by its title and who asks (its rows may still change, a fee filled in): only
  // such a screen is clicked again, never a next request of another kind.
  let clicked: string | undefined;
  for (;;) {
    const screen = (await readFramePage(frame))?.screen;
    if (viewOf(modal) !== 'ApproveTransaction') return;
    const button = screen ? (which === 'Approve' ? screen.approve : screen.reject) : undefined;
    const shown = screen ? JSON.stringify([screen.title, screen.origin]) : undefined;
    if (button?.enabled && (lastClick === undefined || (shown === clicked && performance.now() - lastClick > RECLICK_AFTER_MS))) {
      if (lastClick !== undefined) console.info(`${which} was not taken within ${RECLICK_AFTER_MS} ms: clicked again`);
      lastClick = performance.now();
      clicked = shown;
      await clickAt(frame, button);
    }
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${which} taken (${lastClick === undefined ? 'never turned on' : 'clicked'})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
