// How the hosted data service (reown-com/blockchain-api on axum 0.8) answers what it refuses, for
// the twin routes that answer as it does (convert, account, identity and name routes):
// - its handlers' refusals: JSON `{ status: 'FAILED', reasons: [{ field, description }] }` (its
//   src/error.rs), thrown here as `Refusal`;
// - its extractors' rejections, before a handler runs: plain text, 400 `Failed to deserialize
//   query string: …` for the query, 400 `Failed to parse the request body as JSON: …` for a body
//   that is not JSON and 422 `Failed to deserialize the JSON body into the target type: …` for one
//   of the wrong shape; thrown here as `Rejection`. serde's " at line L column C" is left out.
// `answering(res, run)` sends either as the hosted service would and lets anything else through.
import { sendJson } from './http.mjs';

/** A handler's refusal: `{ status: 'FAILED', reasons: [{ field, description }] }` with `status`. */
export class Refusal extends Error {
  constructor(status, field, description) {
    super(description);
    this.status = status;
    this.field = field;
  }
}

/** An extractor's rejection: `text` as text/plain with `status`. */
export class Rejection extends Error {
  constructor(status, text) {
    super(text);
    this.status = status;
  }
}

export const refuse = (status, field, description) => {
  throw new Refusal(status, field, description);
};

/** 400 `The address provided is invalid` (field `address`): the hosted RpcError::InvalidAddress. */
export const refuseAddress = () => refuse(400, 'address', 'The address provided is invalid');

export const rejectQuery = (detail) => {
  throw new Rejection(400, `Failed to deserialize query string: ${detail}`);
};

/** Parses a JSON request body as the hosted JSON extractor does: 400 when it is not JSON. */
export function parseJsonBody(text) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Rejection(400, `Failed to parse the request body as JSON: ${error.message}`);
  }
}

/** A JSON value as serde names it in an error ('integer `5`', 'string "x"', 'sequence', …). */
export function serdeKind(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'sequence';
  if (typeof value === 'string') return `string ${JSON.stringify(value)}`;
  if (typeof value === 'boolean') return `boolean \`${value}\``;
  if (typeof value === 'number') return Number.isInteger(value) ? `integer \`${value}\`` : `floating point \`${value}\``;
  return 'map';
}

export const rejectBody = (detail) => {
  throw new Rejection(422, `Failed to deserialize the JSON body into the target type: ${detail}`);
};

export function sendText(res, status, text) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/** Runs `run()`; a Refusal or a Rejection it throws is answered as the hosted service answers it. */
export async function answering(res, run) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Rejection) return sendText(res, error.status, error.message);
    if (error instanceof Refusal) return sendJson(res, error.status, { status: 'FAILED', reasons: [{ field: error.field, description: error.message }] });
    throw error;
  }
}
