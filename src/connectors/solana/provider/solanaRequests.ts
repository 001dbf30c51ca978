import { base58Decode, base58Encode } from '../../../utils/base58';
import { base64ToBytes, bytesToBase64 } from '../../../utils/base64';
import { requestWallet } from '../../../actions/wallet/requestWallet';
import { ProviderRpcError } from '../../../provider/ProviderRpcError';
import { toProviderRpcError } from '../../../provider/toProviderRpcError';
import type { SolanaProvider, SolanaTransactionLike } from './SolanaProvider';

/** The signed bytes back as the page's own kind of transaction (legacy `from`, versioned `deserialize`). */
function revive<T extends SolanaTransactionLike>(like: T, base64: unknown): T {
  const bytes = typeof base64 === 'string' ? base64ToBytes(base64) : undefined;
  if (!bytes) throw new ProviderRpcError(-32603, 'The wallet returned no transaction');
  const kind = like.constructor as { deserialize?(bytes: Uint8Array): T; from?(bytes: Uint8Array): T };
  if (typeof kind.deserialize === 'function') return kind.deserialize(bytes);
  if (typeof kind.from === 'function') return kind.from(bytes);
  throw new ProviderRpcError(-32602, 'Not a @solana/web3.js transaction');
}

/** A request through the modal's one request path; rejections as provider errors. */
const askSolanaWallet = (method: string, params: Record<string, unknown>): Promise<unknown> =>
  requestWallet('solana', { method, params }).catch((error: unknown) => Promise.reject(toProviderRpcError(error)));

const failure = (message: string) => new ProviderRpcError(-32603, message);

/**
 * The solana provider's requests (createSolanaProvider loads this chunk on the first one), each
 * with what the page asked as it was when it asked: the account connected then (`pubkey`; ''
 * when none), the message's bytes, each transaction's bytes (serialized by createSolanaProvider).
 */
export const solanaRequests = {
  async signMessage(asked: Uint8Array, pubkey: string): Promise<Uint8Array> {
    // The signature must be of these bytes, by this account.
    const checking = import('./checkSolanaSignature');
    const { signature } = (await askSolanaWallet('solana_signMessage', { message: base58Encode(asked), pubkey })) as { signature?: unknown };
    const bytes = typeof signature === 'string' ? base58Decode(signature) : undefined;
    if (!bytes) throw failure('The wallet returned no signature');
    return (await checking).checkSolanaSignature(bytes, asked, pubkey);
  },
  async signTransaction<T extends SolanaTransactionLike>(transaction: T, bytes: Uint8Array, pubkey: string): Promise<T> {
    const answer = (await askSolanaWallet('solana_signTransaction', { transaction: bytesToBase64(bytes), pubkey })) as { transaction?: unknown };
    return revive(transaction, answer.transaction);
  },
  async signAllTransactions<T extends SolanaTransactionLike>(transactions: readonly T[], bytes: readonly Uint8Array[]): Promise<T[]> {
    const answer = (await askSolanaWallet('solana_signAllTransactions', { transactions: bytes.map(bytesToBase64) })) as {
      transactions?: unknown;
    };
    const signed = Array.isArray(answer.transactions) ? answer.transactions : [];
    return transactions.map((one, index) => revive(one, signed[index]));
  },
  async signAndSendTransaction(bytes: Uint8Array, pubkey: string, options: Parameters<SolanaProvider['signAndSendTransaction']>[1]): Promise<string> {
    const { signature } = (await askSolanaWallet('solana_signAndSendTransaction', {
      transaction: bytesToBase64(bytes),
      pubkey,
      ...(options ? { sendOptions: options } : {}),
    })) as { signature?: unknown };
    if (typeof signature !== 'string') throw failure('The wallet returned no signature');
    return signature;
  },
};
