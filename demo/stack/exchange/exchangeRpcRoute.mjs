// The data-service twin's Pay JSON-RPC (POST /v1/json-rpc?projectId=…), as the hosted service
// answers it (reown-com/blockchain-api, handlers/json_rpc: handler.rs and exchanges/), with the
// local exchange (localExchange.mjs) as its one exchange, in the place of its test exchange:
//   reown_getExchanges          { page, includeOnly? | exclude?, asset?, amount? } -> { total, exchanges: [{ id, name, imageUrl }] }
//   reown_getExchangePayUrl     { exchangeId, asset (CAIP-19), amount (decimal or 0x hex text), recipient (CAIP-10) }
//                               -> { url: '{exchange}/?asset=&amount=&recipient=&sessionId=&projectId=', sessionId (32 hex) }
//   reown_getExchangeBuyStatus  { exchangeId, sessionId } -> { status: 'UNKNOWN' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED', txHash }
// Errors are JSON-RPC errors, HTTP 400 (500 when internal): -1 an empty projectId, -6/-7/-8 a
// refusal of each method ('{method}: Validation error: …'), -32601 an unknown method, -32602
// params of the wrong shape ('Invalid params: …'). The status asks the exchange (POST
// {exchange}/api/status) and maps its answer as the hosted service maps its test exchange's: a
// non-2xx answer is UNKNOWN. Unlike the hosted one, CORS stays open and any projectId works.
import { randomUUID } from 'node:crypto';
import { readBody, sendJson } from '../http.mjs';
import { disassembleCaip10 } from '../disassembleCaip10.mjs';
import { EXCHANGE, parseCaip19 } from './localExchange.mjs';

const GET_EXCHANGES = 'reown_getExchanges';
const GET_PAY_URL = 'reown_getExchangePayUrl';
const GET_BUY_STATUS = 'reown_getExchangeBuyStatus';
const CODES = { [GET_EXCHANGES]: -6, [GET_PAY_URL]: -7, [GET_BUY_STATUS]: -8 };
const MAX_SESSION_ID_LENGTH = 50;
const STATUS_TIMEOUT_MS = 10_000;

/** A failure answered as a JSON-RPC error: `code`, the message, and internal (HTTP 500) or not (400). */
class RpcFailure extends Error {
  constructor(code, message, internal = false) {
    super(message);
    this.code = code;
    this.internal = internal;
  }
}

const validation = (method, message) => new RpcFailure(CODES[method], `${method}: Validation error: ${message}`);
const notFound = (method, id) => new RpcFailure(CODES[method], `${method}: Exchange not found: Validation error: Exchange ${id} not found`);
const internal = (method, message) => new RpcFailure(CODES[method], `${method}: Internal error: ${message}`, true);
const invalidParams = (message) => new RpcFailure(-32602, `Invalid params: ${message}`);

/** The params as the hosted structs deserialize them: each field of its type, required or optional (null allowed). */
function readParams(params, fields) {
  if (!params || typeof params !== 'object' || Array.isArray(params)) throw invalidParams('invalid type: expected a struct');
  const read = {};
  for (const [name, type, required] of fields) {
    const value = params[name];
    if (value === undefined || (value === null && !required)) {
      if (required) throw invalidParams(`missing field \`${name}\``);
      continue;
    }
    const ok =
      type === 'string' ? typeof value === 'string'
      : type === 'usize' ? Number.isSafeInteger(value) && value >= 0
      : Array.isArray(value) && value.every((entry) => typeof entry === 'string');
    if (!ok) throw invalidParams(`invalid type for \`${name}\`: expected ${type === 'strings' ? 'a sequence of strings' : type === 'usize' ? 'usize' : 'a string'}`);
    read[name] = value;
  }
  return read;
}

/** An amount as the hosted handler reads it: a float text (Rust's f64 syntax), else hex (with or without 0x); undefined otherwise. */
function readAmount(text) {
  if (/^[+-]?(inf|infinity|nan|(\d+\.?\d*|\.\d+)(e[+-]?\d+)?)$/i.test(text)) {
    const lower = text.toLowerCase().replace(/^\+/, '');
    if (lower.endsWith('nan')) return Number.NaN;
    if (lower.endsWith('inf') || lower.endsWith('infinity')) return lower.startsWith('-') ? -Infinity : Infinity;
    return Number(text);
  }
  const hex = text.replace(/^(0x)+/, '');
  return /^[0-9a-fA-F]{1,16}$/.test(hex) && BigInt(`0x${hex}`) <= BigInt(Number.MAX_SAFE_INTEGER) * 2048n ? Number(BigInt(`0x${hex}`)) : undefined;
}

/** A float as Rust's Display writes it: never an exponent (1e-7 -> '0.0000001', 1 -> '1'), NaN and inf spelt so. */
export function rustFloat(value) {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value < 0 ? '-inf' : 'inf';
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, head, tail = '', exp] = match;
  const digits = head + tail;
  const point = 1 + Number(exp);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  return `${sign}${digits.padEnd(point, '0')}${digits.length > point ? `.${digits.slice(point)}` : ''}`;
}

/** The hosted test exchange's status words, as its handler maps them. */
function mapStatus(word) {
  const lower = String(word).toLowerCase();
  if (lower === 'success') return 'SUCCESS';
  if (lower === 'pending' || lower === 'in_progress') return 'IN_PROGRESS';
  if (lower === 'failed' || lower === 'error') return 'FAILED';
  return 'UNKNOWN';
}

/** `payments` (exchangePayments.mjs) knows the assets paid; `getExchangeUrl()` is the exchange's origin. */
export function createExchangeRpcRoute({ payments, getExchangeUrl }) {
  const exchangeEntry = () => ({ id: EXCHANGE.id, name: EXCHANGE.name, imageUrl: `${getExchangeUrl()}/icon.svg` });
  const exchangeById = (method, id) => {
    if (id !== EXCHANGE.id) throw notFound(method, id);
  };

  function getExchanges(params) {
    const request = readParams(params, [['page', 'usize', true], ['includeOnly', 'strings'], ['exclude', 'strings'], ['asset', 'string'], ['amount', 'string']]);
    // An asset that is no CAIP-19 id: no exchange (the hosted handler swallows that error before any other check).
    if (request.asset !== undefined && !parseCaip19(request.asset)) return { total: 0, exchanges: [] };
    const all = request.asset === undefined || payments.assetOf(request.asset) ? [exchangeEntry()] : [];
    if (request.includeOnly && request.exclude) throw validation(GET_EXCHANGES, 'includeOnly and exclude are mutually exclusive');
    const exchanges = all.filter((e) => (request.includeOnly ? request.includeOnly.includes(e.id) : !(request.exclude ?? []).includes(e.id)));
    return { total: exchanges.length, exchanges };
  }

  function getPayUrl(params, projectId) {
    const request = readParams(params, [['exchangeId', 'string', true], ['asset', 'string', true], ['amount', 'string', true], ['recipient', 'string', true]]);
    exchangeById(GET_PAY_URL, request.exchangeId);
    const asset = parseCaip19(request.asset);
    if (!asset) throw validation(GET_PAY_URL, `Invalid CAIP-19 asset: ${request.asset}`);
    // The hosted handler words a CAIP-10 refusal as its crypto utils do, without their REST prefix.
    const recipient = disassembleCaip10(request.recipient);
    if (recipient.error) throw validation(GET_PAY_URL, recipient.error);
    if (recipient.namespace !== asset.namespace) {
      throw validation(GET_PAY_URL, `Invalid recipient. CAIP-10 namespace must match asset namespace: ${recipient.namespace} != ${asset.assetNamespace}`);
    }
    if (recipient.reference !== asset.reference) {
      throw validation(GET_PAY_URL, `Invalid recipient. CAIP-10 chainId must match asset chainId: ${recipient.reference} != ${asset.assetReference}`);
    }
    if (!payments.assetOf(request.asset)) throw validation(GET_PAY_URL, `Asset ${request.asset} is not supported by exchange ${request.exchangeId}`);
    const amount = readAmount(request.amount);
    if (amount === undefined) throw validation(GET_PAY_URL, `Invalid amount. Expected a valid number or hexadecimal string: ${request.amount}`);
    // Without dashes, as the hosted service makes it (some exchanges take letters and digits only).
    const sessionId = randomUUID().replaceAll('-', '');
    const url = `${getExchangeUrl()}/?asset=${request.asset}&amount=${rustFloat(amount)}&recipient=${recipient.address}&sessionId=${sessionId}&projectId=${encodeURIComponent(projectId)}`;
    return { url, sessionId };
  }

  async function getBuyStatus(params) {
    const request = readParams(params, [['exchangeId', 'string', true], ['sessionId', 'string', true]]);
    exchangeById(GET_BUY_STATUS, request.exchangeId);
    if (!request.sessionId || request.sessionId.length > MAX_SESSION_ID_LENGTH) throw validation(GET_BUY_STATUS, 'Invalid session ID');
    let answer;
    try {
      answer = await fetch(`${getExchangeUrl()}/api/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: request.sessionId }),
        signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
      });
    } catch (error) {
      throw internal(GET_BUY_STATUS, `Unable to get exchange buy status: GetPayUrlError(${JSON.stringify(error.message)})`);
    }
    if (!answer.ok) return { status: 'UNKNOWN', txHash: null };
    let body;
    try {
      body = await answer.json();
    } catch (error) {
      throw internal(GET_BUY_STATUS, `Unable to get exchange buy status: GetPayUrlError("Failed to parse response: ${error.message}")`);
    }
    if (!body || typeof body !== 'object' || typeof body.status !== 'string' || (body.txid != null && typeof body.txid !== 'string')) {
      throw internal(GET_BUY_STATUS, 'Unable to get exchange buy status: GetPayUrlError("Failed to parse response")');
    }
    return { status: mapStatus(body.status), txHash: body.txid ?? null };
  }

  const METHODS = { [GET_EXCHANGES]: getExchanges, [GET_PAY_URL]: getPayUrl, [GET_BUY_STATUS]: getBuyStatus };

  return async function exchangeRpc(req, res, url) {
    if (req.method !== 'POST') return sendJson(res, 405, { status: 405, error: 'Method not allowed' });
    const projectId = url.searchParams.get('projectId');
    if (projectId === null) {
      res.statusCode = 400;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return res.end('Failed to deserialize query string: missing field `projectId`');
    }
    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return sendJson(res, 400, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the body is not JSON' } });
    }
    if (!body || typeof body !== 'object' || Array.isArray(body) || typeof body.method !== 'string') {
      return sendJson(res, 422, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request: a JSON-RPC request object with a method' } });
    }
    const id = body.id ?? null;
    res.rpcMethods = [body.method];
    try {
      if (!projectId.trim()) throw new RpcFailure(-1, 'Invalid project ID: the project id is empty');
      const method = METHODS[body.method];
      if (!method) throw new RpcFailure(-32601, 'Method not found');
      const result = await method(body.params ?? null, projectId);
      return sendJson(res, 200, { jsonrpc: '2.0', id, result });
    } catch (error) {
      if (!(error instanceof RpcFailure)) throw error;
      return sendJson(res, error.internal ? 500 : 400, { jsonrpc: '2.0', id, error: { code: error.code, message: error.message } });
    }
  };
}
