import { postEvents, type AnalyticsEvent } from '../../services/analytics/postEvents';
import { $config } from '../../stores/config';
import { $events, type TrackedEvent, type TrackedEventName } from '../../stores/events';
import { $projectSettings } from '../../stores/projectSettings';
import { createRateLimiter } from '../../utils/createRateLimiter';

/** Spec §9: error reports capped at 5 per minute. */
const allowErrorReport = createRateLimiter(5, 60_000);
const FLUSH_DELAY_MS = 1_000;
/** A keepalive request (as a beacon) carries at most 64 KiB: send at once past 45 KB, as AppKit. */
const FLUSH_AT_BYTES = 45_000;
let queue: AnalyticsEvent[] = [];
let queuedBytes = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

/**
 * The error reports: faults of a service (the activity read), of the modal (a view that failed
 * to render) and of a wallet's data (rejected), the kinds AppKit reports as API, SDK and
 * data-parsing errors. AppKit posts those one by one to {analytics}/e; the modal sends them in
 * its /batch as events of type 'error', so they pass the same analytics gate and go out in the
 * same simple requests. The flows' own outcomes (CONNECT_ERROR, SEND_ERROR, …) are tracked
 * events, as in AppKit.
 */
const ERROR_REPORTS: ReadonlySet<TrackedEventName> = new Set(['ERROR_FETCH_TRANSACTIONS', 'VIEW_ERROR', 'WALLET_DATA_REJECTED']);
const isErrorReport = (event: TrackedEvent) => ERROR_REPORTS.has(event.event);

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  const config = $config.get();
  const batch = queue;
  queue = [];
  queuedBytes = 0;
  void postEvents(
    { baseUrl: config.analyticsUrl, identity: { projectId: config.projectId, sdkType: config.sdkType, sdkVersion: config.sdkVersion } },
    batch,
  );
}

/**
 * Sends tracked events to the analytics service, in batches, only when the page keeps
 * the analytics feature on and the project's /getAnalyticsConfig says so (off until known,
 * off on failure). Error reports beyond 5 in any minute are dropped. Queued events go out a
 * second after the first, or at once when they pass 45 KB.
 */
export function startAnalytics(): void {
  if (started) return;
  started = true;
  $events.listen((event) => {
    if (!event || !$config.get().features.analytics || !$projectSettings.get().analyticsEnabled) return;
    if (isErrorReport(event) && !allowErrorReport()) return;
    const entry: AnalyticsEvent = {
      eventId: crypto.randomUUID(),
      timestamp: event.timestamp,
      url: location.href,
      domain: location.hostname,
      props: { type: isErrorReport(event) ? 'error' : 'track', event: event.event, properties: event.properties },
    };
    queue.push(entry);
    queuedBytes += new Blob([JSON.stringify(entry)]).size + 1;
    if (queuedBytes > FLUSH_AT_BYTES) flush();
    else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  });
}
