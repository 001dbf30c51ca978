// The data service's name service, answered from the twin's name registry (nameRegistry.mjs: the
// fixed names of assets.mjs IDENTITIES and those registered while the stack runs; the identity
// call reads the same registry, so all of them always agree), as the hosted service's handlers
// answer (blockchain-api src/handlers/profile/):
//   GET  /v1/profile/account/{name}[?apiVersion=2]     → the profile. The name is checked for its
//        format, length and zone (nameRules.mjs); a free name is 200 `[]` for apiVersion=2, else
//        404 'Name is not found in the database: {name}'.
//   GET  /v1/profile/reverse/{address}[?sender&apiVersion=2] → the profiles of the names whose
//        address rows are exactly `address` (not checked, case kept: registered addresses are
//        checksummed), one per row; none: `[]` for apiVersion=2, else 404 'No name for address is found'.
//   GET  /v1/profile/suggestions/{label}[?zone]      → `{ suggestions: [{ name, registered }] }`,
//        five: `{label}.{zone}` first, then free names; `zone` defaults to reown.id (the first
//        allowed zone) and is not checked. A label shorter than 3 or of the wrong format is 400.
//   POST /v1/profile/account  { message, signature, coin_type, address }  → the new profile
//        (nameRegistration.mjs)
// A profile is the hosted NameAndAddresses: `{ name, registered_at, updated_at, attributes,
// addresses: { [coinType]: { address, created_at } } }`. Refusals answer as hosted
// (hostedRefusals.mjs). `apiVersion` must be a whole number when given (the hosted Option<usize>).
// Admin (test fixture, neither logged nor faulted): DELETE /__names?name=…|address=… forgets
// registered names (never a fixed one) → { removed }.
import { missingParams, missingParamsMessage, readBody, sendError, sendJson } from './http.mjs';
import { answering, parseJsonBody, rejectQuery } from './hostedRefusals.mjs';
import { registerName } from './nameRegistration.mjs';
import { ZONE } from './nameRegistry.mjs';
import { checkName, checkSuggestionLabel } from './nameRules.mjs';
import { badRequest } from './units.mjs';

const REQUIRED_PARAMS = ['projectId', 'st', 'sv'];

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

/** A registry entry in the hosted service's NameAndAddresses shape. */
function profileOf(entry) {
  return {
    name: entry.name,
    registered_at: entry.registeredAt,
    updated_at: entry.registeredAt,
    attributes: { ...entry.attributes },
    addresses: Object.fromEntries(entry.addresses.map(({ coinType, address }) => [String(coinType), { address, created_at: entry.registeredAt }])),
  };
}

/** `route(req, res, url)` answers the name service; false for any other path. `admin` the fixture. */
export function createProfileRoutes({ names, evm }) {
  const handlers = {
    account(req, res, raw, url, version) {
      const name = decoded(raw);
      checkName(name);
      const entry = names.lookup(name);
      if (entry) return sendJson(res, 200, profileOf(entry));
      return version === 2 ? sendJson(res, 200, []) : sendJson(res, 404, { status: 'FAILED', reasons: [{ field: 'name', description: `Name is not found in the database: ${name}` }] });
    },

    reverse(req, res, raw, url, version) {
      const rows = names.rowsOf(decoded(raw));
      if (rows.length) return sendJson(res, 200, rows.map(profileOf));
      return version === 2 ? sendJson(res, 200, []) : sendJson(res, 404, { status: 'FAILED', reasons: [{ field: 'address', description: 'No name for address is found' }] });
    },

    suggestions(req, res, raw, url) {
      const label = decoded(raw);
      checkSuggestionLabel(label);
      return sendJson(res, 200, { suggestions: names.suggestions(label, url.searchParams.get('zone') ?? ZONE) });
    },

    async register(req, res) {
      const entry = await registerName({ body: parseJsonBody(await readBody(req)), names, evm });
      return sendJson(res, 200, profileOf(entry));
    },
  };

  function route(req, res, url) {
    const found = ROUTES.map(([pattern, name, method]) => [url.pathname.match(pattern), name, method]).find(([m]) => m);
    if (!found) return false;
    const [match, name, method] = found;
    if (req.method !== method) return sendError(res, 405, 'Method not allowed');
    const missing = missingParams(url.searchParams, REQUIRED_PARAMS);
    if (missing.length) return sendError(res, 400, missingParamsMessage(missing), { missing });
    return answering(res, () => {
      const rawVersion = url.searchParams.get('apiVersion');
      if (LOOKUPS.has(name) && rawVersion !== null && !/^\d+$/.test(rawVersion)) {
        rejectQuery(`apiVersion: ${rawVersion === '' ? 'cannot parse integer from empty string' : 'invalid digit found in string'}`);
      }
      const version = rawVersion === null ? undefined : Number(rawVersion);
      return handlers[name](req, res, match[1], url, version);
    });
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
