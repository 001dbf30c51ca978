// The data service's name lookups, answered from the twin's name table (assets.mjs IDENTITIES,
// the one the identity call reads, so both always agree):
//   GET /v1/profile/account/{name}?apiVersion=2            → the profile, 404 when unknown
//   GET /v1/profile/reverse/{address}?sender&apiVersion=2  → [profile] ([] when none)
// A profile is `{ name, registered_at, updated_at, addresses: { [coinType]: { address, created } },
// attributes: [{ avatar?, bio? }] }` (the shapes of the shared data-services reference). Names
// match case-insensitively, and the legacy `.wcn.id` zone resolves like `.reown.id`.
import { IDENTITIES } from './assets.mjs';
import { missingParams, missingParamsMessage, sendError, sendJson } from './http.mjs';
import { identityOf } from './identity.mjs';
import { badRequest, isAddress } from './units.mjs';

const REQUIRED_PARAMS = ['projectId', 'st', 'sv'];
// The answer shape above is version 2's; a client that leaves the version out would get
// another shape from the hosted service, so the twin refuses rather than guess.
const API_VERSION = '2';
// SLIP-44 coin type of Ethereum: the key of an EVM address in `addresses`.
const EVM_COIN_TYPE = '60';
const ZONE = '.reown.id';
const LEGACY_ZONE = '.wcn.id';
// The twin's names never change: one fixed registration time for all of them.
const REGISTERED_AT = '2024-01-01T00:00:00.000Z';

const ROUTES = [
  [/^\/v1\/profile\/account\/([^/]+)$/, 'account'],
  [/^\/v1\/profile\/reverse\/([^/]+)$/, 'reverse'],
];

function decoded(raw) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Lowercase, with the legacy zone turned into today's, so either spelling finds the name. */
function canonicalName(name) {
  const lower = name.toLowerCase();
  return lower.endsWith(LEGACY_ZONE) ? `${lower.slice(0, -LEGACY_ZONE.length)}${ZONE}` : lower;
}

/** The profile of a known address (lowercase), in the service's version-2 shape. */
function profileOf(address) {
  const { name, avatar } = identityOf(address);
  const { bio } = IDENTITIES[address];
  const attributes = { ...(avatar ? { avatar } : {}), ...(bio ? { bio } : {}) };
  return {
    name,
    registered_at: REGISTERED_AT,
    updated_at: REGISTERED_AT,
    addresses: { [EVM_COIN_TYPE]: { address, created: REGISTERED_AT } },
    attributes: Object.keys(attributes).length ? [attributes] : [],
  };
}

const handlers = {
  account(res, raw) {
    const wanted = canonicalName(decoded(raw));
    const address = Object.keys(IDENTITIES).find((a) => IDENTITIES[a].name.toLowerCase() === wanted);
    if (!address) return sendError(res, 404, `No profile named "${decoded(raw)}"`);
    return sendJson(res, 200, profileOf(address));
  },

  reverse(res, raw) {
    const address = decoded(raw);
    if (!isAddress(address)) throw badRequest(`Invalid address "${address}"`);
    const lower = address.toLowerCase();
    return sendJson(res, 200, IDENTITIES[lower] ? [profileOf(lower)] : []);
  },
};

/** `route(req, res, url)` answers the two lookups; false for any other path. */
export function createProfileRoutes() {
  function route(req, res, url) {
    const match = ROUTES.map(([pattern, name]) => [url.pathname.match(pattern), name]).find(([m]) => m);
    if (!match) return false;
    const [found, name] = match;
    if (req.method !== 'GET') return sendError(res, 405, 'Method not allowed');
    const missing = missingParams(url.searchParams, [...REQUIRED_PARAMS, 'apiVersion']);
    if (missing.length) return sendError(res, 400, missingParamsMessage(missing), { missing });
    const version = url.searchParams.get('apiVersion');
    if (version !== API_VERSION) throw badRequest(`Unsupported apiVersion "${version}": the local twin answers apiVersion=${API_VERSION}`);
    return handlers[name](res, found[1]);
  }
  return { route };
}
