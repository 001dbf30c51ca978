import type { ChainNamespace } from '../../config/chainNamespaces';
import type { SignatureRequest } from '../../connectors/NamespaceAdapter';
import { SignatureDeclinedError } from '../../errors/signatureErrors';
import { isVisitorRefusal } from '../../errors/isVisitorRefusal';
import { toWalletError } from '../../errors/toWalletError';
import { requestWallet } from './requestWallet';

/**
 * Asks the wallet for a signature through the one request path and reads it: the message the
 * wallet signed and the signature. A refusal in the wallet, or the visitor leaving the embedded
 * wallet's approval, is 'Signature declined' (spec §8).
 */
export async function requestSignature(namespace: ChainNamespace, signing: SignatureRequest): Promise<{ message: string; signature: string }> {
  const answer = await requestWallet(namespace, signing.request).catch((error: unknown) => {
    const failure = toWalletError(error);
    throw isVisitorRefusal(failure) ? new SignatureDeclinedError({ cause: error }) : failure;
  });
  return signing.read(answer);
}
