// The data service's smart-session routes, as the hosted service answers them (blockchain-api
// src/handlers/sessions/, the routes of its src/lib.rs), kept in memory for one stack run:
//   POST /v1/sessions/{caip10}?projectId[&v]            create: body { expiry, signer: { type, data },
//        permissions: [{ type, data }], policies: [{ type, data }] } → { pci (uuid v4), key: { type:
//        'secp256k1', publicKey } }: a fresh key; with v=2 publicKey is 0x + the hex of the
//        uncompressed point, without it (v1) the ASCII of that hex, hex-encoded, as hosted.
//   GET  /v1/sessions/{caip10}?projectId                 list → { pcis: [{ project: { id, name, url: null,
//        iconUrl: null }, pci, expiry, createdAt, permissions, policies, context|null, revokedAt|null }] } (≤ 255)
//   GET  /v1/sessions/{caip10}/getcontext?projectId&pci  → { context } (null until activated)
//   POST /v1/sessions/{caip10}/activate?projectId        body { pci, expiry, signer, permissions,
//        policies, context (hex) } → 200, empty: stores the context (a revoked one too, as hosted)
//   POST /v1/sessions/{caip10}/revoke?projectId          body { pci, signature } → 200, empty: sets revokedAt.
//        The hosted request struct is `{ pci }` alone and serde keeps unknown fields out of it, so the
//        signature is neither checked nor required there: the twin, like it, ignores it (the modal
//        still sends the wallet's, as spec §7 says).
// The session is stored under the CAIP-10 text as written in the path (the hosted store's key):
// another spelling of the same account is another account.
// Refusals, in the hosted order: a method the path does not take (405, empty), the query (400
// text: projectId missing, `v` not a whole number, `pci` not a UUID), the body (400 text when not
// JSON, 422 text when of the wrong shape), an empty projectId (401, as every twin route: any other
// id works locally), the CAIP-10 (400, field '', `Crypto utils error: …`), then 400 field `pci`:
// `Permission for PCI is not found: {pci}` and, on revoke, `Permission is revoked: {pci}`.
// The hosted co-signing route (/sign) has no twin: sessions here name one signer, the host's key.
import { randomUUID } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { readBody, sendJson } from './http.mjs';
import { disassembleCaip10 } from './disassembleCaip10.mjs';
import { answering, parseJsonBody, refuse, rejectBody, rejectQuery, sendText, serdeKind } from './hostedRefusals.mjs';

const MAX_PCIS = 255;
// What the hosted registry would call the project; the twin has no registry.
const PROJECT_NAME = 'Local project';
const UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/i;

const ROUTES = [
  [/^\/v1\/sessions\/([^/]+)$/, { POST: 'create', GET: 'list' }],
  [/^\/v1\/sessions\/([^/]+)\/getcontext$/, { GET: 'getContext' }],
  [/^\/v1\/sessions\/([^/]+)\/activate$/, { POST: 'activate' }],
  [/^\/v1\/sessions\/([^/]+)\/revoke$/, { POST: 'revoke' }],
];

const nowSeconds = () => Math.floor(Date.now() / 1000);

const at = (path, detail) => rejectBody(path ? `${path}: ${detail}` : detail);
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of a struct in declaration order: the first one missing is the one serde names. */
function checkStruct(value, path, name, fields) {
  if (!isObject(value)) at(path, `invalid type: ${serdeKind(value)}, expected struct ${name}`);
  const inner = (field) => (path ? `${path}.${field}` : field);
  // Types are checked as the fields come (unknown fields are let through), then the first missing one is named.
  for (const key of Object.keys(value)) if (Object.hasOwn(fields, key)) fields[key](value[key], inner(key));
  const missing = Object.keys(fields).find((field) => !Object.hasOwn(value, field));
  if (missing) at(path, `missing field \`${missing}\``);
}

const checkString = (value, path) => typeof value === 'string' || at(path, `invalid type: ${serdeKind(value)}, expected a string`);
const checkUsize = (value, path) => {
  if (typeof value === 'number' && Number.isInteger(value) && value < 0) at(path, `invalid value: integer \`${value}\`, expected usize`);
  if (!(typeof value === 'number' && Number.isSafeInteger(value))) at(path, `invalid type: ${serdeKind(value)}, expected usize`);
};
const anyValue = () => undefined;
const checkTypeData = (value, path) => checkStruct(value, path, 'PermissionTypeData', { type: checkString, data: anyValue });
const checkTypeDataList = (value, path) => {
  if (!Array.isArray(value)) at(path, `invalid type: ${serdeKind(value)}, expected a sequence`);
  value.forEach((item, index) => checkTypeData(item, `${path}[${index}]`));
};
// alloy's Bytes: a hex string, 0x optional, of whole bytes.
const checkBytes = (value, path) => {
  if (typeof value !== 'string') at(path, `invalid type: ${serdeKind(value)}, expected a valid hex string`);
  if (!/^(0x)?([0-9a-fA-F]{2})*$/.test(value)) at(path, `invalid value: string ${JSON.stringify(value)}, expected a valid hex string`);
};

const PERMISSION = { expiry: checkUsize, signer: checkTypeData, permissions: checkTypeDataList, policies: checkTypeDataList };
const BODIES = {
  create: (body) => checkStruct(body, '', 'NewPermissionPayload', PERMISSION),
  activate: (body) => checkStruct(body, '', 'ActivatePermissionPayload', { pci: checkString, ...PERMISSION, context: checkBytes }),
  revoke: (body) => checkStruct(body, '', 'PermissionRevokeRequest', { pci: checkString }),
};

/** The secp256k1 key of a new session: its private key (kept, as hosted) and its public key as the answer writes it. */
function newKey(version) {
  const privateKey = generatePrivateKey();
  const uncompressed = privateKeyToAccount(privateKey).publicKey.slice(2); // 04 ‖ x ‖ y, hex
  const publicKey = version === 2 ? `0x${uncompressed}` : `0x${Buffer.from(uncompressed, 'ascii').toString('hex')}`;
  return { privateKey, publicKey };
}

/** `route(req, res, url)` answers /v1/sessions/…; false for any other path. */
export function createSessionRoutes() {
  /** caip10 (as written) → Map(pci → stored item). */
  const store = new Map();
  const sessionsOf = (caip10) => store.get(caip10) ?? new Map();
  const stored = (caip10, pci) => sessionsOf(caip10).get(pci) ?? refuse(400, 'pci', `Permission for PCI is not found: ${pci}`);

  const handlers = {
    create(res, caip10, { projectId, version }, body) {
      const pci = randomUUID();
      const { privateKey, publicKey } = newKey(version);
      const sessions = sessionsOf(caip10);
      sessions.set(pci, {
        pci,
        expiry: body.expiry,
        createdAt: nowSeconds(),
        projectId,
        signer: body.signer,
        permissions: body.permissions,
        policies: body.policies,
        context: null,
        signingKey: privateKey,
        revokedAt: null,
      });
      store.set(caip10, sessions);
      return sendJson(res, 200, { pci, key: { type: 'secp256k1', publicKey } });
    },

    list(res, caip10) {
      const pcis = [...sessionsOf(caip10).values()].slice(0, MAX_PCIS).map((item) => ({
        project: { id: item.projectId, name: PROJECT_NAME, url: null, iconUrl: null },
        pci: item.pci,
        expiry: item.expiry,
        createdAt: item.createdAt,
        permissions: item.permissions,
        policies: item.policies,
        context: item.context,
        revokedAt: item.revokedAt,
      }));
      return sendJson(res, 200, { pcis });
    },

    getContext(res, caip10, { pci }) {
      return sendJson(res, 200, { context: stored(caip10, pci).context });
    },

    activate(res, caip10, query, body) {
      const item = stored(caip10, body.pci);
      // Kept as alloy's Bytes prints: 0x and lowercase hex.
      item.context = `0x${body.context.replace(/^0x/, '').toLowerCase()}`;
      return sendEmpty(res);
    },

    revoke(res, caip10, query, body) {
      const item = stored(caip10, body.pci);
      if (item.revokedAt !== null) refuse(400, 'pci', `Permission is revoked: ${body.pci}`);
      item.revokedAt = nowSeconds();
      return sendEmpty(res);
    },
  };

  function readQuery(url, name) {
    const projectId = url.searchParams.get('projectId') ?? rejectQuery('missing field `projectId`');
    const rawVersion = url.searchParams.get('v');
    if (rawVersion !== null && !/^\d+$/.test(rawVersion)) rejectQuery(`v: ${rawVersion === '' ? 'cannot parse integer from empty string' : 'invalid digit found in string'}`);
    const query = { projectId, version: rawVersion === null ? undefined : Number(rawVersion) };
    if (name !== 'getContext') return query;
    const pci = url.searchParams.get('pci') ?? rejectQuery('missing field `pci`');
    if (!UUID.test(pci)) rejectQuery(`pci: UUID parsing failed: invalid UUID \`${pci}\``);
    // As the parsed UUID prints: lowercase, hyphenated.
    const hex = pci.replaceAll('-', '').toLowerCase();
    return { ...query, pci: [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-') };
  }

  function route(req, res, url) {
    const found = ROUTES.map(([pattern, methods]) => [url.pathname.match(pattern), methods]).find(([match]) => match);
    if (!found) return false;
    const [match, methods] = found;
    const name = Object.hasOwn(methods, req.method) ? methods[req.method] : undefined;
    if (!name) return sendText(res, 405, '');
    return answering(res, async () => {
      let caip10 = match[1];
      try {
        caip10 = decodeURIComponent(caip10);
      } catch {
        // Left as written: refused as a CAIP-10 below.
      }
      const query = readQuery(url, name);
      let body;
      if (BODIES[name]) {
        body = parseJsonBody(await readBody(req));
        BODIES[name](body);
      }
      if (!query.projectId) refuse(401, 'authentication', 'We failed to authenticate your request');
      const { error } = disassembleCaip10(caip10);
      if (error) refuse(400, '', `Crypto utils error: ${error}`);
      return handlers[name](res, caip10, query, body);
    });
  }

  return { route };
}

/** The hosted `().into_response()`: 200 and no body. */
function sendEmpty(res) {
  res.statusCode = 200;
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}
