import { requestWallet } from '../../actions/wallet/requestWallet';
import { ProviderRpcError } from '../../provider/ProviderRpcError';
import { toProviderRpcError } from '../../provider/toProviderRpcError';
import { connectedAddress } from '../../provider/watchConnectedAddress';
import { fieldOf } from '../../utils/fieldOf';
import type { SignerPayloadJSON } from './InjectedPolkadot';

/** A request through the modal's one request path; rejections as provider errors. */
const ask = (method: string, params: Record<string, unknown>) =>
  requestWallet('polkadot', { method, params }).catch((error: unknown) => Promise.reject(toProviderRpcError(error)));

/**
 * The `signature` of a wallet's answer, an extension's or a WalletConnect wallet's alike: hex of
 * a 64-byte signature, or 65–66 with its key-type prefix; anything else is the wallet's failure.
 */
function signatureOf(answer: unknown): string {
  const signature = fieldOf(answer, 'signature');
  if (typeof signature !== 'string' || !/^0x(?:[0-9a-fA-F]{2}){64,66}$/.test(signature)) throw new ProviderRpcError(-32603, 'The wallet returned no signature');
  return signature;
}

const hex = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/** getProvider('polkadot').signMessage: polkadot_signMessage of the text's UTF-8 bytes as hex (a text that looks like hex is not read as bytes). */
export async function signMessage(message: unknown, address: unknown = connectedAddress('polkadot')): Promise<string> {
  if (typeof message !== 'string') throw new ProviderRpcError(-32602, 'signMessage takes a text');
  if (typeof address !== 'string') throw new ProviderRpcError(4100, 'Connector not connected');
  return signatureOf(await ask('polkadot_signMessage', { address, message: hex(message) }));
}

/** getProvider('polkadot').signPayload: polkadot_signTransaction of a SignerPayloadJSON, by its address. */
export async function signPayload(payload: SignerPayloadJSON): Promise<{ signature: string }> {
  const address = (payload as { address?: unknown } | null)?.address;
  if (typeof address !== 'string') throw new ProviderRpcError(-32602, 'signPayload takes a SignerPayloadJSON with its address');
  return { signature: signatureOf(await ask('polkadot_signTransaction', { address, transactionPayload: payload })) };
}
