import { $connecting } from '../stores/connecting';
import { $emailLogin, idleEmailLogin } from '../stores/emailLogin';
import { failConnecting } from './connection/failConnecting';
import { abandonSocialLogin } from './embedded/socialAttempt';

/**
 * The visitor left a connection attempt (closed the modal, pressed Escape or went Back from
 * a waiting view): no namespace stays 'connecting' and no wallet button keeps spinning; a
 * social login's window closes and an email login starts over next time (the address typed
 * stays in its field). A browser wallet
 * may still answer later; an approval then connects as usual.
 */
export function abandonConnecting(): void {
  failConnecting();
  if ($connecting.get().status === 'pending') $connecting.set({ connectorId: undefined, status: 'idle' });
  abandonSocialLogin();
  // The address typed stays in the field: a typo is mended, not typed again.
  const { status, email, resendAt } = $emailLogin.get();
  if (status !== 'idle') $emailLogin.set({ ...idleEmailLogin, email, resendAt });
}
