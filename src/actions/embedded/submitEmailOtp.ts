import { $emailLogin } from '../../stores/emailLogin';
import { CONNECT_STEP_TIMEOUT_MS } from './connectEmail';
import { newEmailAttempt } from './emailAttempt';
import { failEmailLogin } from './failEmailLogin';
import { finishEmailLogin } from './finishEmailLogin';
import { getSecureFrame } from './getSecureFrame';

const CODE = /^\d{6}$/;

/** The visitor entered the mailed code: the frame checks it (CONNECT_OTP); a wrong or expired one is said on the code view. */
export async function submitEmailOtp(code: string): Promise<void> {
  const otp = code.replace(/\s+/g, '');
  const { email } = $emailLogin.get();
  if (!email || !CODE.test(otp)) return;
  $emailLogin.set({ ...$emailLogin.get(), status: 'verifying', error: undefined });
  const isCurrent = newEmailAttempt();
  try {
    const frame = await getSecureFrame();
    await frame.request('CONNECT_OTP', { otp }, { timeoutMs: CONNECT_STEP_TIMEOUT_MS });
    if (!isCurrent()) return;
    await finishEmailLogin(frame, email);
  } catch (thrown) {
    if (isCurrent()) failEmailLogin(thrown, 'otp');
  }
}
