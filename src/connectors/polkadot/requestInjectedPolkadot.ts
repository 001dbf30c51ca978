import { UserRejectedRequestError } from '../../errors/walletRequestErrors';
import { ProviderRpcError } from '../../provider/ProviderRpcError';
import { fieldOf } from '../../utils/fieldOf';
import type { InjectedAccount, InjectedPolkadot, SignerPayloadJSON } from './InjectedPolkadot';

/** Polkadot extensions refuse with a bare message ('Cancelled' polkadot-js and Talisman, 'Rejected by user' SubWallet), no code. */
const REFUSAL = /^(cancell?ed|rejected)\b/i;

/** The extension's answer, a refusal read as the visitor's (UserRejectedRequestError). */
export async function askExtension<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const message = fieldOf(error, 'message');
    if (typeof message === 'string' && REFUSAL.test(message.trim())) throw new UserRejectedRequestError({ cause: error });
    throw error;
  }
}

/** The extension's answer as WalletConnect's method set has it: { signature } (checked by the provider's request path, for every connection kind). */
const signatureOf = (answer: unknown): { signature: unknown } => ({ signature: fieldOf(answer, 'signature') });

const signerOf = <K extends keyof InjectedPolkadot['signer']>(injected: InjectedPolkadot, name: K): NonNullable<InjectedPolkadot['signer'][K]> => {
  const found = injected.signer?.[name];
  if (typeof found !== 'function') throw new ProviderRpcError(4200, `The wallet does not support ${name}`);
  return found.bind(injected.signer) as NonNullable<InjectedPolkadot['signer'][K]>;
};

/**
 * Runs a request of WalletConnect's polkadot method set (the modal's one request language for
 * Polkadot) on an extension's signer: `polkadot_signMessage` { address, message } through
 * signRaw (the extension wraps the bytes in <Bytes>…</Bytes>), `polkadot_signTransaction`
 * { address, transactionPayload } through signPayload; both answer { signature }. The address
 * must be one of the connected accounts.
 */
export async function requestInjectedPolkadot(injected: InjectedPolkadot, accounts: readonly InjectedAccount[], { method, params }: { method: string; params?: unknown }): Promise<unknown> {
  const address = fieldOf(params, 'address');
  if (method !== 'polkadot_signMessage' && method !== 'polkadot_signTransaction') throw new ProviderRpcError(4200, `Unsupported method: ${method}`);
  if (typeof address !== 'string' || !accounts.some((account) => account.address === address)) {
    throw new ProviderRpcError(-32602, `${method} needs an address of the connected wallet`);
  }
  if (method === 'polkadot_signMessage') {
    const data = fieldOf(params, 'message');
    if (typeof data !== 'string') throw new ProviderRpcError(-32602, 'polkadot_signMessage needs a message');
    const signRaw = signerOf(injected, 'signRaw');
    return signatureOf(await askExtension(() => signRaw({ address, data, type: 'bytes' })));
  }
  const payload = fieldOf(params, 'transactionPayload');
  if (!payload || typeof payload !== 'object' || fieldOf(payload, 'address') !== address) {
    throw new ProviderRpcError(-32602, 'polkadot_signTransaction needs a transactionPayload of the same address');
  }
  const signPayload = signerOf(injected, 'signPayload');
  return signatureOf(await askExtension(() => signPayload(payload as SignerPayloadJSON)));
}
