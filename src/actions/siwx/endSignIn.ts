import type { ChainNamespace } from '../../config/chainNamespaces';
import { getSiwxAuthToken, removeSiwxAuthToken, removeSiwxNonceToken } from '../../services/storage/siwxTokens';
import { getSiwxSession, removeSiwxSession } from '../../services/storage/siwxSession';
import { signOutSiwx } from '../../services/siwx/sessionService';
import { emitHostEvent } from '../../stores/hostEvents';
import { walletListContext } from '../../stores/serviceContexts';

/**
 * Ends the stored sign-in session (disconnect, another address, an expired or refused session,
 * a sign-in on another network that replaces it): storage is cleared at once and `sign-out`
 * dispatched; the built-in service is told, without waiting. With `namespace` (that namespace
 * disconnected), only a session of that namespace ends.
 */
export function endSignIn(namespace?: ChainNamespace): void {
  const session = getSiwxSession();
  if (namespace && session && session.namespace !== namespace) return;
  const token = getSiwxAuthToken();
  removeSiwxSession();
  removeSiwxAuthToken();
  removeSiwxNonceToken();
  if (token) void signOutSiwx(walletListContext(), token).catch(() => undefined);
  if (session) emitHostEvent('sign-out', { address: session.address, chainId: session.caipNetworkId, namespace: session.namespace });
}
