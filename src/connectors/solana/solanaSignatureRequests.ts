import { fieldOf } from '../../utils/fieldOf';
import { InvalidWalletDataError } from '../../errors/walletRequestErrors';
import { base58Decode, base58Encode } from '../../utils/base58';
import type { SignatureRequest, SignInInput } from '../NamespaceAdapter';
import type { HeldWallet } from '../walletStandard/createStandardAdapter';
import { isSolanaSignature } from './isSolanaAddress';
import { checkSignInInput } from '../walletStandard/signInText';
import { solanaSignInMessage } from './solanaSignInMessage';

/** The longest base58 signed message read back (base58 decoding is quadratic; a sign-in is far shorter). */
const MAX_SIGNED_MESSAGE = 8192;


/**
 * WalletConnect's `solana_signMessage` of a text: `{ message: base58 of its UTF-8 bytes,
 * pubkey }`, answered `{ signature }` (base58 of the 64-byte ed25519 signature).
 */
export function solanaSignMessageRequest(message: string, address: string): SignatureRequest {
  return {
    request: { method: 'solana_signMessage', params: { message: base58Encode(new TextEncoder().encode(message)), pubkey: address } },
    read(answer) {
      const signature = fieldOf(answer, 'signature');
      if (!isSolanaSignature(signature)) throw new InvalidWalletDataError('signature', answer);
      return { message, signature };
    },
  };
}

/** The UTF-8 text of the bytes a wallet signed; undefined when they are not exactly a text. */
function textOf(base58: unknown): string | undefined {
  const bytes = typeof base58 === 'string' && base58.length <= MAX_SIGNED_MESSAGE ? base58Decode(base58) : undefined;
  if (!bytes?.length) return undefined;
  try {
    // The signature covers these bytes: the text must give them back exactly (no BOM dropped).
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    const again = new TextEncoder().encode(text);
    return again.length === bytes.length && again.every((byte, index) => byte === bytes[index]) ? text : undefined;
  } catch {
    return undefined;
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a wallet's own sign-in text signs in `input`: for this domain (the standard allows
 * the wallet to put a scheme before it), this address on its second line, and this nonce.
 */
function signsIn(text: string, input: SignInInput): boolean {
  const lines = text.split('\n');
  const header = new RegExp(`^(?:[A-Za-z][A-Za-z0-9+.-]*://)?${escape(input.domain)} wants you to sign in with your Solana account:$`, 'i');
  return header.test(lines[0] ?? '') && lines[1] === input.address && lines.includes(`Nonce: ${input.nonce}`);
}

/**
 * Sign-in on Solana. A Wallet Standard wallet with `solana:signIn` signs in itself: the request
 * `solana_signIn` (the SIWS input; the wallet words the text, answered base58), read as the
 * UTF-8 text it signed, which must sign in this domain, address and nonce. Any other wallet (a
 * WalletConnect session, a wallet without the feature) signs the Sign In With Solana text
 * (solanaSignInMessage) with `solana_signMessage`.
 */
export function solanaSignInRequest(input: SignInInput, held: HeldWallet | undefined): SignatureRequest {
  const signIn = held?.kind === 'browser' ? (held.wallet.features['solana:signIn'] as { signIn?: unknown } | undefined) : undefined;
  if (typeof signIn?.signIn !== 'function') return solanaSignMessageRequest(solanaSignInMessage(input), input.address);
  const checked = checkSignInInput(input);
  return {
    request: {
      method: 'solana_signIn',
      params: {
        domain: checked.domain,
        address: checked.address,
        ...(checked.statement ? { statement: checked.statement } : {}),
        uri: checked.uri,
        version: '1',
        chainId: checked.caipNetworkId,
        nonce: checked.nonce,
        issuedAt: checked.issuedAt,
        ...(checked.expirationTime ? { expirationTime: checked.expirationTime } : {}),
      },
    },
    read(answer) {
      const signature = fieldOf(answer, 'signature');
      if (!isSolanaSignature(signature)) throw new InvalidWalletDataError('signature', answer);
      const address = fieldOf(answer, 'address');
      if (address !== undefined && address !== checked.address) throw new InvalidWalletDataError('address', address);
      const message = textOf(fieldOf(answer, 'signedMessage'));
      // A wallet that signed something else (another site, account or nonce) has not signed in.
      if (message === undefined || !signsIn(message, checked)) throw new InvalidWalletDataError('signature', answer);
      return { message, signature };
    },
  };
}
