import { isHash, type Client } from 'viem';
import { getTransaction } from 'viem/actions';
import type { Network } from '../../../config/Network';
import { SENT_NONCE_READ_MS } from '../../../config/transactionTiming';
import { withTimeout } from '../../../utils/withTimeout';
import { InvalidWalletDataError } from '../../../errors/walletRequestErrors';
import type { SentTransaction } from '../../NamespaceAdapter';

/**
 * The wallet's answer to `eth_sendTransaction` read as the transaction it sent. The answer is
 * outside input: only a transaction hash is followed. The nonce (the wallet chose it) lets a
 * replacement be recognised, after a reload too; it is read for SENT_NONCE_READ_MS at most (the
 * gateway's own retries can take far longer), and the transaction is followed without it after.
 */
export async function readSentEvmTransaction(
  client: Client,
  answer: unknown,
  { from, network, intent }: { from: string; network: Network; intent?: SentTransaction['intent'] },
): Promise<SentTransaction> {
  if (typeof answer !== 'string' || !isHash(answer)) throw new InvalidWalletDataError('transaction', answer);
  const nonce = await withTimeout(getTransaction(client, { hash: answer }), SENT_NONCE_READ_MS, 'the sent transaction').then(
    (sent) => sent.nonce,
    () => undefined,
  );
  return { id: answer, caipNetworkId: network.caipNetworkId, from, nonce, intent };
}
