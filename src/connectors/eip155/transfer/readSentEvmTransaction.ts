import { isHash, type Client } from 'viem';
import { getTransaction } from 'viem/actions';
import type { Network } from '../../../config/Network';
import { InvalidWalletDataError } from '../../../errors/walletRequestErrors';
import type { SentTransaction } from '../../NamespaceAdapter';

/**
 * The wallet's answer to `eth_sendTransaction` read as the transaction it sent. The answer is
 * outside input: only a transaction hash is followed. The nonce (the wallet chose it) lets a
 * replacement be recognised, after a reload too.
 */
export async function readSentEvmTransaction(
  client: Client,
  answer: unknown,
  { from, network, intent }: { from: string; network: Network; intent?: SentTransaction['intent'] },
): Promise<SentTransaction> {
  if (typeof answer !== 'string' || !isHash(answer)) throw new InvalidWalletDataError('transaction', answer);
  const nonce = await getTransaction(client, { hash: answer }).then(
    (sent) => sent.nonce,
    () => undefined,
  );
  return { id: answer, caipNetworkId: network.caipNetworkId, from, nonce, intent };
}
