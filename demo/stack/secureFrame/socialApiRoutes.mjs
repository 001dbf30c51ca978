// The social and Farcaster part of the frame's same-origin API (mounted by frameApiRoutes.mjs,
// which checks the Origin and reads the JSON body):
//   /api/social/start     { provider, deviceId, parentOrigin }  -> { uri }
//   /api/social/connect   { deviceId, parentOrigin, projectId, resultUri } -> { token, sessionId }
//   /api/farcaster/start  { deviceId, parentOrigin }            -> { url, channel }
//   /api/farcaster/wait   { deviceId, channel, parentOrigin, projectId } -> { token, sessionId } | { approved: false } (~25 s)
// `parentOrigin` is the page that framed the frame, as the frame read it: a social result is
// posted back only to that origin, and accepted only from a frame of that same parent. The
// session is for that page and the frame's `projectId` only (see frameApiRoutes.mjs).
import { AuthError } from './authError.mjs';
import { FARCASTER_DEMO_ACCOUNT, FARCASTER_WAIT_MS } from './farcasterChannels.mjs';
import { isDeviceId, isToken, isWebOrigin, sessionScope } from './validate.mjs';

const MAX_RESULT_URI_LENGTH = 2048;
const invalidResult = () => new AuthError(400, 'Invalid social login result');

function deviceIdOf(body) {
  if (!isDeviceId(body.deviceId)) throw new AuthError(400, 'Invalid deviceId');
  return body.deviceId;
}

function parentOriginOf(body) {
  if (!isWebOrigin(body.parentOrigin)) throw new AuthError(400, 'Invalid parentOrigin');
  return body.parentOrigin;
}

/** The callback URL's query, when it is this origin's /social/callback. */
function callbackParams(value, ownOrigin) {
  if (typeof value !== 'string' || value.length > MAX_RESULT_URI_LENGTH) throw invalidResult();
  let url;
  try {
    url = new URL(value);
  } catch {
    throw invalidResult();
  }
  if (url.origin !== ownOrigin || url.pathname !== '/social/callback') throw invalidResult();
  return url.searchParams;
}

export function socialApiRoutes({ auth, social, farcaster, farcasterWaitMs = FARCASTER_WAIT_MS }) {
  // The new session's secret goes to the frame only (this API answers no other origin).
  const answer = (session) => ({ token: session.token, sessionId: session.id });

  return {
    '/api/social/start': async (body) => {
      if (typeof body.provider !== 'string') throw new AuthError(400, 'Unsupported social provider');
      return { uri: await social.start({ provider: body.provider, deviceId: deviceIdOf(body), parentOrigin: parentOriginOf(body) }) };
    },

    '/api/social/connect': async (body, res, ownOrigin) => {
      const deviceId = deviceIdOf(body);
      const scope = sessionScope(body);
      const params = callbackParams(body.resultUri, ownOrigin);
      const identity = await social.finish({ deviceId, parentOrigin: parentOriginOf(body), params });
      return answer(auth.signInLinked({ ...identity, deviceId, scope }));
    },

    '/api/farcaster/start': (body, res, ownOrigin) => {
      const channel = farcaster.open({ deviceId: deviceIdOf(body), parentOrigin: parentOriginOf(body) });
      return { url: `${ownOrigin}/farcaster/approve?channel=${channel}`, channel };
    },

    '/api/farcaster/wait': async (body, res) => {
      const deviceId = deviceIdOf(body);
      const scope = sessionScope(body);
      if (!isToken(body.channel)) throw new AuthError(400, 'No Farcaster sign-in is in progress');
      // The frame gave up (or was closed): stop waiting for it.
      const abort = new AbortController();
      res.once('close', () => abort.abort());
      const outcome = await farcaster.wait({ channel: body.channel, deviceId, timeoutMs: farcasterWaitMs, signal: abort.signal });
      if (outcome === 'invalid') throw new AuthError(400, 'No Farcaster sign-in is in progress');
      if (outcome !== 'approved') return { approved: false };
      const { fid, userName } = FARCASTER_DEMO_ACCOUNT;
      return answer(auth.signInLinked({ userId: `farcaster:${fid}`, userName, deviceId, scope }));
    },
  };
}
