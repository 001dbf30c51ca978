// Reads a small JSON object body; anything else is answered 400/413/415 by the caller's catch.
import { AuthError } from './authError.mjs';

const MAX_BYTES = 4096;

export async function readJson(req) {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) throw new AuthError(415, 'Expected a JSON body');
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BYTES) throw new AuthError(413, 'Request body too large');
    chunks.push(chunk);
  }
  let body;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new AuthError(400, 'Malformed JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AuthError(400, 'Expected a JSON object');
  return body;
}
