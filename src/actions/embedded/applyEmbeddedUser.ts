import type { ChainNamespace } from '../../config/chainNamespaces';
import type { SocialProvider } from '../../config/defaults';
import { createEmbeddedLink } from '../../connectors/embedded/createEmbeddedLink';
import type { SecureFrame } from '../../connectors/embedded/createSecureFrame';
import { parseEmbeddedUser } from '../../connectors/embedded/parseEmbeddedUser';
import { FrameRequestError } from '../../errors/embeddedErrors';
import { getSmartAccountEnabledNetworks } from '../../services/storage/embeddedWalletKeys';
import { $embeddedUser } from '../../stores/embeddedUser';
import { connectNamespaces } from '../connection/connectNamespaces';
import { embeddedAccountType } from './embeddedAccountType';
import { embeddedNamespaces, embeddedNetwork } from './embeddedNamespaces';
import { followEmbeddedUser } from './followEmbeddedUser';
import { lookupSmartAccountNetworks } from './lookupSmartAccountNetworks';
import { setEmbeddedSession } from './embeddedSession';
import { viaEmbedded } from './viaEmbedded';

/**
 * Asks the frame who is signed in (GET_USER) and connects that user's wallet in every
 * configured namespace the embedded wallet serves, each through its adapter, asking for the
 * account type the visitor prefers (spec §9: a smart account by default). Resolves with
 * the namespaces connected; rejects when the frame's answer is not a user, or none connected.
 * `socialProvider`: whom a social login went through (Account names it as the wallet).
 */
export async function applyEmbeddedUser(
  frame: SecureFrame,
  method: 'email' | 'social',
  { restored, socialProvider }: { restored: boolean; socialProvider?: SocialProvider | undefined },
): Promise<ChainNamespace[]> {
  const namespaces = embeddedNamespaces();
  // A sign-out forgot the smart account networks (spec §4): looked up again for this user, in the background.
  if (!getSmartAccountEnabledNetworks().length) void lookupSmartAccountNetworks(frame);
  const network = embeddedNetwork();
  // Spec §9: a smart account by default where the namespace has them, unless the visitor chose otherwise.
  const preferredAccountType = embeddedAccountType(network?.chainNamespace);
  const user = parseEmbeddedUser(await frame.request('GET_USER', { chainId: network?.id, preferredAccountType }, { timeoutMs: 30_000 }));
  if (!user) throw new FrameRequestError(undefined);
  const link = createEmbeddedLink(frame, user, preferredAccountType);
  setEmbeddedSession(link);
  const connected = await connectNamespaces(namespaces, { kind: 'embedded', link }, viaEmbedded(user, method), { restored });
  // Spec §3: the account type the user prefers, kept per namespace, and their accounts in the account state.
  followEmbeddedUser(link, connected);
  $embeddedUser.set({ email: user.email, userName: user.userName, socialProvider: method === 'social' ? socialProvider : undefined });
  return connected;
}
