import type { ChainNamespace } from '../../config/chainNamespaces';
import { createEmbeddedLink } from '../../connectors/embedded/createEmbeddedLink';
import type { SecureFrame } from '../../connectors/embedded/createSecureFrame';
import { parseEmbeddedUser } from '../../connectors/embedded/parseEmbeddedUser';
import { FrameRequestError } from '../../errors/embeddedErrors';
import { setPreferredAccountType } from '../../services/storage';
import { dispatchConnection } from '../../stores/connection';
import { $embeddedUser } from '../../stores/embeddedUser';
import { $activeNamespace } from '../../stores/network';
import { applyConnection } from '../connection/applyConnection';
import { loadAdapter } from '../connection/loadAdapter';
import { targetNetwork } from '../connection/targetNetwork';
import { embeddedNamespaces, embeddedNetwork } from './embeddedNamespaces';
import { setEmbeddedSession } from './embeddedSession';
import { viaEmbedded } from './viaEmbedded';

/**
 * Asks the frame who is signed in (GET_USER) and connects that user's wallet in every
 * configured namespace the embedded wallet serves, each through its adapter. Resolves with
 * the namespaces connected; rejects when the frame's answer is not a user, or none connected.
 */
export async function applyEmbeddedUser(frame: SecureFrame, method: 'email' | 'social', { restored }: { restored: boolean }): Promise<ChainNamespace[]> {
  const namespaces = embeddedNamespaces();
  const user = parseEmbeddedUser(await frame.request('GET_USER', { chainId: embeddedNetwork()?.id }, { timeoutMs: 30_000 }));
  if (!user) throw new FrameRequestError(undefined);
  const link = createEmbeddedLink(frame, user);
  setEmbeddedSession(link);
  const active = namespaces.includes($activeNamespace.get()) ? $activeNamespace.get() : namespaces[0];
  const connected: ChainNamespace[] = [];
  let failure: unknown;
  for (const namespace of namespaces) {
    try {
      const adapter = await loadAdapter(namespace);
      const network = targetNetwork(namespace);
      const via = { kind: 'embedded', link } as const;
      const connection = restored ? await adapter.restore(via, network) : await adapter.connect(via, network);
      if (!connection) throw new FrameRequestError(undefined);
      applyConnection(namespace, viaEmbedded(user, method), connection, { restored, activate: namespace === active });
      // Spec §3: the account type the user prefers, kept per namespace (smart accounts come later).
      setPreferredAccountType(namespace, user.preferredAccountType);
      connected.push(namespace);
    } catch (error) {
      dispatchConnection(namespace, { type: 'failed' });
      failure ??= error;
    }
  }
  if (connected.length === 0) throw failure ?? new FrameRequestError(undefined);
  $embeddedUser.set({ email: user.email, userName: user.userName });
  return connected;
}
