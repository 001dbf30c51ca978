// What the sign-in service twin reads from an authenticate call before it looks at the signature:
// the page the call comes from, the body AppKit's ReownAuthentication sends (`{ data, message,
// signature, clientId, walletInfo }`, data being the SIWX message's fields).
import { SIGN_IN_NAMESPACES } from './verifySignIn.mjs';

const refuse = (status, message) => ({ status, message });
const isText = (value, max = 1024) => typeof value === 'string' && value.length > 0 && value.length <= max;
const OPTIONAL_TEXT = ['statement', 'requestId', 'issuedAt', 'expirationTime', 'notBefore'];
const TIMES = ['issuedAt', 'expirationTime', 'notBefore'];
const WALLET_TYPES = ['walletconnect', 'extension', 'unknown'];

/**
 * The host of the page that calls (`example.com:8080`), or a refusal. A verifier can only bind a
 * message's domain to a page the request names: its Origin, else (a client that sends none) its
 * Referer. A request that names neither, or an opaque origin (`Origin: null`: a sandboxed frame,
 * a data: or file: page), has no page whose domain a message could be for, and is refused.
 */
export function pageHostOf(req) {
  const origin = req.headers.origin;
  if (origin === 'null') return refuse(401, 'Unauthorized: an opaque origin (Origin: null) cannot sign in for a domain');
  const named = origin ?? req.headers.referer;
  if (!named) return refuse(401, 'Unauthorized: the request names no page (Origin or Referer) to check the message\'s domain against');
  try {
    const { host, protocol } = new URL(named);
    if (host && (protocol === 'http:' || protocol === 'https:')) return { host };
  } catch {
    // refused below
  }
  return refuse(401, `Unauthorized: "${String(named).slice(0, 100)}" is no page origin`);
}

/** `{ namespace, reference, caip2 }` of a CAIP-2 id, or undefined. */
function caip2Of(chainId) {
  if (typeof chainId !== 'string') return undefined;
  const match = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/.exec(chainId);
  return match ? { namespace: match[1], reference: match[2], caip2: chainId } : undefined;
}

/** The SIWX message data (`data`): its fields checked, or a string saying what is wrong. */
function readData(data) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return 'The body needs data: the SIWX message fields { accountAddress, chainId, domain, uri, version, nonce, … }';
  if (!isText(data.accountAddress, 128)) return 'data needs accountAddress (the account signing in)';
  const chain = caip2Of(data.chainId);
  if (!chain) return `data.chainId must be a CAIP-2 network id (eip155:1); got ${JSON.stringify(data.chainId ?? null)}`;
  if (!SIGN_IN_NAMESPACES.includes(chain.namespace)) return `Unsupported namespace "${chain.namespace}": ${SIGN_IN_NAMESPACES.join(', ')} sign in here`;
  for (const field of ['domain', 'uri', 'version', 'nonce']) if (!isText(data[field])) return `data needs ${field} (a string)`;
  for (const field of OPTIONAL_TEXT) if (data[field] !== undefined && data[field] !== null && typeof data[field] !== 'string') return `data.${field} must be a string`;
  for (const field of TIMES) if (data[field] && Number.isNaN(Date.parse(data[field]))) return `data.${field} must be an ISO 8601 time`;
  if (data.resources !== undefined && data.resources !== null && !(Array.isArray(data.resources) && data.resources.every((r) => isText(r)))) return 'data.resources must be a list of URIs';
  let uri;
  try {
    uri = new URL(data.uri);
  } catch {
    return 'data.uri must be an absolute URI';
  }
  if (uri.host !== data.domain) return `data.uri (${uri.host}) is not on data.domain (${data.domain})`;
  return { ...chain, address: data.accountAddress, fields: data };
}

function readWalletInfo(info) {
  if (info === undefined || info === null) return undefined;
  if (typeof info !== 'object' || Array.isArray(info)) return 'walletInfo must be an object';
  if (info.type === 'social') return isText(info.social, 64) && isText(info.identifier, 256) ? undefined : 'walletInfo of type social needs social and identifier';
  if (!WALLET_TYPES.includes(info.type)) return `walletInfo.type must be one of social, ${WALLET_TYPES.join(', ')}`;
  for (const field of ['name', 'icon']) if (info[field] !== undefined && info[field] !== null && typeof info[field] !== 'string') return `walletInfo.${field} must be a string`;
  return undefined;
}

/**
 * The authenticate body `{ data, message, signature, clientId?, walletInfo? }` →
 * `{ namespace, reference, caip2, address, fields, message, signature }`, or a string saying
 * what is wrong (a 400).
 */
export function readAuthenticateBody(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The body must be a JSON object';
  const data = readData(body.data);
  if (typeof data === 'string') return data;
  if (!isText(body.message, 10_000)) return 'The body needs the signed message (a string)';
  if (body.clientId !== undefined && body.clientId !== null && !isText(body.clientId, 256)) return 'clientId must be a string or null';
  const walletInfo = readWalletInfo(body.walletInfo);
  if (walletInfo) return walletInfo;
  return { ...data, message: body.message, signature: body.signature };
}
