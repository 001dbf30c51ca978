import { getSiwxSession } from '../../services/storage/siwxSession';
import { $config } from '../../stores/config';
import { $modalState } from '../../stores/modal';
import { $siwx } from '../../stores/siwx';
import { closeModal } from '../closeModal';
import { disconnect } from '../disconnect';
import { switchNetwork } from '../switchNetwork';
import { isSessionOf, isSessionOfAddress, signInScope } from './signInScope';

let declining: Promise<void> | undefined;

/**
 * The network to go back to when a required sign-in is declined (AppKit's last signed-in
 * network): the stored session's, when it is of this address on another network the page
 * offers, and still in time.
 */
function signedNetwork(): string | undefined {
  const scope = signInScope();
  const session = getSiwxSession();
  if (!scope || !session || !isSessionOfAddress(session, scope) || session.caipNetworkId === scope.caipNetworkId) return undefined;
  if (session.expiresAt <= Date.now()) return undefined;
  return $config.get().networks.some((network) => network.caipNetworkId === session.caipNetworkId) ? session.caipNetworkId : undefined;
}

/**
 * A required sign-in declined: no unsigned connection stays behind. After a move to a network
 * without a session, the wallet goes back to the network this address is signed in on; when
 * there is none (or the wallet refuses to go back), the account disconnects. Once at a time.
 */
function declineSignIn(): Promise<void> {
  declining ??= (async () => {
    const back = signedNetwork();
    if (back) {
      try {
        await switchNetwork(back);
        return;
      } catch {
        // The wallet stayed where nothing is signed in: disconnect.
      }
    }
    await disconnect();
  })().finally(() => {
    declining = undefined;
  });
  return declining;
}

/** SIWXSignMessage's Cancel (spec §4): a required sign-in is declined (see declineSignIn); an optional one leaves the connection unsigned. */
export async function cancelSignIn(): Promise<void> {
  $siwx.set({ status: 'idle' });
  closeModal();
  if ($config.get().siwx?.required) await declineSignIn();
}

/**
 * SIWXSignMessage left without signing in (closed, Escape): a required sign-in is declined, as
 * with Cancel, so no unsigned connection stays behind.
 */
export function leaveSignIn(): void {
  const scope = signInScope();
  // Only a close: the view also gives way while the embedded wallet asks for approval.
  if ($modalState.get().open || $siwx.get().status === 'signing') return;
  if ($config.get().siwx?.required && scope && !isSessionOf(getSiwxSession(), scope)) void declineSignIn();
}
