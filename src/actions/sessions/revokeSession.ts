import { SessionAnswerMismatchError, SessionServiceError } from '../../errors/smartSessionErrors';
import { errorMessage } from '../../i18n/errorMessage';
import { revokeStoredSession } from '../../services/sessions/revokeStoredSession';
import { $activeNamespace } from '../../stores/network';
import { blockchainContext } from '../../stores/serviceContexts';
import { $sessionList } from '../../stores/smartSessions';
import { requestWallet } from '../wallet/requestWallet';
import { loadSessions } from './loadSessions';
import { sessionAccount } from './sessionAccount';

/**
 * The wallet's answer read as its signature of `Revoke permission {pci}`: hex of 65 bytes. It is
 * not recovered here (the service ignores it, and recovering would bring secp256k1 into the
 * bundle for nothing): what matters happened on chain, where the wallet disabled the delegation.
 */
function readRevokeSignature(answer: unknown): string {
  if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(answer)) throw new SessionAnswerMismatchError('signature');
  return answer;
}

/**
 * Revokes a listed session: the wallet's wallet_revokePermissions with `{ pci, permissions,
 * expiry, address: caip10, context }` (it disables the delegation on chain and signs
 * `Revoke permission {pci}`), then the service's revoke with that signature, then the list again.
 * A failure stays on the row (`revokeError`); the session stays where it was. When the account
 * in use is no longer the one listed, nothing is asked: the list is loaded for the account in use.
 */
export async function revokeSession(pci: string): Promise<void> {
  const list = $sessionList.get();
  const row = list.rows.find((candidate) => candidate.pci === pci);
  if (!row || list.revoking) return;
  const namespace = $activeNamespace.get();
  let account;
  try {
    account = sessionAccount(namespace);
  } catch (error) {
    $sessionList.set({ ...list, revokeError: { pci, message: errorMessage(error) } });
    return;
  }
  // The rows are list.account's: another account in use now would be asked to revoke a session
  // that is not its own (and the service told under the wrong account). List the one in use.
  if (account.caip10 !== list.account) {
    await loadSessions();
    return;
  }
  $sessionList.set({ ...list, revoking: pci, revokeError: undefined });
  try {
    const answer = await requestWallet(namespace, {
      method: 'wallet_revokePermissions',
      params: { pci, permissions: row.stored.permissions, expiry: row.expiry, address: account.caip10, context: row.stored.context },
    });
    const signature = readRevokeSignature(answer);
    await revokeStoredSession(blockchainContext(), account.caip10, { pci, signature }).catch((error: unknown) => {
      throw new SessionServiceError('revoke', error);
    });
    $sessionList.set({ ...$sessionList.get(), revoking: undefined });
    await loadSessions({ fresh: true });
  } catch (error) {
    $sessionList.set({ ...$sessionList.get(), revoking: undefined, revokeError: { pci, message: errorMessage(error) } });
  }
}
