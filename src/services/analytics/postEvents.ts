import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';

export interface AnalyticsEvent {
  eventId: string;
  timestamp: number;
  url: string;
  domain: string;
  props: { type: 'track' | 'error'; event: string; properties: Readonly<Record<string, unknown>> };
}

/**
 * POST {analytics}/batch: a batch of events, the body a JSON array of them, as AppKit's
 * EventsController sends it to the hosted analytics service. Fire and forget: analytics must
 * never cost the visitor anything, so failures are swallowed and nothing is retried.
 */
export async function postEvents(context: ServiceContext, events: readonly AnalyticsEvent[]): Promise<void> {
  if (events.length === 0) return;
  try {
    await fetch(serviceUrl(context.baseUrl, '/batch', context.identity), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(events),
      keepalive: true,
    });
  } catch {
    // offline or blocked: the events are simply not counted
  }
}
