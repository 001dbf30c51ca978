// Request handler twin of the analytics service (AppKit's `pulse`, the modal's analytics-url):
//
//   POST /batch?projectId&st&sv   body: a JSON array of events
//        What AppKit's EventsController sends (by sendBeacon) and the modal sends (by fetch).
//        The identification is required, as on the other twins; a body that is not an array
//        is refused. The hosted service's answer is not public and no client reads it: 204.
//
// Every call is recorded in the stack's request log as service 'analytics' (GET /__log), and
// faults can be injected as on the other twins (POST /__faults, see faults.mjs). The events
// received are kept for tests: GET /__events?projectId=… gives those of one project, oldest first.
import { createFaults } from './faults.mjs';
import { missingParams, missingParamsMessage, readBody, sendError, sendJson, serviceHandler } from './http.mjs';

const REQUIRED_PARAMS = ['projectId', 'st', 'sv'];
const MAX_KEPT = 5000;

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
    let events;
    try {
      events = JSON.parse(await readBody(req));
    } catch {
      return sendError(res, 400, 'The body is not JSON');
    }
    if (!Array.isArray(events)) return sendError(res, 400, 'The body must be an array of events');
    const projectId = url.searchParams.get('projectId');
    for (const event of events) received.push({ projectId, event });
    if (received.length > MAX_KEPT) received.splice(0, received.length - MAX_KEPT);
    res.statusCode = 204;
    res.end();
    return undefined;
  }, { faults: createFaults(), admin });
}
