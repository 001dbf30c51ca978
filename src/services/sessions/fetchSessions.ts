import { fetchParsed } from '../http/fetchParsed';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { sessionPath } from './sessionPath';
import type { StoredSession } from './wireTypes';

export type { StoredSession } from './wireTypes';

/**
 * GET /v1/sessions/{caip10} (spec §7): the account's sessions, active, expired and revoked.
 * `fresh` after a revoke: not the answer of a read that began before it.
 */
export function fetchSessions(context: ServiceContext, caip10: string, { fresh = false } = {}): Promise<StoredSession[]> {
  const url = serviceUrl(context.baseUrl, sessionPath(caip10), context.identity);
  return fetchParsed(url, { timeoutMs: context.timeoutMs, fresh }, async () => (await import('./wireTypes')).parseSessionList);
}
