import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';

const cache = new Map<string, Promise<ReadonlySet<string>>>();

/**
 * GET /v1/supported-chains: the CAIP-2 ids the data service answers for over HTTP. Asked
 * once per service per page; a failure is not cached, so the next call asks again.
 */
export function fetchSupportedChains(context: ServiceContext): Promise<ReadonlySet<string>> {
  const key = `${context.baseUrl}|${context.identity.projectId}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = fetchJson<{ http?: unknown }>(serviceUrl(context.baseUrl, '/v1/supported-chains', context.identity), {
      timeoutMs: context.timeoutMs,
    }).then((body) => new Set(Array.isArray(body?.http) ? body.http.filter((id): id is string => typeof id === 'string') : []));
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** The supported-chains gate (spec §7): most calls return an empty result without asking. */
export async function isSupportedChain(context: ServiceContext, caipNetworkId: string): Promise<boolean> {
  return (await fetchSupportedChains(context)).has(caipNetworkId);
}
