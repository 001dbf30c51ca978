import { base58Decode, base58Encode } from '../../../utils/base58';
import { base64ToBytes, bytesToBase64 } from '../../../utils/base64';
import type { ProviderHost } from '../../../provider/ProviderHost';
import { withAddressEvents } from '../../../provider/withAddressEvents';
import { SolanaPublicKey } from './SolanaPublicKey';
import type { SolanaProvider, SolanaTransactionLike } from './SolanaProvider';
import { ProviderRpcError } from '../../../provider/ProviderRpcError';

/** Serialized for the wallet: a legacy transaction may still lack the wallet's signature. */
const serialize = (transaction: SolanaTransactionLike) => transaction.serialize({ requireAllSignatures: false, verifySignatures: false });

/** The signed bytes back as the page's own kind of transaction (legacy `from`, versioned `deserialize`). */
function revive<T extends SolanaTransactionLike>(like: T, base64: unknown): T {
  const bytes = typeof base64 === 'string' ? base64ToBytes(base64) : undefined;
  if (!bytes) throw new ProviderRpcError(-32603, 'The wallet returned no transaction');
  const kind = like.constructor as { deserialize?(bytes: Uint8Array): T; from?(bytes: Uint8Array): T };
  if (typeof kind.deserialize === 'function') return kind.deserialize(bytes);
  if (typeof kind.from === 'function') return kind.from(bytes);
  throw new ProviderRpcError(-32602, 'Not a @solana/web3.js transaction');
}

/** Requests go through a chunk of their own (the request path), loaded on the first one. */
const ask = (method: string, params: Record<string, unknown>) => import('./askSolanaWallet').then(({ askSolanaWallet }) => askSolanaWallet(method, params));

const failure = (message: string) => new ProviderRpcError(-32603, message);

/**
 * The page's solana provider. It exists at once, the same object for the page's life;
 * requests go through the modal's one request path (requestWallet), so a signature shows the
 * visitor that the wallet is waiting and is aborted when the wallet goes away.
 */
export function createSolanaProvider(host: ProviderHost): SolanaProvider {
  const connectedAddress = () => host.connectedAddress('solana');
  // One key object per connected address: the page may compare what it read before.
  let key: SolanaPublicKey | undefined;
  const keyOf = (address: string) => (key?.toBase58() === address ? key : (key = new SolanaPublicKey(address)));
  const pubkey = () => connectedAddress() ?? '';
  // Wallet-adapter events: connect (with the key) when one connects, accountChanged for another, disconnect (null).
  const toEvent = (now: string | undefined, before: string | undefined) =>
    !now ? (['disconnect', null] as const) : ([before ? 'accountChanged' : 'connect', keyOf(now)] as const);

  return withAddressEvents<SolanaProvider>(host, 'solana', toEvent, {
    get publicKey() {
      const address = connectedAddress();
      return address ? keyOf(address) : null;
    },
    async signMessage(message) {
      // The account asked, and the bytes asked as they were then: the signature must be theirs.
      const account = pubkey();
      const asked = Uint8Array.from(message);
      const checking = import('./checkSolanaSignature');
      const { signature } = (await ask('solana_signMessage', { message: base58Encode(asked), pubkey: account })) as { signature?: unknown };
      const bytes = typeof signature === 'string' ? base58Decode(signature) : undefined;
      if (!bytes) throw failure('The wallet returned no signature');
      return (await checking).checkSolanaSignature(bytes, asked, account);
    },
    async signTransaction(transaction) {
      const answer = (await ask('solana_signTransaction', { transaction: bytesToBase64(serialize(transaction)), pubkey: pubkey() })) as { transaction?: unknown };
      return revive(transaction, answer.transaction);
    },
    async signAllTransactions(transactions) {
      const answer = (await ask('solana_signAllTransactions', { transactions: transactions.map((one) => bytesToBase64(serialize(one))) })) as {
        transactions?: unknown;
      };
      const signed = Array.isArray(answer.transactions) ? answer.transactions : [];
      return transactions.map((one, index) => revive(one, signed[index]));
    },
    async signAndSendTransaction(transaction, options) {
      const { signature } = (await ask('solana_signAndSendTransaction', {
        transaction: bytesToBase64(serialize(transaction)),
        pubkey: pubkey(),
        ...(options ? { sendOptions: options } : {}),
      })) as { signature?: unknown };
      if (typeof signature !== 'string') throw failure('The wallet returned no signature');
      return signature;
    },
  });
}
