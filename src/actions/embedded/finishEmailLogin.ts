import type { SecureFrame } from '../../connectors/embedded/createSecureFrame';
import { setEmailLoginUsed, setEmbeddedEmail, setLastEmailLoginTime } from '../../services/storage/embeddedWalletKeys';
import { $emailLogin, idleEmailLogin } from '../../stores/emailLogin';
import { $modalState } from '../../stores/modal';
import { closeModal } from '../closeModal';
import { applyEmbeddedUser } from './applyEmbeddedUser';

/** The frame says the visitor is signed in: connect their wallet, keep the host-side keys of spec §3/§4, close the modal. */
export async function finishEmailLogin(frame: SecureFrame, email: string): Promise<void> {
  await applyEmbeddedUser(frame, 'email', { restored: false });
  setEmailLoginUsed(true);
  setEmbeddedEmail(email);
  setLastEmailLoginTime(Date.now());
  $emailLogin.set(idleEmailLogin);
  if ($modalState.get().open) closeModal();
}
