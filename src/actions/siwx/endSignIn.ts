import { getSiwxAuthToken, getSiwxSession, removeSiwxAuthToken, removeSiwxNonceToken, removeSiwxSession } from '../../services/storage';
import { signOutSiwx } from '../../services/siwx/sessionService';
import { emitHostEvent } from '../../stores/hostEvents';
import { blockchainContext } from '../../stores/serviceContexts';

/**
 * Ends the stored sign-in session (disconnect, another account, an expired session): storage
 * is cleared at once and `sign-out` dispatched; the built-in service is told, without waiting.
 */
export function endSignIn(): void {
  const session = getSiwxSession();
  const token = getSiwxAuthToken();
  removeSiwxSession();
  removeSiwxAuthToken();
  removeSiwxNonceToken();
  if (token) void signOutSiwx(blockchainContext(), token).catch(() => undefined);
  if (session) emitHostEvent('sign-out', { address: session.address, chainId: session.caipNetworkId, namespace: session.namespace });
}
