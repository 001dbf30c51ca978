import { errorMessage } from '../../i18n/errorMessage';
import { NameRegistrationError, NameSignatureTooOldError } from '../../errors/accountNameErrors';
import { SignatureDeclinedError } from '../../errors/signatureErrors';
import { HttpStatusError } from '../../errors/httpErrors';
import { postAccountName } from '../../services/blockchain/postAccountName';
import { getCachedIdentity, setCachedIdentity } from '../../services/storage/cachedLookups';
import { $accountName } from '../../stores/accountName';
import { getAccount, patchAccount } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';
import { isShowing } from '../../stores/isShowing';
import { pushView } from '../../stores/router';
import { showToast } from '../../stores/toast';
import { signingTexts } from '../../i18n/signingTexts';
import { blockchainContext } from '../../stores/serviceContexts';
import { loadAdapter } from '../connection/loadAdapter';
import { requestSignature } from '../wallet/requestSignature';
import { fullAccountName } from './typeAccountName';
import { coinTypeOf } from '../../utils/coinTypeOf';

/** How far the message's time may be from the name service's clock when it arrives (the hosted service: 10 s). */
const SIGNATURE_WINDOW_SECONDS = 10;

/**
 * What the visitor is told when a registration fails: a refusal to sign; the service's refusal
 * of the message's time (its own words, 'Signature UNIXTIME timestamp is too old: 1717…', say
 * neither why nor what to do) as what to do; any other reason the service gave; or the spec's fallback.
 */
function failureMessage(error: unknown, name: string): string {
  if (error instanceof SignatureDeclinedError) return errorMessage(error);
  if (error instanceof HttpStatusError && error.serverField === 'timestamp') {
    return errorMessage(new NameSignatureTooOldError({ accountName: name, seconds: SIGNATURE_WINDOW_SECONDS }));
  }
  const reason = error instanceof HttpStatusError ? error.serverMessage : undefined;
  return errorMessage(new NameRegistrationError({ accountName: name, reason }));
}

/**
 * Registers the name typed (spec §4): the wallet signs `{ name, attributes, timestamp }`, the
 * name service gets it with the address and the chain's coin type; one submission at a time.
 * The timestamp is taken just before the wallet is asked, as the service takes the message only
 * within seconds of it.
 * Success: RegisterAccountNameSuccess, and the name is the account's wherever it is shown.
 * Failure: RegisterAccountName stays, with the service's first reason or 'Error registering name {name}'.
 * Both are told on the form the registration was made from only: once the visitor started the
 * form again, a registration still under way writes nothing there (a name it registers is the
 * account's all the same, told in a toast, as it is to a visitor who left the form).
 */
export async function registerAccountName(): Promise<void> {
  const state = $accountName.get();
  if (state.submitting || state.check.status !== 'available') return;
  const name = fullAccountName(state.input);
  const network = $activeNetwork.get();
  const namespace = network.chainNamespace;
  const address = getAccount(namespace).address;
  if (!address) return;
  $accountName.set({ ...state, submitting: true, error: undefined });
  const onItsForm = () => $accountName.get().form === state.form;
  try {
    const adapter = await loadAdapter(namespace);
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
    const signing = adapter.signMessageRequest?.(message, address);
    if (!signing) throw new NameRegistrationError({ accountName: name });
    const { signature } = await requestSignature(namespace, signing);
    await postAccountName(blockchainContext(), { coin_type: coinTypeOf(Number(network.id)), address, message, signature });
    setCachedIdentity(address, { name, avatar: getCachedIdentity(address)?.avatar ?? null });
    if (getAccount(namespace).address === address) patchAccount(namespace, { profileName: name });
    const onForm = onItsForm();
    if (onForm) $accountName.set({ ...$accountName.get(), submitting: false, registered: name });
    // The visitor who left the form (another form, another view, the modal closed) is told in a toast.
    if (onForm && isShowing('RegisterAccountName')) pushView('RegisterAccountNameSuccess');
    else showToast(signingTexts.nameRegistered({ name }), 'success');
  } catch (error) {
    if (onItsForm()) $accountName.set({ ...$accountName.get(), submitting: false, error: () => failureMessage(error, name) });
  }
}
