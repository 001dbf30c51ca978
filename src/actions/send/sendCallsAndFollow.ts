import { pollingIntervalOf, SEND_RECEIPT_TIMEOUT_MS } from '../../config/transactionTiming';
import type { Network } from '../../config/Network';
import type { PreparedCalls, TransactionOutcome } from '../../connectors/NamespaceAdapter';
import { WalletRequestError } from '../../errors/walletRequestErrors';
import { explorerTxUrl } from '../../utils/explorerUrls';
import { loadAdapter } from '../connection/loadAdapter';
import { requestWallet } from '../wallet/requestWallet';
import { refreshAfterTransaction } from './refreshAfterTransaction';
import { withTimeout } from '../../utils/withTimeout';

type CallsStatus = { status?: unknown; receipts?: { status?: unknown; transactionHash?: unknown }[] } | undefined;

/**
 * What the chain says of the transactions a wallet names as its batch's: confirmed when every one
 * is mined, succeeded and is what was asked, the first failure when one reverted or is another
 * transaction (replaced), undefined while one is not found (the wallet's node may be a block
 * ahead of the network's RPC). One transaction per call: each is held to its call, sent from the
 * visitor's account. Fewer (a smart account's or delegated account's bundle): each to the last
 * call, the swap, which an account that runs code is taken at its word for (waitForEvmTransaction).
 */
async function onChain(network: Network, hashes: string[], prepared: PreparedCalls): Promise<TransactionOutcome | undefined> {
  const adapter = await loadAdapter(network.chainNamespace);
  const { calls, from } = prepared;
  const intentOf = (index: number) => (hashes.length === calls.length ? calls[index] : calls.at(-1));
  const outcomes = await Promise.all(
    hashes.map((id, index) => adapter.checkTransaction?.({ id, caipNetworkId: network.caipNetworkId, from, intent: intentOf(index) }, network).catch(() => undefined)),
  );
  const failed = outcomes.find((outcome) => outcome && outcome.status !== 'confirmed');
  if (failed) return failed;
  return outcomes.every((outcome) => outcome?.status === 'confirmed') ? { status: 'confirmed' } : undefined;
}

/**
 * A batch of calls (wallet_sendCalls) through the one wallet request path, followed with
 * wallet_getCallsStatus for as long as a send waits for its receipt (spec §9, 25 s). The wallet's
 * word is not taken alone: a batch it says went through (200, every receipt successful) is
 * confirmed once each transaction it names is mined and successful on the network's own RPC,
 * and reverted if one reverted there. A batch the wallet says failed (400 not sent, 500 reverted,
 * 600 partly reverted) is reverted, of no known reason. `onSent` hears of it once the wallet took
 * it. The link is the last receipt's transaction.
 */
export async function sendCallsAndFollow(network: Network, prepared: PreparedCalls, onSent: () => void): Promise<{ outcome: TransactionOutcome; explorerUrl: string | undefined }> {
  const id = ((await requestWallet(network.chainNamespace, prepared.request)) as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') throw new WalletRequestError();
  onSent();
  const deadline = Date.now() + SEND_RECEIPT_TIMEOUT_MS;
  for (;;) {
    // Each ask within what is left of the wait: a wallet that never answers one ends it as a timeout.
    const asking = requestWallet(network.chainNamespace, { method: 'wallet_getCallsStatus', params: [id] });
    const { status, receipts } = ((await withTimeout(asking, Math.max(1, deadline - Date.now()), 'The wallet').catch(() => undefined)) as CallsStatus) ?? {};
    if (typeof status === 'number' && status >= 200) {
      const list = Array.isArray(receipts) ? receipts : [];
      const hashes = list.map((receipt) => receipt?.transactionHash).filter((hash): hash is string => typeof hash === 'string');
      const hash = hashes.at(-1);
      const explorerUrl = hash ? explorerTxUrl(network, hash) : undefined;
      const claimed = status === 200 && list.length > 0 && hashes.length === list.length && list.every((receipt) => receipt?.status === '0x1');
      const outcome = claimed ? await onChain(network, hashes, prepared) : { status: 'reverted' as const, reason: undefined };
      if (outcome) {
        refreshAfterTransaction();
        return { outcome, explorerUrl };
      }
    }
    if (Date.now() >= deadline) return { outcome: { status: 'timeout' }, explorerUrl: undefined };
    await new Promise((resolve) => setTimeout(resolve, pollingIntervalOf(network)));
  }
}
