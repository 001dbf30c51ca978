import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';

export interface RemoteFeature {
  id: string;
  isEnabled: boolean;
  config: unknown;
}

/** GET /appkit/v1/config: the features the project enabled remotely; empty on failure. */
export async function fetchRemoteFeatures(context: ServiceContext): Promise<RemoteFeature[]> {
  try {
    const body = await fetchJson<{ features?: unknown }>(serviceUrl(context.baseUrl, '/appkit/v1/config', context.identity), {
      timeoutMs: context.timeoutMs,
    });
    if (!Array.isArray(body?.features)) return [];
    return body.features.filter(
      (f): f is RemoteFeature => !!f && typeof (f as RemoteFeature).id === 'string' && typeof (f as RemoteFeature).isEnabled === 'boolean',
    );
  } catch {
    return [];
  }
}

/** GET /getAnalyticsConfig: whether analytics is on; off on any failure (spec §7). */
export async function fetchAnalyticsEnabled(context: ServiceContext): Promise<boolean> {
  try {
    const body = await fetchJson<{ isAnalyticsEnabled?: unknown }>(
      serviceUrl(context.baseUrl, '/getAnalyticsConfig', context.identity),
      { timeoutMs: context.timeoutMs },
    );
    return body?.isAnalyticsEnabled === true;
  } catch {
    return false;
  }
}
