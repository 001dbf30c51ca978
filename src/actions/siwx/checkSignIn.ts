import type { SiwxOptions } from '../../config/WalletModalOptions';
import { HttpStatusError } from '../../errors/httpErrors';
import { fetchSiwxSession } from '../../services/siwx/sessionService';
import { getSiwxAuthToken } from '../../services/storage/siwxTokens';
import { getSiwxSession, type StoredSiwxSession } from '../../services/storage/siwxSession';
import { showAlert } from '../../stores/alert';
import { $config } from '../../stores/config';
import { isShowing } from '../../stores/isShowing';
import { walletListContext } from '../../stores/serviceContexts';
import { $siwx } from '../../stores/siwx';
import { closeModal } from '../closeModal';
import { openModal } from '../openModal';
import { endSignIn } from './endSignIn';
import { isSessionOf, isSessionOfAddress, scopeKey, signInScope } from './signInScope';

/** The newest check: an older one still waiting on an answer gives way to it. */
let latest = 0;

/**
 * Whether a stored session still holds, checked again before it counts: within its time, and
 * then by the page's own `verify` (given the stored message and signature again) when the
 * page checks sign-ins itself, else by the sign-in service, which must still hold the session
 * for this address and network. A check that gets no answer (the backend or service is down)
 * keeps the session: it is checked again on the next visit.
 */
async function stillHolds(session: StoredSiwxSession, siwx: SiwxOptions): Promise<boolean> {
  if (session.expiresAt <= Date.now()) return false;
  if (siwx.getNonce && siwx.verify) {
    const { address, caipNetworkId: chainId, namespace, message, signature } = session;
    try {
      return Boolean(await siwx.verify({ address, chainId, namespace, message, signature }));
    } catch {
      return true;
    }
  }
  const token = getSiwxAuthToken();
  if (!token) return false;
  try {
    const me = await fetchSiwxSession(walletListContext(), token);
    return isSessionOf(session, { address: me.address, caipNetworkId: me.caip2Network, namespace: session.namespace });
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 401) {
      // Spec §8: a session the service refuses for its time is said as 'Session Expired'.
      if (/expired/i.test(error.serverMessage ?? '')) showAlert('Session Expired');
      return false;
    }
    return true;
  }
}

/**
 * After a connect, a restore, or a move to another network or address (spec §4 sign-in
 * session; AppKit asks `getSessions(caipNetworkId, address)` on each): a stored session of
 * this network and address that still holds signs the visitor in without asking; otherwise
 * SIWXSignMessage asks the visitor to sign in here. A session that no longer holds ends
 * (`sign-out`), as does one of another address of the namespace; one of the same address on
 * another network stays until a sign-in here replaces it, so Cancel can go back to it.
 */
export async function checkSignIn(): Promise<void> {
  const siwx = $config.get().siwx;
  const scope = signInScope();
  if (!siwx || !scope) return;
  const run = ++latest;
  const current = () => run === latest && scopeKey(signInScope()) === scopeKey(scope);
  const session = getSiwxSession();
  if (session && isSessionOf(session, scope)) {
    const holds = await stillHolds(session, siwx);
    if (!current()) return;
    if (holds) {
      // Back where a session holds (a move to another network undone): no sign-in is asked here.
      if (isShowing('SIWXSignMessage') && $siwx.get().status !== 'signing') closeModal();
      return;
    }
    endSignIn();
  } else if (session && session.namespace === scope.namespace && !isSessionOfAddress(session, scope)) {
    endSignIn();
  }
  // After a connect the modal closes; the sign-in opens once it has.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (!current()) return;
  $siwx.set({ status: 'idle' });
  await openModal({ view: 'SIWXSignMessage' }).catch(() => undefined);
}
