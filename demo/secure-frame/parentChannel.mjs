// The frame's only channel to the page that embeds it. The parent's origin is read once, from
// location.ancestorOrigins (or the referrer where that is missing); messages are taken only from
// the parent window at that origin, and everything is posted to that origin only, never '*'.

const APP_PREFIX = '@w3m-app/';
const MAX_ID_LENGTH = 128;

/** The embedding page's origin, or null (not framed, an opaque origin, or not http(s)). */
export function findParentOrigin() {
  if (window.parent === window) return null;
  let origin = location.ancestorOrigins?.[0];
  if (!origin && document.referrer) {
    try {
      origin = new URL(document.referrer).origin;
    } catch {
      origin = undefined;
    }
  }
  if (!origin || origin === 'null') return null;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin ? origin : null;
  } catch {
    return null;
  }
}

/** `{ name, id, payload }` of a well-formed app request, or null. */
function readRequest(data) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const { type, id, payload } = data;
  if (typeof type !== 'string' || !type.startsWith(APP_PREFIX)) return null;
  const name = type.slice(APP_PREFIX.length);
  if (!/^[A-Za-z0-9_]{1,64}$/.test(name)) return null;
  const idOk = id === undefined || (typeof id === 'string' && id.length <= MAX_ID_LENGTH) || Number.isSafeInteger(id);
  if (!idOk) return null;
  if (payload !== undefined && payload !== null && (typeof payload !== 'object' || Array.isArray(payload))) return null;
  return { name, id, payload: payload ?? {} };
}

export function createParentChannel(origin) {
  return {
    origin,
    /** Posts `{ type, id?, payload? }` to the parent, at its origin only. */
    post(type, payload, id) {
      const event = { type };
      if (id !== undefined) event.id = id;
      if (payload !== undefined) event.payload = payload;
      window.parent.postMessage(event, origin);
    },
    /** Calls `onRequest({ name, id, payload })` for each well-formed request of the parent. */
    listen(onRequest) {
      window.addEventListener('message', (event) => {
        if (event.source !== window.parent || event.origin !== origin) return;
        const request = readRequest(event.data);
        if (request) onRequest(request);
      });
    },
  };
}
