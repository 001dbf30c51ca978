import { errorMessage } from '../../i18n/errorMessage';
import { latestQuestion } from '../../utils/latestQuestion';
import { SignInRefusedError } from '../../errors/signInErrors';
import { HttpStatusError } from '../../errors/httpErrors';
import { authenticateSiwx, fetchSiwxNonce, signOutSiwx, type SiwxMessageData } from '../../services/siwx/sessionService';
import { getSiwxAuthToken, removeSiwxNonceToken, setSiwxAuthToken, setSiwxNonceToken } from '../../services/storage/siwxTokens';
import { getSiwxSession, setSiwxSession } from '../../services/storage/siwxSession';
import { $config } from '../../stores/config';
import { emitHostEvent } from '../../stores/hostEvents';
import { walletListContext } from '../../stores/serviceContexts';
import { $siwx } from '../../stores/siwx';
import { $modalState } from '../../stores/modal';
import { closeModal } from '../closeModal';
import { leaveSignIn } from './cancelSignIn';
import { loadAdapter } from '../connection/loadAdapter';
import { requestSignature } from '../wallet/requestSignature';
import { endSignIn } from './endSignIn';
import { scopeKey, signInScope } from './signInScope';
import { signInWallet } from './signInWallet';

/** Spec §9 leaves it open: a session lasts a day unless the page says otherwise. */
const DEFAULT_SESSION_MS = 24 * 60 * 60 * 1000;

/** The sign-ins begun: only the latest writes the view's state. */
const signIns = latestQuestion(0);

/**
 * Signs the visitor in (SIWXSignMessage's Sign in) for the connected address on the active
 * network: a nonce from the page's backend or the sign-in service, the namespace's sign-in
 * message signed in the wallet, the signature checked by that backend or service (sent as
 * AppKit sends it: the message's fields beside it, the wallet described), and the session
 * kept in storage and announced with `sign-in`. The one session kept is for one network and
 * address: a session of another network it replaces ends first (`sign-out`). A refusal in the
 * wallet reads 'Signature declined'; the view stays usable.
 */
export async function signIn(): Promise<void> {
  const siwx = $config.get().siwx;
  const scope = signInScope();
  if (!siwx || !scope || $siwx.get().status === 'signing') return;
  const { address, caipNetworkId, namespace } = scope;
  const who = { address, chainId: caipNetworkId, namespace };
  // This sign-in's state is the view's until another begins (the follower asked afresh for
  // another network or account, and the visitor pressed Sign in there).
  const own = signIns.begin();
  $siwx.set({ status: 'signing' });
  try {
    const adapter = await loadAdapter(namespace);
    const ownBackend = Boolean(siwx.getNonce && siwx.verify);
    let nonceToken: string | undefined;
    let nonce: string;
    if (ownBackend) nonce = await (siwx.getNonce as NonNullable<typeof siwx.getNonce>)(who);
    else {
      ({ nonce, token: nonceToken } = await fetchSiwxNonce(walletListContext()));
      setSiwxNonceToken(nonceToken);
    }
    const now = Date.now();
    const expiresAt = now + (siwx.sessionMs && siwx.sessionMs > 0 ? siwx.sessionMs : DEFAULT_SESSION_MS);
    const data: SiwxMessageData = {
      accountAddress: address,
      chainId: caipNetworkId,
      domain: location.host,
      uri: location.origin,
      version: '1',
      nonce,
      issuedAt: new Date(now).toISOString(),
      expirationTime: new Date(expiresAt).toISOString(),
      ...(siwx.statement ? { statement: siwx.statement } : {}),
    };
    const { domain, uri, issuedAt, expirationTime, statement } = data;
    const signing = adapter.signInRequest?.({ domain, uri, address, caipNetworkId, nonce, statement, issuedAt, expirationTime });
    if (!signing) throw new SignInRefusedError();
    const { message, signature } = await requestSignature(namespace, signing);
    let token: string | undefined;
    if (ownBackend) {
      if (!(await (siwx.verify as NonNullable<typeof siwx.verify>)({ ...who, message, signature }))) throw new SignInRefusedError();
    } else {
      const wallet = await signInWallet(namespace);
      token = await authenticateSiwx(walletListContext(), nonceToken as string, { data, message, signature, ...wallet }).catch((error: unknown) => {
        throw error instanceof HttpStatusError ? new SignInRefusedError(error.serverMessage) : error;
      });
    }
    // Another account or network meanwhile: this sign-in is not its own, and the follower asks it afresh.
    if (scopeKey(signInScope()) !== scopeKey(scope)) {
      if (token) void signOutSiwx(walletListContext(), token).catch(() => undefined);
      if (own()) $siwx.set({ status: 'idle' });
      return;
    }
    // The session this one replaces (another network's) ends: told to the service and the page.
    if (getSiwxSession() || getSiwxAuthToken()) endSignIn();
    if (token) setSiwxAuthToken(token);
    removeSiwxNonceToken();
    setSiwxSession({ address, caipNetworkId, namespace, message, signature, expiresAt });
    $siwx.set({ status: 'idle' });
    emitHostEvent('sign-in', { ...who, message, signature });
    closeModal();
  } catch (error) {
    if (!own()) return;
    $siwx.set({ status: 'failed', message: () => errorMessage(error) });
    // The modal was closed while the wallet asked: now that it refused, a required sign-in is declined.
    if (!$modalState.get().open) leaveSignIn();
  }
}
