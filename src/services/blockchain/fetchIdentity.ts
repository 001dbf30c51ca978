import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';

export interface Identity {
  name: string | null;
  avatar: string | null;
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** GET /v1/identity/{address}: the account's name and avatar, each possibly null. */
export async function fetchIdentity(context: ServiceContext, address: string, sender?: string): Promise<Identity> {
  const url = serviceUrl(context.baseUrl, `/v1/identity/${encodeURIComponent(address)}`, context.identity, { sender });
  const body = await fetchJson<{ name?: unknown; avatar?: unknown }>(url, { timeoutMs: context.timeoutMs });
  return { name: textOrNull(body?.name), avatar: textOrNull(body?.avatar) };
}
