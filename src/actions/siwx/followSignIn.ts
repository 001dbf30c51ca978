import type { ChainNamespace } from '../../config/chainNamespaces';
import { $account } from '../../stores/account';
import { $config } from '../../stores/config';
import { $connections, getConnectionState } from '../../stores/connection';
import { $modalState } from '../../stores/modal';
import { $activeNetwork } from '../../stores/network';
import { $paying } from '../../stores/paying';

let following = false;
let followed: string | undefined;
/** Namespaces seen connected: one that disconnects after it ends its session. */
const connected = new Set<ChainNamespace>();

/** A payment held the check, and the modal has not closed since. */
let heldForPayment = false;

/**
 * A payment the host asked for holds the sign-in: its own switch to the payment's network (or
 * the wallet connected to pay from) must not put Sign in over it, nor over what the visitor opened
 * meanwhile. The check runs once the payment has settled and the modal has closed.
 */
function paymentHolds(): boolean {
  if ($paying.get()) heldForPayment = true;
  else if (!$modalState.get().open) heldForPayment = false;
  return heldForPayment;
}

function follow(): void {
  if (!$config.get().siwx) return;
  for (const namespace of Object.keys($connections.get()) as ChainNamespace[]) {
    if (getConnectionState(namespace).status === 'connected') connected.add(namespace);
  }
  for (const namespace of connected) {
    if (getConnectionState(namespace).status !== 'disconnected') continue;
    connected.delete(namespace);
    void import('./endSignIn').then((module) => module.endSignIn(namespace), () => undefined);
  }
  // The network and address a session would be for (the check reads them again, fully).
  const account = $account.get();
  const key = account.status === 'connected' && account.address ? `${$activeNetwork.get().caipNetworkId}:${account.address.toLowerCase()}` : undefined;
  // Disconnected: the same account connected again is checked again, held or not.
  if (!key) followed = undefined;
  if (paymentHolds() || key === followed) return;
  followed = key;
  // Its code did not come (offline): checked again on the next change of account or network.
  if (key) void import('./checkSignIn').then((module) => module.checkSignIn(), () => (followed = undefined));
}

/**
 * Sign-in follows the connection (spec §4): once an account is connected (or restored), or the
 * active network or address changes, the sign-in check runs for that network and address; a
 * disconnect of the session's namespace ends the session. The code of sign-in loads only for
 * pages that ask for it (the `siwx` option).
 */
export function followSignIn(): void {
  if (following) return;
  following = true;
  $account.subscribe(follow);
  $activeNetwork.subscribe(follow);
  $connections.subscribe(follow);
  $paying.subscribe(follow);
  $modalState.subscribe(follow);
}
