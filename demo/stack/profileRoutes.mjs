// The data service's name service, answered from the twin's name registry (nameRegistry.mjs: the
// fixed names of assets.mjs IDENTITIES and those registered while the stack runs; the identity
// call reads the same registry, so all of them always agree):
//   GET  /v1/profile/account/{name}?apiVersion=2            → the profile, 404 when unknown
//   GET  /v1/profile/reverse/{address}?sender&apiVersion=2  → [profile] ([] when none)
//   GET  /v1/profile/suggestions/{name}?zone=reown.id       → { suggestions: [{ name, registered }] }
//   POST /v1/profile/account  { coin_type, address, message, signature }  → the new profile
//                                                            (nameRegistration.mjs)
// A profile is `{ name, registered_at, updated_at, addresses: { [coinType]: { address, created } },
// attributes: [{ avatar?, bio? }] }` (the shapes of the shared data-services reference). Names
// match case-insensitively, and the legacy `.wcn.id` zone resolves like `.reown.id`. Suggestions
// and registration answer errors as `{ status: 'FAILED', reasons: [{ name, description }] }`.
// Admin (test fixture, neither logged nor faulted): DELETE /__names?name=…|address=… forgets a
// registered name (never a fixed one) → { removed }.
import { missingParams, missingParamsMessage, readBody, sendError, sendJson } from './http.mjs';
import { avatarOf } from './identity.mjs';
import { INVALID_NAME, labelOf } from './nameRegistry.mjs';
import { failed, registerName } from './nameRegistration.mjs';
import { badRequest, isAddress } from './units.mjs';

const REQUIRED_PARAMS = ['projectId', 'st', 'sv'];
// The answer shape above is version 2's; a client that leaves the version out would get
// another shape from the hosted service, so the twin refuses rather than guess.
const API_VERSION = '2';
const ZONE_PARAM = 'reown.id';

const ROUTES = [
  [/^\/v1\/profile\/account\/([^/]+)$/, 'account', 'GET'],
  [/^\/v1\/profile\/reverse\/([^/]+)$/, 'reverse', 'GET'],
  [/^\/v1\/profile\/suggestions\/([^/]+)$/, 'suggestions', 'GET'],
  [/^\/v1\/profile\/account$/, 'register', 'POST'],
];
const NEEDS_API_VERSION = new Set(['account', 'reverse']);

function decoded(raw) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A registry entry in the service's version-2 profile shape. */
export function profileOf(entry) {
  const avatar = avatarOf(entry);
  const attributes = { ...(avatar ? { avatar } : {}), ...(entry.bio ? { bio: entry.bio } : {}) };
  return {
    name: entry.name,
    registered_at: entry.registeredAt,
    updated_at: entry.registeredAt,
    addresses: { [entry.coinType]: { address: entry.address, created: entry.registeredAt } },
    attributes: Object.keys(attributes).length ? [attributes] : [],
  };
}

const answer = (res, { status, body }) => sendJson(res, status, body);

/** `route(req, res, url)` answers the name service; false for any other path. `admin` the fixture. */
export function createProfileRoutes({ names, evm }) {
  const handlers = {
    account(req, res, raw) {
      const entry = names.lookup(decoded(raw));
      if (!entry) return sendError(res, 404, `No profile named "${decoded(raw)}"`);
      return sendJson(res, 200, profileOf(entry));
    },

    reverse(req, res, raw) {
      const address = decoded(raw);
      if (!isAddress(address)) throw badRequest(`Invalid address "${address}"`);
      const entry = names.ofAddress(address);
      return sendJson(res, 200, entry ? [profileOf(entry)] : []);
    },

    suggestions(req, res, raw, url) {
      const zone = url.searchParams.get('zone');
      if (zone !== ZONE_PARAM) return answer(res, failed(400, 'InvalidZone', `Unsupported zone "${zone ?? ''}": the local twin answers zone=${ZONE_PARAM}`));
      const label = labelOf(decoded(raw));
      if (!label) return answer(res, failed(400, 'InvalidName', INVALID_NAME));
      return sendJson(res, 200, { suggestions: names.suggestions(label) });
    },

    async register(req, res) {
      let body;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return answer(res, failed(400, 'InvalidRequest', 'Invalid request: the body is not JSON'));
      }
      const result = await registerName({ body, names, evm });
      return result.entry ? sendJson(res, 200, profileOf(result.entry)) : answer(res, result);
    },
  };

  function route(req, res, url) {
    const found = ROUTES.map(([pattern, name, method]) => [url.pathname.match(pattern), name, method]).find(([m]) => m);
    if (!found) return false;
    const [match, name, method] = found;
    if (req.method !== method) return sendError(res, 405, 'Method not allowed');
    const missing = missingParams(url.searchParams, [...REQUIRED_PARAMS, ...(NEEDS_API_VERSION.has(name) ? ['apiVersion'] : [])]);
    if (missing.length) return sendError(res, 400, missingParamsMessage(missing), { missing });
    if (NEEDS_API_VERSION.has(name)) {
      const version = url.searchParams.get('apiVersion');
      if (version !== API_VERSION) throw badRequest(`Unsupported apiVersion "${version}": the local twin answers apiVersion=${API_VERSION}`);
    }
    return handlers[name](req, res, match[1], url);
  }

  function admin(req, res, url) {
    if (url.pathname !== '/__names') return false;
    if (req.method !== 'DELETE') return sendError(res, 405, 'Method not allowed');
    const name = url.searchParams.get('name');
    const address = url.searchParams.get('address');
    if (!name && !address) throw badRequest('Say which name to forget: ?name=… or ?address=…');
    return sendJson(res, 200, { removed: names.forget({ name, address }) });
  }

  return { route, admin };
}
