// Fault injection, so tests (and the demo) can make a service misbehave on purpose.
// Each service instance (data service, wallet-list service) keeps its own list; admin calls go
// to that service's origin and are neither logged nor faulted.
//
//   POST   /__faults  JSON { path, mode, times?, delayMs?, projectId?, status?, body?, text?, contentType? }
//                     -> 201 { fault }
//   GET    /__faults  -> { faults: [{ id, path, mode, times, delayMs, projectId, … }] }
//   DELETE /__faults  -> { cleared: n }   (?id=N removes one, ?projectId=P those scoped to P)
//
// path     glob on the URL path (no query); `*` matches within one segment, e.g.
//          '/v1/account/*/balance', '/getWalletImage/*', '/v1/' (the JSON-RPC gateway).
// mode     '503'       503 { status: 503, message: 'Service Unavailable' }
//          '403'       403 { status: 403, message: 'Unauthorized: origin not allowed' }
//          'slow'      the normal answer, after delayMs (default 15000)
//          'malformed' 200 with the body `{"broken`
//          'empty'     200 with an empty body
//          'reset'     the connection is closed with no valid answer (fetch rejects; logged as status 0)
//          'body'      answers the given answer instead of the real one: `status` (default 200;
//                      200-599) with either `body` (any JSON value, sent as JSON) or `text` (a
//                      string, sent as is), as `contentType` (default application/json). Used to
//                      serve answers of the wrong shape (tests/fuzz), e.g.
//                      { path: '/getWallets', mode: 'body', body: { count: 1, data: [{ id: 1 }] } }
//                      { path: '/v1/identity/*', mode: 'body', status: 200, text: '<html>' }
//                      status, body, text and contentType are refused with any other mode.
// times    how many matching requests it applies to, then it is removed (default: unlimited)
// projectId  only requests whose projectId query parameter equals it (lets concurrent test
//          files fault the same path without disturbing each other)
// The first matching fault (in the order added) applies. OPTIONS preflights are never faulted,
// and CORS headers are still sent, so the browser sees the faulty status and body.
import { readBody, sendJson } from './http.mjs';

const MODES = new Set(['503', '403', 'slow', 'malformed', 'empty', 'reset', 'body']);
const DEFAULT_DELAY_MS = 15_000;

function globRegExp(glob) {
  const escaped = glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*');
  return new RegExp(`^${escaped}$`);
}

function parseFault(text) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw Object.assign(new Error('Fault body must be JSON'), { status: 400 });
  }
  const { path, mode, times, delayMs, projectId } = body ?? {};
  const fail = (message) => Object.assign(new Error(message), { status: 400 });
  if (typeof path !== 'string' || !path.startsWith('/')) throw fail('Fault needs a path glob starting with /');
  if (!MODES.has(String(mode))) throw fail(`Fault mode must be one of ${[...MODES].join(', ')}`);
  if (times !== undefined && times !== null && !(Number.isInteger(times) && times > 0)) throw fail('times must be a positive integer');
  if (delayMs !== undefined && !(Number.isInteger(delayMs) && delayMs >= 0)) throw fail('delayMs must be a non-negative integer');
  if (projectId !== undefined && typeof projectId !== 'string') throw fail('projectId must be a string');
  const fault = { path, mode: String(mode), times: times ?? null, delayMs: delayMs ?? DEFAULT_DELAY_MS, projectId: projectId ?? null };
  return fault.mode === 'body' ? { ...fault, answer: parseAnswer(body, fail) } : refuseAnswer(body, fail, fault);
}

/** The answer of a 'body' fault: status, the bytes to send and their content type. */
function parseAnswer(body, fail) {
  const { status = 200, contentType = 'application/json; charset=utf-8' } = body;
  const hasBody = Object.hasOwn(body, 'body');
  const hasText = Object.hasOwn(body, 'text');
  if (!(Number.isInteger(status) && status >= 200 && status <= 599)) throw fail('status must be an integer from 200 to 599');
  if (hasBody === hasText) throw fail("A 'body' fault needs exactly one of body (JSON) or text (a string)");
  if (hasText && typeof body.text !== 'string') throw fail('text must be a string');
  if (typeof contentType !== 'string' || !contentType || /[\r\n]/.test(contentType)) throw fail('contentType must be a one-line string');
  return { status, contentType, payload: hasText ? body.text : JSON.stringify(body.body) };
}

function refuseAnswer(body, fail, fault) {
  for (const key of ['status', 'body', 'text', 'contentType']) {
    if (Object.hasOwn(body, key)) throw fail(`${key} applies only to mode 'body'`);
  }
  return fault;
}

function sendRaw(res, status, contentType, body) {
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

/** Waits `ms`, or less when the client goes away; resolves true if the client is still there. */
function waitUnlessClosed(res, ms) {
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    res.once('close', onClose);
  });
}

export function createFaults() {
  let faults = [];
  let nextId = 1;
  // A 'body' fault is listed with its status, content type and size, not its (maybe huge) body.
  const publicView = ({ matcher, answer, ...fault }) =>
    answer ? { ...fault, status: answer.status, contentType: answer.contentType, bytes: Buffer.byteLength(answer.payload) } : fault;

  /** The fault for this request, counting it as used, or undefined. */
  function take(url) {
    const projectId = url.searchParams.get('projectId');
    const fault = faults.find((f) => f.matcher.test(url.pathname) && (f.projectId === null || f.projectId === projectId));
    if (!fault) return undefined;
    if (fault.times !== null) {
      fault.times -= 1;
      if (fault.times === 0) faults = faults.filter((f) => f !== fault);
    }
    return fault;
  }

  return {
    /** Handles the /__faults admin routes; false for any other path. */
    async admin(req, res, url) {
      if (url.pathname !== '/__faults') return false;
      if (req.method === 'GET') return sendJson(res, 200, { faults: faults.map(publicView) });
      if (req.method === 'DELETE') {
        const id = url.searchParams.get('id');
        const projectId = url.searchParams.get('projectId');
        const before = faults.length;
        faults = faults.filter((f) => (id !== null && String(f.id) !== id) || (projectId !== null && f.projectId !== projectId));
        return sendJson(res, 200, { cleared: before - faults.length });
      }
      if (req.method === 'POST') {
        const fault = { id: nextId++, ...parseFault(await readBody(req)) };
        faults.push({ ...fault, matcher: globRegExp(fault.path) });
        return sendJson(res, 201, { fault });
      }
      return sendJson(res, 405, { status: 405, message: 'Method not allowed' });
    },

    /**
     * Applies a matching fault. Resolves true when the fault answered (or dropped) the request,
     * false when the normal route should answer (no fault, or a 'slow' one whose wait is over).
     */
    async apply(req, res, url) {
      const fault = take(url);
      if (!fault) return false;
      res.stackFault = fault.mode; // read by the request log
      switch (fault.mode) {
        case '503':
          sendJson(res, 503, { status: 503, message: 'Service Unavailable' });
          return true;
        case '403':
          sendJson(res, 403, { status: 403, message: 'Unauthorized: origin not allowed' });
          return true;
        case 'malformed':
        case 'empty':
          sendRaw(res, 200, 'application/json; charset=utf-8', fault.mode === 'malformed' ? '{"broken' : '');
          return true;
        case 'body':
          sendRaw(res, fault.answer.status, fault.answer.contentType, fault.answer.payload);
          return true;
        case 'reset':
          // A truncated status line, then close. A bare close on a reused keep-alive connection
          // would make Chromium silently resend the request once; a few bytes stop that.
          req.socket.end('HTTP/1.1 5', () => req.socket.destroy());
          return true;
        case 'slow':
          // A client that gave up (or a stack that is stopping) ends the wait early.
          return !(await waitUnlessClosed(res, fault.delayMs));
        default:
          return false;
      }
    },
  };
}
