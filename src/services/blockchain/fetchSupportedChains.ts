import { fetchParsed } from '../http/fetchParsed';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { loadWireTypes } from './loadWireTypes';

const cache = new Map<string, Promise<ReadonlySet<string>>>();

/**
 * GET /v1/supported-chains: the CAIP-2 ids the data service answers for over HTTP. Asked
 * once per service per page; a failure, or an answer of the wrong shape, is not cached, so
 * the next call asks again. Ids that are not CAIP-2 are dropped.
 */
export function fetchSupportedChains(context: ServiceContext): Promise<ReadonlySet<string>> {
  const key = `${context.baseUrl}|${context.identity.projectId}`;
  let pending = cache.get(key);
  if (!pending) {
    const url = serviceUrl(context.baseUrl, '/v1/supported-chains', context.identity);
    pending = fetchParsed(url, { timeoutMs: context.timeoutMs }, () => loadWireTypes().then((wire) => wire.parseSupportedChains));
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** The supported-chains gate (spec §7): most calls return an empty result without asking. */
export async function isSupportedChain(context: ServiceContext, caipNetworkId: string): Promise<boolean> {
  return (await fetchSupportedChains(context)).has(caipNetworkId);
}
