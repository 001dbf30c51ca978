import type { ChainNamespace } from '../../config/chainNamespaces';
import type { SignatureRequest } from '../../connectors/NamespaceAdapter';
import { SignatureDeclinedError } from '../../errors/signatureErrors';
import { UserRejectedRequestError } from '../../errors/walletRequestErrors';
import { toWalletError } from '../../errors/toWalletError';
import { requestWallet } from './requestWallet';

/**
 * Asks the wallet for a signature through the one request path and reads it: the message the
 * wallet signed and the signature. A refusal in the wallet is 'Signature declined' (spec §8).
 */
export async function requestSignature(namespace: ChainNamespace, signing: SignatureRequest): Promise<{ message: string; signature: string }> {
  const answer = await requestWallet(namespace, signing.request).catch((error: unknown) => {
    const failure = toWalletError(error);
    throw failure instanceof UserRejectedRequestError ? new SignatureDeclinedError({ cause: error }) : failure;
  });
  return signing.read(answer);
}
