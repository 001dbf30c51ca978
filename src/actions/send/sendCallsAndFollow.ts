import { pollingIntervalOf, SEND_RECEIPT_TIMEOUT_MS } from '../../config/transactionTiming';
import type { Network } from '../../config/Network';
import type { PreparedCalls, TransactionOutcome } from '../../connectors/NamespaceAdapter';
import { WalletRequestError } from '../../errors/connectionErrors';
import { explorerTxUrl } from '../../utils/explorerUrls';
import { requestWallet } from '../wallet/requestWallet';
import { refreshAfterTransaction } from './refreshAfterTransaction';

type CallsStatus = { status?: unknown; receipts?: { status?: unknown; transactionHash?: unknown }[] } | undefined;

/**
 * A batch of calls (wallet_sendCalls) through the one wallet request path, followed with
 * wallet_getCallsStatus for as long as a send waits for its receipt (spec §9, 25 s): confirmed
 * when the wallet says every call went through (200) and its receipts agree; a batch that failed
 * (400 not sent, 500 reverted, 600 partly reverted) is reverted, of no known reason. `onSent`
 * hears of it once the wallet took it. The link is the last receipt's transaction.
 */
export async function sendCallsAndFollow(network: Network, prepared: PreparedCalls, onSent: () => void): Promise<{ outcome: TransactionOutcome; explorerUrl: string | undefined }> {
  const id = ((await requestWallet(network.chainNamespace, prepared.request)) as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') throw new WalletRequestError();
  onSent();
  const deadline = Date.now() + SEND_RECEIPT_TIMEOUT_MS;
  for (;;) {
    const { status, receipts } = ((await requestWallet(network.chainNamespace, { method: 'wallet_getCallsStatus', params: [id] }).catch(() => undefined)) as CallsStatus) ?? {};
    if (typeof status === 'number' && status >= 200) {
      refreshAfterTransaction();
      const list = Array.isArray(receipts) ? receipts : [];
      const hash = list.at(-1)?.transactionHash;
      const confirmed = status === 200 && list.length > 0 && list.every((receipt) => receipt?.status === '0x1');
      return { outcome: confirmed ? { status: 'confirmed' } : { status: 'reverted', reason: undefined }, explorerUrl: typeof hash === 'string' ? explorerTxUrl(network, hash) : undefined };
    }
    if (Date.now() >= deadline) return { outcome: { status: 'timeout' }, explorerUrl: undefined };
    await new Promise((resolve) => setTimeout(resolve, pollingIntervalOf(network)));
  }
}
