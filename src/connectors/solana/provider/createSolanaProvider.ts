import type { ProviderHost } from '../../../provider/ProviderHost';
import { withAddressEvents } from '../../../provider/withAddressEvents';
import { SolanaPublicKey } from './SolanaPublicKey';
import type { SolanaProvider, SolanaTransactionLike } from './SolanaProvider';

/** Serialized for the wallet, as the page asks: a legacy transaction may still lack the wallet's signature. */
const serialize = (transaction: SolanaTransactionLike) => transaction.serialize({ requireAllSignatures: false, verifySignatures: false });

/** The requests are a chunk of their own (with the request path), loaded on the first one. */
const requests = () => import('./solanaRequests').then(({ solanaRequests }) => solanaRequests);

/**
 * The page's solana provider. It exists at once, the same object for the page's life;
 * requests go through the modal's one request path (requestWallet), so a signature shows the
 * visitor that the wallet is waiting and is aborted when the wallet goes away. Each request
 * takes the account connected when the page asks, and the message's or the transactions' bytes
 * as they are then (the page may change its objects while the requests' code loads).
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
      const account = pubkey();
      const asked = Uint8Array.from(message);
      return (await requests()).signMessage(asked, account);
    },
    async signTransaction(transaction) {
      const account = pubkey();
      const bytes = serialize(transaction);
      return (await requests()).signTransaction(transaction, bytes, account);
    },
    async signAllTransactions(transactions) {
      const asked = [...transactions];
      return (await requests()).signAllTransactions(asked, asked.map(serialize));
    },
    async signAndSendTransaction(transaction, options) {
      const account = pubkey();
      const bytes = serialize(transaction);
      return (await requests()).signAndSendTransaction(bytes, account, options);
    },
  });
}
