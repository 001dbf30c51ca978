import type { ChainNamespace } from '../../config/chainNamespaces';
import { clearEmbeddedWalletKeys, getEmbeddedEmail } from '../../services/storage/embeddedWalletKeys';
import { getConnectedSocialProvider } from '../../services/storage/socialLogin';
import { applyEmbeddedUser } from './applyEmbeddedUser';
import { getSecureFrame } from './getSecureFrame';

/**
 * Restores an earlier visit's embedded-wallet sign-in without a prompt: the frame says
 * whether its session is still on (IS_CONNECTED), and then who it is. Not signed in any
 * more: the host-side keys go (spec §4) and nothing is restored.
 */
export async function restoreEmbedded(): Promise<readonly ChainNamespace[]> {
  const frame = await getSecureFrame();
  const answer = await frame.request<{ isConnected?: unknown }>('IS_CONNECTED', {}, { timeoutMs: 30_000 });
  if (answer?.isConnected !== true) {
    clearEmbeddedWalletKeys();
    return [];
  }
  return getEmbeddedEmail()
    ? applyEmbeddedUser(frame, 'email', { restored: true })
    : applyEmbeddedUser(frame, 'social', { restored: true, socialProvider: getConnectedSocialProvider() });
}
