import { getSiwxSession } from '../../services/storage';
import { $account } from '../../stores/account';
import { $config } from '../../stores/config';
import { $modalState } from '../../stores/modal';
import { $siwx } from '../../stores/siwx';
import { closeModal } from '../closeModal';
import { disconnect } from '../disconnect';
import { disconnectAndClose } from '../disconnectAndClose';

/** SIWXSignMessage's Cancel (spec §4): a required sign-in disconnects; an optional one leaves the connection unsigned. */
export async function cancelSignIn(): Promise<void> {
  $siwx.set({ status: 'idle' });
  if ($config.get().siwx?.required) return disconnectAndClose();
  closeModal();
}

/**
 * SIWXSignMessage left without signing in (closed, Escape): a required sign-in disconnects,
 * as Cancel does, so no unsigned connection stays behind.
 */
export function leaveSignIn(): void {
  const required = $config.get().siwx?.required;
  const account = $account.get();
  const session = getSiwxSession();
  const signed = session && account.address && session.address.toLowerCase() === account.address.toLowerCase();
  // Only a close: the view also gives way while the embedded wallet asks for approval.
  if ($modalState.get().open || $siwx.get().status === 'signing') return;
  if (required && account.status === 'connected' && !signed) void disconnect();
}
