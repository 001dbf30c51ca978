/**
 * Allows at most `limit` calls per `windowMs` (a sliding window, on the clock `now`); the rest
 * are refused. Used to cap error reports at 5 per minute (spec §9).
 */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): () => boolean {
  const times: number[] = [];
  return () => {
    const at = now();
    while (times.length > 0 && at - (times[0] as number) >= windowMs) times.shift();
    if (times.length >= limit) return false;
    times.push(at);
    return true;
  };
}
