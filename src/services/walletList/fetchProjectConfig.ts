import { fetchParsed } from '../http/fetchParsed';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { parseAnalyticsEnabled, parseRemoteFeatures, type RemoteFeature } from './projectAnswers';

export type { RemoteFeature } from './projectAnswers';

/**
 * GET /appkit/v1/config: the project's remote features; undefined on failure or on an answer of
 * the wrong shape (the page's options then decide, as in AppKit). Malformed features are
 * dropped; the first of an id counts.
 */
export async function fetchRemoteFeatures(context: ServiceContext): Promise<RemoteFeature[] | undefined> {
  const url = serviceUrl(context.baseUrl, '/appkit/v1/config', context.identity);
  try {
    return await fetchParsed(url, { timeoutMs: context.timeoutMs }, () => Promise.resolve(parseRemoteFeatures));
  } catch {
    return undefined;
  }
}

/** GET /getAnalyticsConfig: whether analytics is on; off on any failure or answer of the wrong shape (spec §7). */
export async function fetchAnalyticsEnabled(context: ServiceContext): Promise<boolean> {
  const url = serviceUrl(context.baseUrl, '/getAnalyticsConfig', context.identity);
  try {
    return await fetchParsed(url, { timeoutMs: context.timeoutMs }, () => Promise.resolve(parseAnalyticsEnabled));
  } catch {
    return false;
  }
}
