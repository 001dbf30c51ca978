import { fetchParsed } from '../http/fetchParsed';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { sessionPath } from './sessionPath';
import type { CreatedSession } from './wireTypes';

/** What a session is created with: the request's expiry, signer, permissions and policies. */
export interface NewSession {
  expiry: number;
  signer: { type: string; data: unknown };
  permissions: { type: string; data: unknown }[];
  policies: { type: string; data: unknown }[];
}

/**
 * POST /v1/sessions/{caip10}?v=2: stores a session to be granted, and answers its id (pci) and the
 * service's own key. The service's refusal is HttpStatusError with its reason. Never retried.
 */
export function createSession(context: ServiceContext, caip10: string, session: NewSession): Promise<CreatedSession> {
  const url = serviceUrl(context.baseUrl, sessionPath(caip10), context.identity, { v: 2 });
  return fetchParsed(url, { method: 'POST', body: session, timeoutMs: context.timeoutMs }, async () => (await import('./wireTypes')).parseCreatedSession);
}
