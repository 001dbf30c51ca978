import { postEvents, type AnalyticsEvent } from '../../services/analytics/postEvents';
import { $config } from '../../stores/config';
import { $events, type TrackedEvent, type TrackedEventName } from '../../stores/events';
import { $projectSettings } from '../../stores/projectSettings';
import { createRateLimiter } from '../../utils/createRateLimiter';

/** Spec §9: error reports capped at 5 per minute. */
const allowErrorReport = createRateLimiter(5, 60_000);
const FLUSH_DELAY_MS = 1_000;
let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

/**
 * The error reports: faults of a service (the activity read), of the modal (a view that failed
 * to render) and of a wallet's data (rejected), as AppKit reports API, SDK and data-parsing
 * errors. The flows' own outcomes (CONNECT_ERROR, SEND_ERROR, …) are tracked events, as in AppKit.
 */
const ERROR_REPORTS: ReadonlySet<TrackedEventName> = new Set(['ERROR_FETCH_TRANSACTIONS', 'VIEW_ERROR', 'WALLET_DATA_REJECTED']);
const isErrorReport = (event: TrackedEvent) => ERROR_REPORTS.has(event.event);

function flush(): void {
  timer = undefined;
  const config = $config.get();
  const batch = queue;
  queue = [];
  void postEvents(
    { baseUrl: config.analyticsUrl, identity: { projectId: config.projectId, sdkType: config.sdkType, sdkVersion: config.sdkVersion } },
    batch,
  );
}

/**
 * Sends tracked events to the analytics service, in batches, only when the page keeps
 * the analytics feature on and the project's /getAnalyticsConfig says so (off until known,
 * off on failure). Error reports beyond 5 in any minute are dropped.
 */
export function startAnalytics(): void {
  if (started) return;
  started = true;
  $events.listen((event) => {
    if (!event || !$config.get().features.analytics || !$projectSettings.get().analyticsEnabled) return;
    if (isErrorReport(event) && !allowErrorReport()) return;
    queue.push({
      eventId: crypto.randomUUID(),
      timestamp: event.timestamp,
      url: location.href,
      domain: location.hostname,
      props: { type: isErrorReport(event) ? 'error' : 'track', event: event.event, properties: event.properties },
    });
    timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  });
}
