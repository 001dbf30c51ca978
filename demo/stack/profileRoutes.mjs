// The data service's name service, answered from the twin's name registry (nameRegistry.mjs: the
// fixed names of assets.mjs IDENTITIES and those registered while the stack runs; the identity
// call reads the same registry, so all of them always agree):
//   GET  /v1/profile/account/{name}[?apiVersion=2]           → the profile; a free name: [] with
//                                                            apiVersion=2, else 404
//   GET  /v1/profile/reverse/{address}?sender[&apiVersion=2] → [profile]; none: [] with
//                                                            apiVersion=2, else 404
//   GET  /v1/profile/suggestions/{name}?zone=reown.id       → { suggestions: [{ name, registered }] }
//   POST /v1/profile/account  { coin_type, address, message, signature }  → the new profile
//                                                            (nameRegistration.mjs)
// The lookups answer as the hosted service's handlers do (blockchain-api src/handlers/profile/
// lookup.rs and reverse.rs): a name is checked for its format (lowercase letters, digits, dots
// and hyphens: 400 'Invalid name format: {name}'), its length (three labels, the first of 3 to 64
// characters: 400 'Invalid name length: {name}') and its zone (reown.id or wcn.id: 400 'Name is
// not in the allowed zones: {name}'), in that order, each as `{ status: 'FAILED', reasons:
// [{ field: 'name', description }] }`; a free name is 200 `[]` when the client asks for
// apiVersion=2, else 404 'Name is not found in the database: {name}'. A profile is the hosted
// service's NameAndAddresses: `{ name, registered_at, updated_at, attributes: { avatar?, bio? },
// addresses: { [coinType]: { address, created_at } } }`. The legacy `.wcn.id` zone finds the
// same names as `.reown.id` here (the twin keeps one table for both). Suggestions and
// registration answer errors as `{ status: 'FAILED', reasons: [{ name, description }] }`.
// Admin (test fixture, neither logged nor faulted): DELETE /__names?name=…|address=… forgets a
// registered name (never a fixed one) → { removed }.
import { missingParams, missingParamsMessage, readBody, sendError, sendJson } from './http.mjs';
import { avatarOf } from './identity.mjs';
import { INVALID_NAME, labelOf } from './nameRegistry.mjs';
import { failed, registerName } from './nameRegistration.mjs';
import { badRequest, isAddress } from './units.mjs';

const REQUIRED_PARAMS = ['projectId', 'st', 'sv'];
const ZONE_PARAM = 'reown.id';
// The hosted service's checks of a looked-up name (blockchain-api src/names/utils.rs).
const NAME_FORMAT = /^[a-z0-9.-]+$/;
const ALLOWED_ZONES = ['reown.id', 'wcn.id'];
const LABEL_LENGTH = { min: 3, max: 64 };

const ROUTES = [
  [/^\/v1\/profile\/account\/([^/]+)$/, 'account', 'GET'],
  [/^\/v1\/profile\/reverse\/([^/]+)$/, 'reverse', 'GET'],
  [/^\/v1\/profile\/suggestions\/([^/]+)$/, 'suggestions', 'GET'],
  [/^\/v1\/profile\/account$/, 'register', 'POST'],
];
const LOOKUPS = new Set(['account', 'reverse']);

function decoded(raw) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The hosted service's error answer: `{ status: 'FAILED', reasons: [{ field, description }] }`. */
const refusal = (status, field, description) => ({ status, body: { status: 'FAILED', reasons: [{ field, description }] } });

/** Why the hosted service refuses to look `name` up (format, length, zone, in its order), or null. */
function nameRefusal(name) {
  if (!NAME_FORMAT.test(name)) return refusal(400, 'name', `Invalid name format: ${name}`);
  const labels = name.split('.');
  const [label = ''] = labels;
  if (labels.length !== 3 || label.length < LABEL_LENGTH.min || label.length > LABEL_LENGTH.max) return refusal(400, 'name', `Invalid name length: ${name}`);
  if (!ALLOWED_ZONES.includes(labels.slice(1).join('.'))) return refusal(400, 'name', `Name is not in the allowed zones: ${name}`);
  return null;
}

/** A registry entry in the hosted service's NameAndAddresses shape. */
function profileOf(entry) {
  const avatar = avatarOf(entry);
  return {
    name: entry.name,
    registered_at: entry.registeredAt,
    updated_at: entry.registeredAt,
    attributes: { ...(avatar ? { avatar } : {}), ...(entry.bio ? { bio: entry.bio } : {}) },
    addresses: { [entry.coinType]: { address: entry.address, created_at: entry.registeredAt } },
  };
}

const answer = (res, { status, body }) => sendJson(res, status, body);

function sendText(res, status, text) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/** `route(req, res, url)` answers the name service; false for any other path. `admin` the fixture. */
export function createProfileRoutes({ names, evm }) {
  const handlers = {
    // A free name (an address without one) is `[]` for apiVersion=2 and a 404 otherwise, as the
    // hosted service's handlers answer ("an empty array for the future v2 support").
    account(req, res, raw, url, version) {
      const name = decoded(raw);
      const refused = nameRefusal(name);
      if (refused) return answer(res, refused);
      const entry = names.lookup(name);
      if (entry) return sendJson(res, 200, profileOf(entry));
      return version === 2 ? sendJson(res, 200, []) : answer(res, refusal(404, 'name', `Name is not found in the database: ${name}`));
    },

    reverse(req, res, raw, url, version) {
      const address = decoded(raw);
      if (!isAddress(address)) throw badRequest(`Invalid address "${address}"`);
      const entry = names.ofAddress(address);
      if (entry) return sendJson(res, 200, [profileOf(entry)]);
      return version === 2 ? sendJson(res, 200, []) : answer(res, refusal(404, 'address', 'No name for address is found'));
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
    const missing = missingParams(url.searchParams, REQUIRED_PARAMS);
    if (missing.length) return sendError(res, 400, missingParamsMessage(missing), { missing });
    // `apiVersion` is optional and a whole number (the hosted service's Option<usize>).
    const rawVersion = url.searchParams.get('apiVersion');
    if (LOOKUPS.has(name) && rawVersion !== null && !/^\d{1,9}$/.test(rawVersion)) {
      return sendText(res, 400, 'Failed to deserialize query string: apiVersion: invalid digit found in string');
    }
    const version = rawVersion === null ? undefined : Number(rawVersion);
    return handlers[name](req, res, match[1], url, version);
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
