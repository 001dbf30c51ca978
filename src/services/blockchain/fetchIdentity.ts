import { MalformedResponseError } from '../../errors/httpErrors';
import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { loadWireTypes } from './loadWireTypes';
import type { Identity } from './wireTypes';

export type { Identity } from './wireTypes';

/**
 * GET /v1/identity/{address}: the account's name and avatar, each possibly null. An answer
 * of the wrong shape fails like a failed call (and so is not cached); a name or avatar that
 * is empty, huge or holds control characters reads as null.
 */
export async function fetchIdentity(context: ServiceContext, address: string, sender?: string): Promise<Identity> {
  const url = serviceUrl(context.baseUrl, `/v1/identity/${encodeURIComponent(address)}`, context.identity, { sender });
  const [body, wire] = await Promise.all([fetchJson<unknown>(url, { timeoutMs: context.timeoutMs }), loadWireTypes()]);
  const identity = wire.parseIdentity(body);
  if (!identity) throw new MalformedResponseError(url);
  return identity;
}
