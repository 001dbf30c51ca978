import { BaseError } from '../../errors/BaseError';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { isRecord, isText } from '../storage/guards';

/** An exchange a visitor can pay from (reown_getExchanges). */
export interface PayExchange {
  id: string;
  name: string;
  imageUrl: string | undefined;
}

/** A payment's state at an exchange (reown_getExchangeBuyStatus). */
export interface ExchangeBuyStatus {
  status: 'UNKNOWN' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED';
  txHash: string | undefined;
}

/** A Pay JSON-RPC call failed: the service's JSON-RPC error (its code and message), or no readable answer. */
export class ExchangeCallError extends BaseError {
  override name = 'ExchangeCallError' as const;
  readonly code: number | undefined;

  constructor(method: string, reason: string, code?: number) {
    super(`The exchange service could not answer ${method}`, { details: reason });
    this.code = code;
  }
}

const text = (value: unknown, max = 2048): string | undefined => (isText(value, max) ? value : undefined);

/**
 * One call of the data service's Pay JSON-RPC (POST /v1/json-rpc, spec §7 identity in the
 * query). Its result, or ExchangeCallError for a JSON-RPC error, a failed request or an answer
 * that is no JSON-RPC response; `read` turns the result into its type or throws on a wrong shape.
 */
async function callExchangeRpc<T>(context: ServiceContext, method: string, params: Record<string, unknown>, read: (result: unknown) => T | undefined): Promise<T> {
  const url = serviceUrl(context.baseUrl, '/v1/json-rpc', context.identity);
  let body: unknown;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: Date.now(), method, params }),
      signal: AbortSignal.timeout(context.timeoutMs ?? 10_000),
    });
    body = await response.json();
  } catch (error) {
    throw new ExchangeCallError(method, error instanceof Error ? error.message : String(error));
  }
  if (!isRecord(body)) throw new ExchangeCallError(method, 'the answer is not a JSON-RPC response');
  if (isRecord(body.error)) {
    const code = typeof body.error.code === 'number' ? body.error.code : undefined;
    throw new ExchangeCallError(method, text(body.error.message, 500) ?? 'an error without a message', code);
  }
  const result = read(body.result);
  if (result === undefined) throw new ExchangeCallError(method, 'the result is not of the expected shape');
  return result;
}

/** The exchanges that can pay `asset` (CAIP-19) of `amount`; entries of the wrong shape are left out. */
export function fetchPayExchanges(context: ServiceContext, request: { asset: string; amount: string }): Promise<PayExchange[]> {
  return callExchangeRpc(context, 'reown_getExchanges', { page: 0, asset: request.asset, amount: request.amount }, (result) => {
    if (!isRecord(result) || !Array.isArray(result.exchanges)) return undefined;
    return result.exchanges.flatMap((entry: unknown) => {
      if (!isRecord(entry)) return [];
      const id = text(entry.id, 100);
      const name = text(entry.name, 100);
      return id && name ? [{ id, name, imageUrl: text(entry.imageUrl) }] : [];
    });
  });
}

/** The exchange's page for this payment, and the session its status is asked by. */
export function fetchExchangePayUrl(context: ServiceContext, request: { exchangeId: string; asset: string; amount: string; recipient: string }): Promise<{ url: string; sessionId: string }> {
  return callExchangeRpc(context, 'reown_getExchangePayUrl', { ...request }, (result) => {
    if (!isRecord(result)) return undefined;
    const url = text(result.url);
    const sessionId = text(result.sessionId, 50);
    return url && sessionId ? { url, sessionId } : undefined;
  });
}

const STATUSES = new Set(['UNKNOWN', 'IN_PROGRESS', 'SUCCESS', 'FAILED']);

/** Where the payment of a session stands at the exchange. */
export function fetchExchangeBuyStatus(context: ServiceContext, request: { exchangeId: string; sessionId: string }): Promise<ExchangeBuyStatus> {
  return callExchangeRpc(context, 'reown_getExchangeBuyStatus', { ...request }, (result) => {
    if (!isRecord(result) || typeof result.status !== 'string' || !STATUSES.has(result.status)) return undefined;
    return { status: result.status as ExchangeBuyStatus['status'], txHash: text(result.txHash, 100) };
  });
}
