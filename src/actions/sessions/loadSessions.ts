import { SessionServiceError } from '../../errors/smartSessionErrors';
import { errorMessage } from '../../i18n/errorMessage';
import { fetchSessions } from '../../services/sessions/fetchSessions';
import { $activeNamespace } from '../../stores/network';
import { blockchainContext } from '../../stores/serviceContexts';
import { $sessionList, type SessionRow } from '../../stores/smartSessions';
import { readSessionPermission } from './readSessionPermission';
import { readSessionWords } from './readSessionWords';
import { sessionAccount } from './sessionAccount';
import type { SessionPermission } from './SessionRequest';

function readPermissions(permissions: unknown[]): SessionPermission[] | undefined {
  try {
    return permissions.map((permission, index) => readSessionPermission(permission, `permissions[${index}]`));
  } catch {
    return undefined;
  }
}

/** The latest load: an earlier one still under way writes nothing once it ends. */
let latest = 0;

/**
 * Lists the connected account's granted smart sessions from the data service (GET
 * /v1/sessions/{caip10}) into $sessionList, with the words to write their permissions in (the tokens they name, read
 * from the chain). A failure leaves the list failed with its reason; the rows of the same account
 * stay meanwhile. Only the latest load writes: the list shown again after the wallet's approval
 * loads at once, and a revoke loads once the service has it; the first must not land last.
 * `fresh` (after a revoke) does not take the answer of a read that began before the change.
 */
export async function loadSessions({ fresh = false } = {}): Promise<void> {
  const run = (latest += 1);
  const namespace = $activeNamespace.get();
  let account;
  try {
    account = sessionAccount(namespace);
  } catch (error) {
    $sessionList.set({ ...$sessionList.get(), account: undefined, status: 'failed', rows: [], error: errorMessage(error) });
    return;
  }
  const before = $sessionList.get();
  const same = before.account === account.caip10;
  $sessionList.set({ ...before, account: account.caip10, status: 'loading', rows: same ? before.rows : [], error: undefined, ...(same ? {} : { revokeError: undefined }) });
  const current = () => run === latest && $sessionList.get().account === account.caip10;
  try {
    const stored = await fetchSessions(blockchainContext(), account.caip10, { fresh }).catch((error: unknown) => {
      throw new SessionServiceError('list', error);
    });
    // A session with no context was never granted (created, then refused or abandoned): there is
    // nothing on chain to revoke, so it is no session of the account's.
    const rows: SessionRow[] = [];
    for (const { pci, expiry, createdAt, revokedAt, permissions, context } of stored) {
      if (context !== null) rows.push({ pci, expiry, createdAt, revokedAt, permissions: readPermissions(permissions), stored: { permissions, context } });
    }
    const words = await readSessionWords(namespace, account.network, rows.flatMap((row) => row.permissions ?? []), { strict: false });
    if (current()) $sessionList.set({ ...$sessionList.get(), status: 'ready', rows, words });
  } catch (error) {
    if (current()) $sessionList.set({ ...$sessionList.get(), status: 'failed', error: errorMessage(error) });
  }
}
