import { pollingIntervalOf, SEND_RECEIPT_TIMEOUT_MS } from '../../config/transactionTiming';
import type { Network } from '../../config/Network';
import type { PreparedCalls, TransactionOutcome } from '../../connectors/NamespaceAdapter';
import { WalletRequestError } from '../../errors/connectionErrors';
import { explorerTxUrl } from '../../utils/explorerUrls';
import { requestWallet } from '../wallet/requestWallet';
import { refreshAfterTransaction } from './refreshAfterTransaction';

interface CallsStatus {
  status: number;
  receipts: { status?: unknown; transactionHash?: unknown }[];
}

/** wallet_getCallsStatus' answer as far as it is one (EIP-5792: a status code, receipts once mined). */
function readStatus(answer: unknown): CallsStatus | undefined {
  const { status, receipts } = (answer ?? {}) as { status?: unknown; receipts?: unknown };
  if (!Number.isSafeInteger(status)) return undefined;
  return { status: status as number, receipts: Array.isArray(receipts) ? receipts.filter((receipt) => receipt && typeof receipt === 'object') : [] };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A batch of calls (wallet_sendCalls) through the one wallet request path, followed with
 * wallet_getCallsStatus for as long as a send waits for its receipt (spec §9, 25 s): confirmed
 * when the wallet says every call went through (200) and its receipts agree; a batch that failed
 * (400 not sent, 500 reverted, 600 partly reverted) is reverted, of no known reason. `onSent`
 * hears of it once the wallet took it. The link is the last receipt's transaction.
 */
export async function sendCallsAndFollow(network: Network, prepared: PreparedCalls, onSent: () => void): Promise<{ outcome: TransactionOutcome; explorerUrl: string | undefined }> {
  const answer = await requestWallet(network.chainNamespace, prepared.request);
  const id = (answer as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !id) throw new WalletRequestError({ cause: new Error(`wallet_sendCalls answered ${JSON.stringify(answer)}, not { id }`) });
  onSent();
  const deadline = Date.now() + SEND_RECEIPT_TIMEOUT_MS;
  for (;;) {
    const status = readStatus(await requestWallet(network.chainNamespace, { method: 'wallet_getCallsStatus', params: [id] }).catch(() => undefined));
    if (status && status.status >= 200) {
      refreshAfterTransaction();
      const hash = status.receipts.at(-1)?.transactionHash;
      const explorerUrl = typeof hash === 'string' ? explorerTxUrl(network, hash) : undefined;
      const confirmed = status.status === 200 && status.receipts.length > 0 && status.receipts.every((receipt) => receipt.status === '0x1');
      return { outcome: confirmed ? { status: 'confirmed' } : { status: 'reverted', reason: undefined }, explorerUrl };
    }
    if (Date.now() >= deadline) return { outcome: { status: 'timeout' }, explorerUrl: undefined };
    await wait(pollingIntervalOf(network));
  }
}
