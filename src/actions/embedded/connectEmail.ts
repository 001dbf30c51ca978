import { embeddedTexts } from '../../i18n/embeddedTexts';
import { dispatchConnection } from '../../stores/dispatchConnection';
import { $emailLogin } from '../../stores/emailLogin';
import { track } from '../../stores/events';
import { $route, pushView, replaceView } from '../../stores/router';
import { isValidEmail } from '../../utils/isValidEmail';
import { EMBEDDED_ID } from '../../connectors/embedded/embeddedId';
import { FrameAnswerError, FrameRequestError } from '../../errors/embeddedErrors';
import { shakeModal } from '../shakeModal';
import { newEmailAttempt } from './emailAttempt';
import { embeddedNamespaces } from './embeddedNamespaces';
import { failEmailLogin } from './failEmailLogin';
import { finishEmailLogin } from './finishEmailLogin';
import { getSecureFrame } from './getSecureFrame';

/** Spec §9: each connect step may take the frame 30 s. */
export const CONNECT_STEP_TIMEOUT_MS = 30_000;
/** The allowance rule (spec §5): the wait between two mails to one address. */
export const RESEND_WAIT_MS = 30_000;

/** How long EmailVerifyDevice keeps listening for the mailed link's approval: about a mailed link's life (10 min). */
const DEVICE_APPROVAL_WINDOW_MS = 10 * 60_000;
/** A wait that lasted this long ended as a long poll does, unapproved so far; a quicker failure is a failure. */
const LONG_POLL_MS = 5_000;

/**
 * Waits until the visitor has opened the approval link. The frame's CONNECT_DEVICE is a long
 * poll that ends unapproved after about 25 s (the modal allows each step 30 s), and a visitor
 * reading their mail takes longer: while this attempt and its view last, an unapproved end is
 * asked again, without a new mail, for as long as the link lives. A quick failure (the frame or
 * its server down), or a frame that does not answer within the step's 30 s, still ends the wait
 * with its message.
 */
async function waitForDeviceApproval(frame: Awaited<ReturnType<typeof getSecureFrame>>, isCurrent: () => boolean): Promise<void> {
  const until = Date.now() + DEVICE_APPROVAL_WINDOW_MS;
  for (;;) {
    const startedAt = Date.now();
    try {
      await frame.request('CONNECT_DEVICE', undefined, { timeoutMs: CONNECT_STEP_TIMEOUT_MS });
      return;
    } catch (thrown) {
      // Only the frame's own answer ends a long poll; its silence (our timeout) or an abort is a failure.
      const answered = thrown instanceof FrameRequestError && thrown.code !== 4001;
      const stillWaiting = answered && isCurrent() && $route.get().view === 'EmailVerifyDevice' && Date.now() - startedAt >= LONG_POLL_MS && Date.now() < until;
      if (!stillWaiting) throw thrown;
    }
  }
}

/**
 * Starts an email login (spec §4/§5): the address is checked (an invalid one is refused with
 * the field's error and the card's shake), the frame asked, and it
 * answers how to go on: verify this device (the visitor opens the link mailed to them;
 * EmailVerifyDevice waits, then the code follows), enter the mailed code (EmailVerifyOtp),
 * or connect at once.
 */
export async function connectEmail(email: string): Promise<void> {
  const address = email.trim();
  if (!isValidEmail(address)) {
    $emailLogin.set({ ...$emailLogin.get(), email: address, status: 'failed', error: () => embeddedTexts.invalidEmail });
    shakeModal();
    return;
  }
  track('EMAIL_SUBMITTED', {});
  $emailLogin.set({ email: address, status: 'sending', error: undefined, resendAt: $emailLogin.get().resendAt });
  const isCurrent = newEmailAttempt();
  try {
    for (const namespace of embeddedNamespaces()) dispatchConnection(namespace, { type: 'connect', connectorUid: EMBEDDED_ID });
    const frame = await getSecureFrame();
    const answer = await frame.request<{ action?: unknown }>('CONNECT_EMAIL', { email: address }, { timeoutMs: CONNECT_STEP_TIMEOUT_MS });
    if (!isCurrent()) return;
    $emailLogin.set({ ...$emailLogin.get(), resendAt: Date.now() + RESEND_WAIT_MS });
    if (answer?.action === 'VERIFY_DEVICE') {
      $emailLogin.set({ ...$emailLogin.get(), status: 'device' });
      if ($route.get().view !== 'EmailVerifyDevice') pushView('EmailVerifyDevice');
      await waitForDeviceApproval(frame, isCurrent);
      if (!isCurrent()) return;
      // Approved: the frame mails a code next.
      $emailLogin.set({ ...$emailLogin.get(), status: 'otp', resendAt: Date.now() + RESEND_WAIT_MS });
      if ($route.get().view === 'EmailVerifyDevice') replaceView('EmailVerifyOtp');
    } else if (answer?.action === 'VERIFY_OTP') {
      $emailLogin.set({ ...$emailLogin.get(), status: 'otp' });
      if ($route.get().view !== 'EmailVerifyOtp') pushView('EmailVerifyOtp');
    } else if (answer?.action === 'CONNECT') {
      await finishEmailLogin(frame, address);
    } else {
      throw new FrameAnswerError('CONNECT_EMAIL gave no known action');
    }
  } catch (thrown) {
    if (isCurrent()) failEmailLogin(thrown);
  }
}
