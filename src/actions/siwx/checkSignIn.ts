import { HttpStatusError } from '../../errors/httpErrors';
import { fetchSiwxSession } from '../../services/siwx/sessionService';
import { getSiwxAuthToken, getSiwxSession, type StoredSiwxSession } from '../../services/storage';
import { $account } from '../../stores/account';
import { showAlert } from '../../stores/alert';
import { $config } from '../../stores/config';
import { blockchainContext } from '../../stores/serviceContexts';
import { $siwx } from '../../stores/siwx';
import { openModal } from '../openModal';
import { endSignIn } from './endSignIn';

let checking: string | undefined;

/** Whether a stored session still holds: the built-in service asked, or the page's own session's time. */
async function stillValid(session: StoredSiwxSession, ownBackend: boolean): Promise<boolean> {
  if (session.expiresAt <= Date.now()) return false;
  if (ownBackend) return true;
  const token = getSiwxAuthToken();
  if (!token) return false;
  try {
    const me = await fetchSiwxSession(blockchainContext(), token);
    return me.address.toLowerCase() === session.address.toLowerCase();
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 401) {
      // Spec §8: a session the service refuses for its time is said as 'Session Expired'.
      if (/expired/i.test(error.serverMessage ?? '')) showAlert('Session Expired');
      return false;
    }
    // The service did not answer: the session is kept; it is asked again next time.
    return true;
  }
}

/**
 * After a connect or a restore (spec §4 sign-in session): a stored session of this account
 * that still holds signs the visitor in without asking (peers ask on every reload); otherwise
 * the session ends and SIWXSignMessage asks the visitor to sign in.
 */
export async function checkSignIn(): Promise<void> {
  const siwx = $config.get().siwx;
  const account = $account.get();
  if (!siwx || account.status !== 'connected' || !account.address || !account.namespace) return;
  const key = `${account.namespace}:${account.address}`;
  if (checking === key) return;
  checking = key;
  try {
    const session = getSiwxSession();
    const mine = session && session.namespace === account.namespace && session.address.toLowerCase() === account.address.toLowerCase();
    if (mine && (await stillValid(session, Boolean(siwx.getNonce && siwx.verify)))) return;
    if (session) endSignIn();
    if ($account.get().address !== account.address) return;
    // After a connect the modal closes; the sign-in opens once it has.
    await new Promise((resolve) => setTimeout(resolve, 0));
    $siwx.set({ status: 'idle' });
    await openModal({ view: 'SIWXSignMessage' }).catch(() => undefined);
  } finally {
    checking = undefined;
  }
}
