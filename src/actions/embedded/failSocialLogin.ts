import { errorMessage } from '../../i18n/errorMessage';
import { UserRejectedRequestError } from '../../errors/walletRequestErrors';
import { FrameRequestTimeoutError } from '../../errors/embeddedErrors';
import { embeddedTexts } from '../../i18n/embeddedTexts';
import { toWalletError } from '../../errors/toWalletError';
import { showAlert } from '../../stores/alert';
import { track } from '../../stores/events';
import { $socialLogin } from '../../stores/socialLogin';
import { failConnecting } from '../connection/failConnecting';

/**
 * A social login failed: its view says why and offers to try again; nothing stays 'connecting'.
 * A visitor who closed or cancelled the login window declined no wallet: they read that they
 * cancelled the sign-in (hosts still get the refusal's 4001 message).
 */
export function failSocialLogin(thrown: unknown): void {
  const error = toWalletError(thrown);
  if (thrown instanceof FrameRequestTimeoutError) showAlert('Embedded Wallet Request Timed Out');
  failConnecting();
  $socialLogin.set({ ...$socialLogin.get(), status: 'failed', error: () => (error instanceof UserRejectedRequestError ? embeddedTexts.socialCancelled : errorMessage(error)) });
  track('CONNECT_ERROR', { name: $socialLogin.get().provider ?? 'Social login', message: error.shortMessage });
}
