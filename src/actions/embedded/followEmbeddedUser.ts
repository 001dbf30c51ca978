import type { ChainNamespace } from '../../config/chainNamespaces';
import type { EmbeddedLink } from '../../connectors/embedded/EmbeddedLink';
import type { EmbeddedUser } from '../../connectors/embedded/EmbeddedUser';
import { EMBEDDED_ID } from '../../connectors/embedded/embeddedId';
import { setPreferredAccountType } from '../../services/storage/preferences';
import { getAccount, patchAccount } from '../../stores/account';
import { getConnectionState } from '../../stores/connection';

/** The user's accounts, preferred type and deployment into each namespace's account state (spec §3), and the type into storage. */
function showUser(namespaces: readonly ChainNamespace[], user: EmbeddedUser, preferred: EmbeddedUser['preferredAccountType']): void {
  for (const namespace of namespaces) {
    setPreferredAccountType(namespace, preferred);
    // Another wallet is the namespace's current one, or the embedded one went: its account is not this user's.
    if (getConnectionState(namespace).currentConnectorUid !== EMBEDDED_ID) continue;
    patchAccount(namespace, {
      allAccounts: user.accounts,
      smartAccountDeployed: user.smartAccountDeployed,
      preferredAccountTypes: { ...getAccount(namespace).preferredAccountTypes, [namespace]: preferred },
    });
  }
}

/**
 * Shows the signed-in user in the namespaces the embedded wallet connected, now and on each
 * change the frame reports (another account type, a network where the address differs, a
 * smart account deployed by its first transaction). The address itself reaches the account as
 * any wallet's account change does (through the adapter's `accountsChanged`).
 */
export function followEmbeddedUser(link: EmbeddedLink, namespaces: readonly ChainNamespace[]): void {
  showUser(namespaces, link.user, link.preferredAccountType);
  link.onUserChanged((user) => showUser(namespaces, user, link.preferredAccountType));
}
