import { fetchParsed } from '../http/fetchParsed';
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
  return fetchParsed(url, { timeoutMs: context.timeoutMs }, () => loadWireTypes().then((wire) => wire.parseIdentity));
}
