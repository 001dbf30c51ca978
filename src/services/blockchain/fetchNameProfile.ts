import { HttpStatusError } from '../../errors/httpErrors';
import { fetchParsed } from '../http/fetchParsed';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { loadWireTypes } from './loadWireTypes';
import type { NameProfile } from './wireTypes';

export type { NameProfile } from './wireTypes';

/**
 * GET /v1/profile/account/{name}?apiVersion=2: the addresses a registered account name points
 * to, or undefined when the name is free. The service answers a free name with 200 `[]` (its
 * lookup handler does so for apiVersion 2), which is no failure: nothing is logged or retried.
 * Names are lowercase there (the service refuses any other format), so the name is asked in
 * lowercase. A 404 is read as free too: the same handler still answers one to a request
 * without apiVersion 2 (a proxy that drops the parameter), and AppKit reads any failed lookup
 * as a free name. An answer of the wrong shape fails like a failed call.
 */
export async function fetchNameProfile(context: ServiceContext, name: string): Promise<NameProfile | undefined> {
  const url = serviceUrl(context.baseUrl, `/v1/profile/account/${encodeURIComponent(name.toLowerCase())}`, context.identity, { apiVersion: '2' });
  try {
    return (await fetchParsed(url, { timeoutMs: context.timeoutMs }, () => loadWireTypes().then((wire) => wire.parseNameProfile))) ?? undefined;
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return undefined;
    throw error;
  }
}
