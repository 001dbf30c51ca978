import { fieldOf } from '../../utils/fieldOf';
import { InvalidWalletDataError } from '../../errors/walletRequestErrors';
import { base64ToBytes, bytesToBase64 } from '../../utils/base64';
import type { SignatureRequest, SignInInput } from '../NamespaceAdapter';
import { bitcoinSignInMessage } from './bitcoinSignInMessage';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const HEX = /^(?:[0-9a-fA-F]{2})+$/;
/** Far above any witness a single-key address signs with. */
const MAX_SIGNATURE = 4096;


/** Whether bytes are a serialized witness stack (CompactSize count, then length-prefixed items), as BIP-322 simple signs. */
function isWitness(bytes: Uint8Array): boolean {
  let at = 0;
  const size = (): number | undefined => {
    const first = bytes[at++];
    if (first === undefined || first > 0xfd) return undefined;
    if (first < 0xfd) return first;
    const low = bytes[at];
    const high = bytes[at + 1];
    at += 2;
    return low === undefined || high === undefined ? undefined : low | (high << 8);
  };
  const count = size();
  if (!count) return false;
  for (let item = 0; item < count; item += 1) {
    const length = size();
    if (length === undefined || at + length > bytes.length) return false;
    at += length;
  }
  return at === bytes.length;
}

/**
 * The signature as base64. Wallets answer base64; WalletConnect's reference describes hex, so a
 * hex text that is a witness stack is taken too (a base64 BIP-322 signature starts with `A`,
 * never a hex digit pair that makes one). Undefined for anything else.
 */
function base64Signature(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value || value.length > MAX_SIGNATURE) return undefined;
  if (HEX.test(value)) {
    const bytes = Uint8Array.from(value.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
    if (isWitness(bytes)) return bytesToBase64(bytes);
  }
  return BASE64.test(value) && base64ToBytes(value)?.length ? value : undefined;
}

/**
 * WalletConnect's bip122 `signMessage` of a text with `address` (the payment address), BIP-322
 * simple: `{ account, address, message, protocol: 'bip322' }`, answered `{ address, signature }`.
 * Read as the base64 BIP-322 signature; an answer signed by another address does not pass.
 */
export function bitcoinSignMessageRequest(message: string, address: string): SignatureRequest {
  return {
    request: { method: 'signMessage', params: { account: address, address, message, protocol: 'bip322' } },
    read(answer) {
      const signer = fieldOf(answer, 'address');
      if (signer !== undefined && signer !== address) throw new InvalidWalletDataError('address', signer);
      const signature = base64Signature(fieldOf(answer, 'signature'));
      if (!signature) throw new InvalidWalletDataError('signature', answer);
      return { message, signature };
    },
  };
}

/** Sign-in on Bitcoin: the sign-in text (bitcoinSignInMessage) signed with BIP-322 by the payment address. */
export function bitcoinSignInRequest(input: SignInInput): SignatureRequest {
  return bitcoinSignMessageRequest(bitcoinSignInMessage(input), input.address);
}
