// Request handler twin of the analytics service (AppKit's `pulse`, the modal's analytics-url):
//
//   POST /batch?projectId&st&sv   body: a JSON array of events, as text/plain
//        What AppKit's EventsController sends (by sendBeacon, a string body) and the modal sends
//        (by fetch with keepalive, a string body): a simple request, no CORS preflight. Refused:
//        missing identification (400, as on the other twins), a content type other than
//        text/plain (415), a body over 64 KiB, what a beacon or keepalive request may carry
//        (413), a body that is not an array (400), and an event without eventId, timestamp,
//        url, domain, props.type or props.event (400). The hosted service's answer is not
//        public and no client reads it: 204.
//
// Every call is recorded in the stack's request log as service 'analytics' (GET /__log), and
// faults can be injected as on the other twins (POST /__faults, see faults.mjs). The events
// received are kept for tests: GET /__events?projectId=… gives those of one project, oldest first.
import { createFaults } from './faults.mjs';
import { missingParams, missingParamsMessage, readBody, sendError, sendJson, serviceHandler } from './http.mjs';

const REQUIRED_PARAMS = ['projectId', 'st', 'sv'];
const MAX_KEPT = 5000;
const MAX_BODY_BYTES = 64 * 1024;
const EVENT_FIELDS = ['eventId', 'timestamp', 'url', 'domain'];

/** The first field an event lacks (`props.type` style for its props), or undefined. */
function missingField(event) {
  if (!event || typeof event !== 'object') return 'the event';
  const field = EVENT_FIELDS.find((name) => event[name] === undefined || event[name] === null || event[name] === '');
  if (field) return field;
  if (!event.props || typeof event.props !== 'object') return 'props';
  return ['type', 'event'].map((name) => `props.${name}`).find((name) => !event.props[name.slice(6)]);
}

export function createAnalyticsService({ log } = {}) {
  const received = []; // { projectId, event }

  const admin = (req, res, url) => {
    if (url.pathname !== '/__events') return false;
    if (req.method !== 'GET') return sendError(res, 405, 'Method not allowed');
    const projectId = url.searchParams.get('projectId');
    return sendJson(res, 200, received.filter((entry) => entry.projectId === projectId).map((entry) => entry.event));
  };

  return serviceHandler('analytics', log, async (req, res, url) => {
    if (url.pathname !== '/batch') return false;
    if (req.method !== 'POST') return sendError(res, 405, 'Method not allowed');
    const missing = missingParams(url.searchParams, REQUIRED_PARAMS);
    if (missing.length) return sendError(res, 400, missingParamsMessage(missing), { missing });
    const mediaType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (mediaType !== 'text/plain') return sendError(res, 415, `The body must be text/plain, not ${mediaType || 'untyped'}`);
    const body = await readBody(req);
    if (Buffer.byteLength(body) > MAX_BODY_BYTES) return sendError(res, 413, `The body is over ${MAX_BODY_BYTES} bytes`);
    let events;
    try {
      events = JSON.parse(body);
    } catch {
      return sendError(res, 400, 'The body is not JSON');
    }
    if (!Array.isArray(events)) return sendError(res, 400, 'The body must be an array of events');
    const index = events.findIndex((event) => missingField(event));
    if (index >= 0) return sendError(res, 400, `Event ${index} has no ${missingField(events[index])}`);
    const projectId = url.searchParams.get('projectId');
    for (const event of events) received.push({ projectId, event });
    if (received.length > MAX_KEPT) received.splice(0, received.length - MAX_KEPT);
    res.statusCode = 204;
    res.end();
    return undefined;
  }, { faults: createFaults(), admin });
}
