import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';

export interface AnalyticsEvent {
  eventId: string;
  timestamp: number;
  url: string;
  domain: string;
  props: { type: 'track' | 'error'; event: string; properties: Readonly<Record<string, unknown>> };
}

/** What the browser lets keepalive requests carry at once, all in flight together. */
const KEEPALIVE_BYTES = 65_536;
let keptAliveBytes = 0;

/**
 * POST {analytics}/batch: a batch of events, the body a JSON array of them, as AppKit's
 * EventsController sends it to the hosted analytics service (by sendBeacon). A string body and
 * no headers of our own, so the request is a simple one (text/plain, no CORS preflight), kept
 * alive past a page unload like a beacon while the keepalive allowance lasts (a request past it
 * would be refused outright, so it goes without keepalive). Fire and forget: analytics must never cost the visitor
 * anything, so failures are swallowed and nothing is retried.
 */
export async function postEvents(context: ServiceContext, events: readonly AnalyticsEvent[]): Promise<void> {
  if (events.length === 0) return;
  const body = JSON.stringify(events);
  const size = new Blob([body]).size;
  const keepalive = keptAliveBytes + size <= KEEPALIVE_BYTES;
  if (keepalive) keptAliveBytes += size;
  try {
    await fetch(serviceUrl(context.baseUrl, '/batch', context.identity), { method: 'POST', body, keepalive });
  } catch {
    // offline or blocked: the events are simply not counted
  } finally {
    if (keepalive) keptAliveBytes -= size;
  }
}
