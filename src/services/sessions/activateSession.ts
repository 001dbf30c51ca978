import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import type { NewSession } from './createSession';
import { sessionPath } from './sessionPath';

/** POST /v1/sessions/{caip10}/activate: the granted session's permission context, under its pci. Answers nothing. */
export async function activateSession(context: ServiceContext, caip10: string, session: NewSession & { pci: string; context: string }): Promise<void> {
  const url = serviceUrl(context.baseUrl, sessionPath(caip10, 'activate'), context.identity);
  await fetchJson<unknown>(url, { method: 'POST', body: session, timeoutMs: context.timeoutMs, noContent: true });
}
