import type { ChainNamespace } from '../../config/chainNamespaces';
import { EMBEDDED_ID } from '../../connectors/embedded/embeddedId';
import { SessionServiceError } from '../../errors/smartSessionErrors';
import { messages } from '../../i18n/messages';
import { activateSession } from '../../services/sessions/activateSession';
import { createSession } from '../../services/sessions/createSession';
import { getAccount } from '../../stores/account';
import { $config } from '../../stores/config';
import { blockchainContext } from '../../stores/serviceContexts';
import { requestWallet } from '../wallet/requestWallet';
import { checkSessionGrant } from './checkSessionGrant';
import { readSessionRequest } from './readSessionRequest';
import { readSessionWords } from './readSessionWords';
import { sessionAccount } from './sessionAccount';
import { assertSessionSupport } from './sessionSupport';
import type { SessionGrant } from './SessionRequest';
import { showSessionRequest } from './showSessionRequest';

/** What the host's wallet_grantPermissions resolves with: the wallet's answer, checked, and the session's id at the service. */
export type GrantedSession = SessionGrant & { pci: string };

/**
 * The host's wallet_grantPermissions with the smartSessions feature on: the request is checked
 * (InvalidSessionRequestError), the wallet must be able to grant (SmartSessionsNotSupportedError),
 * the visitor sees what is asked in plain words (SmartSessionRequest; the embedded wallet shows
 * its own approval), the wallet is asked, its answer is held to the request
 * (SessionAnswerMismatchError), and only then is the session created at the data service and
 * activated with the wallet's permission context. A refused or mismatched grant leaves nothing
 * at the service: a session stored before the wallet answered would be listed, with no context
 * to revoke it by.
 */
export async function grantSession(namespace: ChainNamespace, params: unknown): Promise<GrantedSession> {
  const account = sessionAccount(namespace);
  const request = readSessionRequest(params, account);
  await assertSessionSupport(namespace, account);
  const connector = getAccount(namespace).connector;
  const embedded = connector?.id === EMBEDDED_ID;
  const words = embedded ? undefined : await readSessionWords(namespace, account.network, request.permissions, { strict: true });
  const service = blockchainContext();
  const { expiry, signer, permissions, policies } = request;
  const { metadata } = $config.get();
  const done = words
    ? showSessionRequest({
        app: metadata.name || (typeof location === 'undefined' ? '' : location.host),
        account: account.address,
        network: account.network.name,
        wallet: connector?.name ?? messages.yourWallet,
        request,
        words,
      })
    : undefined;
  try {
    const answer = await requestWallet(namespace, { method: 'wallet_grantPermissions', params: [request] });
    const grant = checkSessionGrant(answer, request);
    const created = await createSession(service, account.caip10, { expiry, signer, permissions, policies }).catch((error: unknown) => {
      throw new SessionServiceError('create', error);
    });
    await activateSession(service, account.caip10, { pci: created.pci, expiry, signer, permissions, policies, context: grant.context }).catch((error: unknown) => {
      throw new SessionServiceError('activate', error);
    });
    return { ...grant, pci: created.pci };
  } finally {
    done?.();
  }
}
