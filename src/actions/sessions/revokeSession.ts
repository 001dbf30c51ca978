import { recoverMessageAddress, type Hex } from 'viem';
import { SessionAnswerMismatchError, SessionServiceError } from '../../errors/smartSessionErrors';
import { errorMessage } from '../../i18n/errorMessage';
import { revokeStoredSession } from '../../services/sessions/revokeStoredSession';
import { $activeNamespace } from '../../stores/network';
import { blockchainContext } from '../../stores/serviceContexts';
import { $sessionList } from '../../stores/smartSessions';
import { requestWallet } from '../wallet/requestWallet';
import { loadSessions } from './loadSessions';
import { sessionAccount } from './sessionAccount';

/** The wallet's signature of `Revoke permission {pci}`, checked to be the account's. */
async function checkRevokeSignature(answer: unknown, pci: string, address: string): Promise<string> {
  if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(answer)) throw new SessionAnswerMismatchError('signature');
  const signer = await recoverMessageAddress({ message: `Revoke permission ${pci}`, signature: answer as Hex }).catch(() => undefined);
  if (signer?.toLowerCase() !== address.toLowerCase()) throw new SessionAnswerMismatchError('signature');
  return answer;
}

/**
 * Revokes a listed session: the wallet's wallet_revokePermissions with `{ pci, permissions,
 * expiry, address: caip10, context }` (it disables the delegation on chain and signs
 * `Revoke permission {pci}`), then the service's revoke with that signature, then the list again.
 * A failure stays on the row (`revokeError`); the session stays where it was.
 */
export async function revokeSession(pci: string): Promise<void> {
  const list = $sessionList.get();
  const row = list.rows.find((candidate) => candidate.pci === pci);
  if (!row || list.revoking) return;
  $sessionList.set({ ...list, revoking: pci, revokeError: undefined });
  try {
    const namespace = $activeNamespace.get();
    const account = sessionAccount(namespace);
    const answer = await requestWallet(namespace, {
      method: 'wallet_revokePermissions',
      params: { pci, permissions: row.stored.permissions, expiry: row.expiry, address: account.caip10, context: row.stored.context },
    });
    const signature = await checkRevokeSignature(answer, pci, account.address);
    await revokeStoredSession(blockchainContext(), account.caip10, { pci, signature }).catch((error: unknown) => {
      throw new SessionServiceError('revoke', error);
    });
    $sessionList.set({ ...$sessionList.get(), revoking: undefined });
    await loadSessions();
  } catch (error) {
    $sessionList.set({ ...$sessionList.get(), revoking: undefined, revokeError: { pci, message: errorMessage(error) } });
  }
}
