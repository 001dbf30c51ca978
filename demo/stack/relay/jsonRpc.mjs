// JSON-RPC 2.0 framing for the relay: parsing client frames, writing replies and the relay's own
// requests. Ids are echoed back exactly as the client wrote them: the SDK sends 19-digit ids
// (strings in 2.25, numbers in older clients), and a 19-digit number does not survive JSON.parse,
// so the id's source text is kept and written back verbatim.

export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
};

/** An error the relay answers with, as `{ code, message }`, instead of failing. */
export class RpcError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

// The first `"id": <digits>` in the frame is the top-level one for every client we know of
// (they write id first); it is used only after checking that it parses to the same number.
const NUMERIC_ID = /"id"\s*:\s*(-?\d+)/;

function idLiteralOf(text, id) {
  if (typeof id === 'string' || id === null) return JSON.stringify(id);
  if (typeof id === 'number') {
    if (Number.isSafeInteger(id)) return String(id);
    const raw = NUMERIC_ID.exec(text)?.[1];
    return raw !== undefined && Number(raw) === id ? raw : JSON.stringify(id);
  }
  return 'null'; // missing or of a type JSON-RPC does not allow
}

/**
 * Classifies one text frame. Returns `{ kind: 'request' | 'response', message, idLiteral }`;
 * throws RpcError (with `idLiteral` attached when known) for anything else.
 */
export function parseFrame(text) {
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    throw Object.assign(new RpcError(RPC_ERRORS.parse, 'Parse error: the frame is not JSON'), { idLiteral: 'null' });
  }
  if (!message || typeof message !== 'object' || Array.isArray(message)) {
    // Batches are not part of the relay protocol.
    throw Object.assign(new RpcError(RPC_ERRORS.invalidRequest, 'Invalid request: expected one JSON-RPC object'), { idLiteral: 'null' });
  }
  const idLiteral = idLiteralOf(text, message.id);
  const validId = typeof message.id === 'string' || typeof message.id === 'number';
  if (typeof message.method === 'string' && validId) return { kind: 'request', message, idLiteral };
  if (!('method' in message) && validId && ('result' in message || 'error' in message)) {
    return { kind: 'response', message, idLiteral };
  }
  throw Object.assign(new RpcError(RPC_ERRORS.invalidRequest, 'Invalid request: needs a string method and an id'), { idLiteral });
}

export function resultFrame(idLiteral, result) {
  return `{"id":${idLiteral},"jsonrpc":"2.0","result":${JSON.stringify(result ?? null)}}`;
}

export function errorFrame(idLiteral, code, message) {
  return `{"id":${idLiteral},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`;
}

export function requestFrame(id, method, params) {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params });
}

// 13-digit epoch milliseconds + 6 digits, as the relay spec suggests; a string so that clients
// parsing it with plain JSON.parse echo it back intact in their acks.
let lastId = 0n;
export function nextRpcId() {
  let id = BigInt(Date.now()) * 1_000_000n + BigInt(Math.floor(Math.random() * 1000));
  if (id <= lastId) id = lastId + 1n; // unique within the process even at the same millisecond
  lastId = id;
  return id.toString();
}
