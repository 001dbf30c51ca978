import { embeddedTexts } from '../../i18n/embeddedTexts';
import { dispatchConnection } from '../../stores/dispatchConnection';
import { $emailLogin } from '../../stores/emailLogin';
import { track } from '../../stores/events';
import { $route, pushView, replaceView } from '../../stores/router';
import { isValidEmail } from '../../utils/isValidEmail';
import { EMBEDDED_ID } from '../../connectors/embedded/embeddedId';
import { FrameAnswerError } from '../../errors/embeddedErrors';
import { shakeModal } from '../shakeModal';
import { askPastLongPolls } from './askPastLongPolls';
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
      // The frame's CONNECT_DEVICE is a long poll that ends unapproved after about 25 s: a visitor
      // reading their mail takes longer, so it is asked again while this attempt and its view last.
      await askPastLongPolls(frame, 'CONNECT_DEVICE', {
        stillWanted: () => isCurrent() && $route.get().view === 'EmailVerifyDevice',
        windowMs: DEVICE_APPROVAL_WINDOW_MS,
        timeoutMs: CONNECT_STEP_TIMEOUT_MS,
      });
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
