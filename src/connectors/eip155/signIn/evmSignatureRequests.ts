import { isHex, stringToHex } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { InvalidWalletDataError } from '../../../errors/walletRequestErrors';
import type { SignatureRequest, SignInInput } from '../../NamespaceAdapter';

/** `personal_sign` of a text: the signature comes back as 65 bytes of hex. */
export function evmSignMessageRequest(message: string, address: string): SignatureRequest {
  return {
    request: { method: 'personal_sign', params: [stringToHex(message), address] },
    read(answer) {
      if (typeof answer !== 'string' || !isHex(answer) || answer.length < 132) throw new InvalidWalletDataError('signature', answer);
      return { message, signature: answer };
    },
  };
}

/** Sign-in on EVM: a strict EIP-4361 message (viem's `createSiweMessage`), signed with `personal_sign`. */
export function evmSignInRequest(input: SignInInput): SignatureRequest {
  const message = createSiweMessage({
    domain: input.domain,
    uri: input.uri,
    address: input.address as `0x${string}`,
    chainId: Number(input.caipNetworkId.split(':')[1]),
    nonce: input.nonce,
    version: '1',
    statement: input.statement,
    issuedAt: new Date(input.issuedAt),
    expirationTime: input.expirationTime ? new Date(input.expirationTime) : undefined,
  });
  return evmSignMessageRequest(message, input.address);
}
