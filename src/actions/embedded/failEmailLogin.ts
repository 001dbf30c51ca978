import { errorMessage } from '../../i18n/errorMessage';
import { toWalletError } from '../../errors/toWalletError';
import { FrameRequestTimeoutError } from '../../errors/embeddedErrors';
import { showAlert } from '../../stores/alert';
import { failConnecting } from '../connection/failConnecting';
import { $emailLogin } from '../../stores/emailLogin';
import { track } from '../../stores/events';

/**
 * A step of the email login failed: the view on screen says why and lets the visitor try
 * again; nothing stays 'connecting'. A step the frame never answered also raises the
 * spec §8 alert.
 */
export function failEmailLogin(thrown: unknown, status: 'failed' | 'otp' = 'failed'): void {
  const error = toWalletError(thrown);
  if (thrown instanceof FrameRequestTimeoutError) showAlert('Embedded Wallet Request Timed Out');
  failConnecting();
  $emailLogin.set({ ...$emailLogin.get(), status, error: () => errorMessage(error) });
  track('CONNECT_ERROR', { name: 'Email', message: error.shortMessage });
}
