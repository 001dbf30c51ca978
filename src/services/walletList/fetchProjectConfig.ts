import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { loadWireTypes } from './loadWireTypes';
import type { RemoteFeature } from './wireTypes';

export type { RemoteFeature } from './wireTypes';

/**
 * GET /appkit/v1/config: the features the project enabled remotely; empty on failure or on
 * an answer of the wrong shape. Malformed features are dropped; the first of an id counts.
 */
export async function fetchRemoteFeatures(context: ServiceContext): Promise<RemoteFeature[]> {
  try {
    const [body, wire] = await Promise.all([
      fetchJson<unknown>(serviceUrl(context.baseUrl, '/appkit/v1/config', context.identity), { timeoutMs: context.timeoutMs }),
      loadWireTypes(),
    ]);
    return wire.parseRemoteFeatures(body) ?? [];
  } catch {
    return [];
  }
}

/** GET /getAnalyticsConfig: whether analytics is on; off on any failure or answer of the wrong shape (spec §7). */
export async function fetchAnalyticsEnabled(context: ServiceContext): Promise<boolean> {
  try {
    const [body, wire] = await Promise.all([
      fetchJson<unknown>(serviceUrl(context.baseUrl, '/getAnalyticsConfig', context.identity), { timeoutMs: context.timeoutMs }),
      loadWireTypes(),
    ]);
    return wire.parseAnalyticsEnabled(body) === true;
  } catch {
    return false;
  }
}
