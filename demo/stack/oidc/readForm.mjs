// Reads the small urlencoded body of the login page's forms; anything larger or of another
// type is refused (null), as it cannot come from that page.
const MAX_BYTES = 2048;

/** The body's fields as URLSearchParams, or null. */
export async function readForm(req) {
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) return null;
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
