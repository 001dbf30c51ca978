import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { sessionPath } from './sessionPath';

/** POST /v1/sessions/{caip10}/revoke { pci, signature } (spec §7): marks the session revoked. Answers nothing. */
export async function revokeStoredSession(context: ServiceContext, caip10: string, revoke: { pci: string; signature: string }): Promise<void> {
  const url = serviceUrl(context.baseUrl, sessionPath(caip10, 'revoke'), context.identity);
  await fetchJson<unknown>(url, { method: 'POST', body: revoke, timeoutMs: context.timeoutMs, noContent: true });
}
