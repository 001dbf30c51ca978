import { WalletRequestError } from '../../errors/walletRequestErrors';
import { ProviderRpcError } from '../../provider/ProviderRpcError';

/** A JSON-RPC exchange as the WalletConnect core's history records it. */
interface HistoryRecord {
  id: number;
  request: { method: string; params?: unknown };
  response?: { result: unknown } | { error: { code?: unknown; message?: unknown } };
}

/** The part of the WalletConnect core (@walletconnect/core) followed here: its JSON-RPC history. */
export interface RpcHistory {
  on(event: 'history_updated', listener: (record: HistoryRecord) => void): void;
  off(event: 'history_updated', listener: (record: HistoryRecord) => void): void;
}

const responderOf = (result: unknown) => (result as { responderPublicKey?: unknown } | null)?.responderPublicKey;
const controllerOf = (params: unknown) => (params as { controller?: { publicKey?: unknown } } | null)?.controller?.publicKey;

/**
 * Tells when the SDK (2.25) refused the session a wallet settled for a proposal. A wallet
 * approves with two messages: the answer to the proposal (with its key) and the session's
 * settle request (from that key). A settle whose accounts the SDK finds invalid (`eip155:1:`,
 * with no address) it answers with an error and only logs: the proposal's approval would wait
 * for its expiry, minutes later, on a pairing already used. Both messages pass through the
 * core's history, so `refused` rejects (WalletRequestError, the SDK's reason as its cause) once
 * the settle from the wallet that answered `proposalId` was refused. It never settles otherwise.
 */
export function watchSettleRefusal(history: RpcHistory, proposalId: number | undefined) {
  let responder: unknown;
  const refusedFrom = new Map<unknown, Error>();
  let reject: (error: WalletRequestError) => void = () => undefined;
  const refused = new Promise<never>((_, rejectWith) => {
    reject = rejectWith;
  });
  refused.catch(() => undefined);
  const onUpdated = (record: HistoryRecord) => {
    const response = record.response;
    if (!response) return;
    if (record.id === proposalId && 'result' in response) responder = responderOf(response.result);
    if (record.request.method === 'wc_sessionSettle' && 'error' in response) {
      const { code, message } = response.error;
      refusedFrom.set(controllerOf(record.request.params), new ProviderRpcError(typeof code === 'number' ? code : -32603, String(message)));
    }
    const reason = responder === undefined ? undefined : refusedFrom.get(responder);
    if (reason) reject(new WalletRequestError({ cause: reason }));
  };
  history.on('history_updated', onUpdated);
  return {
    refused,
    stop: () => history.off('history_updated', onUpdated),
  };
}
