import type { SocialProvider } from '../../config/defaults';
import type { SecureFrame } from '../../connectors/embedded/createSecureFrame';
import { setConnectedSocialProvider, setConnectedSocialUsername } from '../../services/storage/socialLogin';
import { setEmbeddedSocialUsername } from '../../services/storage/embeddedWalletKeys';
import { $embeddedUser } from '../../stores/embeddedUser';
import { $modalState } from '../../stores/modal';
import { $socialLogin, idleSocialLogin } from '../../stores/socialLogin';
import { closeModal } from '../closeModal';
import { applyEmbeddedUser } from './applyEmbeddedUser';

/** The frame signed the social user in: connect their wallet, keep the social provider and username (spec §3), close the modal. */
export async function finishSocialLogin(frame: SecureFrame, provider: SocialProvider): Promise<void> {
  await applyEmbeddedUser(frame, 'social', { restored: false, socialProvider: provider });
  setConnectedSocialProvider(provider);
  const userName = $embeddedUser.get()?.userName;
  if (userName) {
    setConnectedSocialUsername(userName);
    setEmbeddedSocialUsername(userName);
  }
  $socialLogin.set(idleSocialLogin);
  if ($modalState.get().open) closeModal();
}
