import type { Network } from '../../config/Network';
import { UserRejectedRequestError } from '../../errors/walletRequestErrors';
import { ProviderRpcError } from '../../provider/ProviderRpcError';
import { base64ToBytes, bytesToBase64 } from '../../utils/base64';
import { adr36Parts } from './cosmosAdr36';
import type { CosmosAccount } from './keplrAccounts';
import type { KeplrWallet } from './KeplrWallet';

const DECIMAL = /^\d{1,20}$/;

/** Keplr refuses with a plain Error('Request rejected'): read as the visitor's refusal. */
async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Error && error.message === 'Request rejected') throw new UserRejectedRequestError({ cause: error });
    throw error;
  }
}

function bytesOf(value: unknown, field: string): Uint8Array {
  const bytes = typeof value === 'string' ? base64ToBytes(value) : undefined;
  if (!bytes) throw new ProviderRpcError(-32602, `signDoc.${field} must be base64`);
  return bytes;
}

/** The signer asked for, when it is the connected account. */
function signerOf(params: Record<string, unknown>, accounts: readonly CosmosAccount[]): string {
  const signer = params.signerAddress;
  if (typeof signer !== 'string' || !accounts.some((account) => account.address === signer)) {
    throw new ProviderRpcError(-32602, 'signerAddress must be the connected account');
  }
  return signer;
}

/**
 * Runs a request of WalletConnect's cosmos method set (the modal's one request language for
 * Cosmos) on a Keplr-style wallet, on `network` (its chain id is the CAIP-2 reference):
 * cosmos_getAccounts from the key held, cosmos_signAmino (an ADR-36 document goes to
 * signArbitrary, which is how Keplr signs one), cosmos_signDirect with the SignDoc's bytes
 * in base64 and its account number in decimal, both ways.
 */
export async function requestKeplr(
  keplr: KeplrWallet,
  accounts: readonly CosmosAccount[],
  network: Network,
  { method, params }: { method: string; params?: unknown },
): Promise<unknown> {
  const chainId = String(network.id);
  const input = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  switch (method) {
    case 'cosmos_getAccounts':
      return accounts.map((account) => ({ algo: account.algo, address: account.address, pubkey: bytesToBase64(account.publicKey) }));
    case 'cosmos_signAmino': {
      const signer = signerOf(input, accounts);
      const adr36 = adr36Parts(input.signDoc);
      if (adr36) {
        if (adr36.signer !== signer) throw new ProviderRpcError(-32602, 'The ADR-36 document names another signer');
        const data = bytesOf(adr36.data, 'msgs[0].value.data');
        return { signed: input.signDoc, signature: await asked(() => keplr.signArbitrary(chainId, signer, data)) };
      }
      return asked(() => keplr.signAmino(chainId, signer, input.signDoc));
    }
    case 'cosmos_signDirect': {
      const signer = signerOf(input, accounts);
      const doc = (input.signDoc ?? {}) as Record<string, unknown>;
      const accountNumber = String(doc.accountNumber ?? '');
      if (doc.chainId !== chainId || !DECIMAL.test(accountNumber)) {
        throw new ProviderRpcError(-32602, `signDoc needs chainId ${chainId} and a decimal accountNumber`);
      }
      const { signed, signature } = await asked(() =>
        keplr.signDirect(chainId, signer, { bodyBytes: bytesOf(doc.bodyBytes, 'bodyBytes'), authInfoBytes: bytesOf(doc.authInfoBytes, 'authInfoBytes'), chainId, accountNumber: BigInt(accountNumber) }),
      );
      const answered = (signed ?? {}) as Record<string, unknown>;
      const bytes = (value: unknown) => (value instanceof Uint8Array ? bytesToBase64(value) : value);
      return {
        signed: { chainId: answered.chainId, accountNumber: String(answered.accountNumber), authInfoBytes: bytes(answered.authInfoBytes), bodyBytes: bytes(answered.bodyBytes) },
        signature,
      };
    }
    default:
      throw new ProviderRpcError(4200, `Unsupported method: ${method}`);
  }
}
