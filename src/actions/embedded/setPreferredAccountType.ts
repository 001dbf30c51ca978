import type { ChainNamespace } from '../../config/chainNamespaces';
import type { EmbeddedUser } from '../../connectors/embedded/EmbeddedUser';
import { EMBEDDED_ID } from '../../connectors/embedded/embeddedId';
import { NotConnectedError } from '../../errors/walletRequestErrors';
import { toWalletError } from '../../errors/toWalletError';
import { errorMessage } from '../../i18n/errorMessage';
import { getConnectionState } from '../../stores/connection';
import { showToast } from '../../stores/toast';
import { getEmbeddedSession } from './embeddedSession';

/**
 * Makes the embedded wallet's account of this type (its smart account or its plain one) the
 * active one in a namespace (spec §3 preferred account type): the frame switches
 * (SET_PREFERRED_ACCOUNT), then the account, the host's provider (`accountsChanged`), the
 * balance and name follow the new address the way they follow any wallet's account change,
 * and the type is kept for the next visit. A failure is shown and leaves the account as it
 * was. Resolves with whether it switched.
 */
export async function setPreferredAccountType(namespace: ChainNamespace, type: EmbeddedUser['preferredAccountType']): Promise<boolean> {
  try {
    const session = getEmbeddedSession();
    if (!session || getConnectionState(namespace).currentConnectorUid !== EMBEDDED_ID) throw new NotConnectedError();
    await session.setPreferredAccount(type);
    return true;
  } catch (error) {
    showToast(errorMessage(toWalletError(error)), 'error');
    return false;
  }
}
