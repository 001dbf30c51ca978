import { WalletSignatureError } from '../../../errors/signatureErrors';
import { base58Decode } from '../../../utils/base58';
import { toProviderRpcError } from '../../../provider/toProviderRpcError';

/** Whether `signature` is the ed25519 signature of `message` by `publicKey` (WebCrypto's Ed25519). */
async function verifies(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): Promise<boolean> {
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('raw', Uint8Array.from(publicKey), { name: 'Ed25519' }, false, ['verify']);
  } catch (cause) {
    throw new WalletSignatureError('unverifiable', { cause });
  }
  return crypto.subtle.verify({ name: 'Ed25519' }, key, Uint8Array.from(signature), Uint8Array.from(message));
}

/**
 * Checks a wallet's answer to a message signature before the page gets it: a 64-byte ed25519
 * signature of exactly the bytes asked, by the account asked (`pubkey`, base58). Anything else
 * rejects, as the provider's error (-32603 with WalletSignatureError's words), and nothing
 * reaches the page as a signature.
 */
export async function checkSolanaSignature(signature: Uint8Array, message: Uint8Array, pubkey: string): Promise<Uint8Array> {
  try {
    const publicKey = base58Decode(pubkey);
    const ok = signature.length === 64 && publicKey?.length === 32 && (await verifies(signature, message, publicKey));
    if (!ok) throw new WalletSignatureError('signature', { details: `account ${pubkey}` });
    return signature;
  } catch (error) {
    throw toProviderRpcError(error);
  }
}
