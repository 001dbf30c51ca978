// Calls to the frame's own server (same origin): JSON in, JSON out. A refusal becomes a
// FrameError carrying the server's message (and code), which the frame passes on to the app.
import { FrameError } from './frameError.mjs';

const TIMEOUT_MS = 15_000;

export async function callServer(path, body, { timeoutMs = TIMEOUT_MS } = {}) {
  let res;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new FrameError('Could not reach the secure site. Try again.');
  }
  const answer = await res.json().catch(() => null);
  if (!res.ok) {
    const message = typeof answer?.error === 'string' ? answer.error : 'An error occurred';
    throw new FrameError(message, Number.isInteger(answer?.code) ? answer.code : undefined);
  }
  if (!answer || typeof answer !== 'object') throw new FrameError('An error occurred');
  return answer;
}
