import { errorMessage } from '../../i18n/errorMessage';
import { SignInRefusedError } from '../../errors/connectionErrors';
import { HttpStatusError } from '../../errors/httpErrors';
import { authenticateSiwx, fetchSiwxNonce } from '../../services/siwx/sessionService';
import { removeSiwxNonceToken, setSiwxAuthToken, setSiwxNonceToken, setSiwxSession } from '../../services/storage';
import { $account } from '../../stores/account';
import { $config } from '../../stores/config';
import { emitHostEvent } from '../../stores/hostEvents';
import { $activeNetwork } from '../../stores/network';
import { blockchainContext } from '../../stores/serviceContexts';
import { $siwx } from '../../stores/siwx';
import { closeModal } from '../closeModal';
import { loadAdapter } from '../connection/loadAdapter';
import { requestSignature } from '../wallet/requestSignature';

/** Spec §9 leaves it open: a session lasts a day unless the page says otherwise. */
const DEFAULT_SESSION_MS = 24 * 60 * 60 * 1000;

/**
 * Signs the visitor in (SIWXSignMessage's Sign in): a nonce from the page's backend or the
 * sign-in service, the namespace's sign-in message signed in the wallet, the signature
 * checked by that backend or service, and the session kept in storage and announced with
 * `sign-in`. A refusal in the wallet reads 'Signature declined'; the view stays usable.
 */
export async function signIn(): Promise<void> {
  const siwx = $config.get().siwx;
  const account = $account.get();
  const network = $activeNetwork.get();
  const namespace = network.chainNamespace;
  if (!siwx || !account.address || $siwx.get().status === 'signing') return;
  const address = account.address;
  const who = { address, chainId: network.caipNetworkId, namespace };
  $siwx.set({ status: 'signing' });
  try {
    const adapter = await loadAdapter(namespace);
    const ownBackend = Boolean(siwx.getNonce && siwx.verify);
    let nonceToken: string | undefined;
    let nonce: string;
    if (ownBackend) nonce = await (siwx.getNonce as NonNullable<typeof siwx.getNonce>)(who);
    else {
      ({ nonce, token: nonceToken } = await fetchSiwxNonce(blockchainContext()));
      setSiwxNonceToken(nonceToken);
    }
    const now = Date.now();
    const expiresAt = now + (siwx.sessionMs && siwx.sessionMs > 0 ? siwx.sessionMs : DEFAULT_SESSION_MS);
    const signing = adapter.signInRequest?.({
      domain: location.host,
      uri: location.origin,
      address,
      caipNetworkId: network.caipNetworkId,
      nonce,
      statement: siwx.statement,
      issuedAt: new Date(now).toISOString(),
      expirationTime: new Date(expiresAt).toISOString(),
    });
    if (!signing) throw new SignInRefusedError();
    const { message, signature } = await requestSignature(namespace, signing);
    let token: string | undefined;
    if (ownBackend) {
      if (!(await (siwx.verify as NonNullable<typeof siwx.verify>)({ ...who, message, signature }))) throw new SignInRefusedError();
    } else {
      token = await authenticateSiwx(blockchainContext(), nonceToken as string, { data: who, message, signature }).catch((error: unknown) => {
        throw error instanceof HttpStatusError ? new SignInRefusedError(error.serverMessage) : error;
      });
    }
    // Another account meanwhile: this sign-in is not its own, and the follower asks it afresh.
    if ($account.get().address !== address) {
      $siwx.set({ status: 'idle' });
      return;
    }
    if (token) {
      setSiwxAuthToken(token);
      removeSiwxNonceToken();
    }
    setSiwxSession({ address, caipNetworkId: network.caipNetworkId, namespace, message, signature, expiresAt });
    $siwx.set({ status: 'idle' });
    emitHostEvent('sign-in', { ...who, message, signature });
    closeModal();
  } catch (error) {
    $siwx.set({ status: 'failed', message: () => errorMessage(error) });
  }
}
