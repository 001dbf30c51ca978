// An email sign-in through the modal, as a visitor does it (the device link and the code from the
// stack's mailbox), and the modal's secure frame as a page script finds it in the document.
import { stores } from '../../src/controller/stores';
import { dialogOf, submitButton, typeInto, viewOf, waitFor } from './modalTestKit';
import { codeIn, linkIn, mailAfter, visitLink } from './secureFrameClient';
import { stackInfo } from '../stack/stackInfo';

const run = Date.now();
let visitors = 0;

/** A new visitor's address: nobody else in this run uses it. */
export const newVisitorEmail = (label = 'visitor') => `${label}-${run}-${(visitors += 1)}@example.test`;

function inputOf(modal: Element, type: string): HTMLInputElement | null {
  return dialogOf(modal)?.querySelector<HTMLInputElement>(`input[type="${type}"], input[inputmode="${type}"]`) ?? null;
}

/** Signs a new visitor in on a new device through the modal (in any language); resolves to their address once connected. */
export async function signInThroughModal(modal: HTMLElement & { open(): Promise<void> }, email = newVisitorEmail()): Promise<`0x${string}`> {
  const { mailUrl } = await stackInfo();
  await modal.open();
  const field = await waitFor(() => inputOf(modal, 'email'), 'the email field');
  field.focus();
  typeInto(field, email);
  const sentAt = Date.now() - 1;
  (await waitFor(() => submitButton(modal), 'the email form\'s button')).click();
  await waitFor(() => viewOf(modal) === 'EmailVerifyDevice', 'EmailVerifyDevice', 900);
  const approval = await mailAfter(mailUrl, email, sentAt);
  const approvedAt = Date.now() - 1;
  await visitLink(linkIn(approval));
  await waitFor(() => viewOf(modal) === 'EmailVerifyOtp', 'EmailVerifyOtp', 1800);
  typeInto(await waitFor(() => inputOf(modal, 'numeric'), 'the code field'), codeIn(await mailAfter(mailUrl, email, approvedAt)));
  await waitFor(() => stores.$account.get().status === 'connected', 'connected', 900);
  return stores.$account.get().address as `0x${string}`;
}

/** The modal's secure frame (the one element it puts outside its shadow root). */
export function modalSecureFrame(): HTMLIFrameElement {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Secure wallet"]');
  if (!frame) throw new Error('the modal has no secure frame');
  return frame;
}
