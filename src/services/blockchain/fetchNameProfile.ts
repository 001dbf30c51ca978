import { HttpStatusError } from '../../errors/httpErrors';
import { fetchParsed } from '../http/fetchParsed';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { loadWireTypes } from './loadWireTypes';
import type { NameProfile } from './wireTypes';

export type { NameProfile } from './wireTypes';

/**
 * GET /v1/profile/account/{name}: the addresses a registered account name points to, or
 * undefined when the name service does not know the name (404). An answer of the wrong shape
 * fails like a failed call.
 */
export async function fetchNameProfile(context: ServiceContext, name: string): Promise<NameProfile | undefined> {
  const url = serviceUrl(context.baseUrl, `/v1/profile/account/${encodeURIComponent(name)}`, context.identity, { apiVersion: '2' });
  try {
    return await fetchParsed(url, { timeoutMs: context.timeoutMs }, () => loadWireTypes().then((wire) => wire.parseNameProfile));
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return undefined;
    throw error;
  }
}
