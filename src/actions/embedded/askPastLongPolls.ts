import { FrameRequestError } from '../../errors/embeddedErrors';
import type { getSecureFrame } from './getSecureFrame';

/** A wait that lasted this long ended as a long poll does, unapproved so far; a quicker failure is a failure. */
const LONG_POLL_MS = 5_000;

/**
 * Asks the frame `type` (a long poll: CONNECT_DEVICE, CONNECT_FARCASTER), and asks again each
 * time it ends unapproved (the frame's own answer, after at least LONG_POLL_MS) while
 * `stillWanted()` and within `windowMs`: a visitor who takes longer than one poll to approve
 * (reading their mail, finding their phone) is still waited for. A quick failure (the frame or
 * its server down), an abort, or a frame that does not answer within `timeoutMs`, ends the wait.
 */
export async function askPastLongPolls<T>(
  frame: Awaited<ReturnType<typeof getSecureFrame>>,
  type: string,
  { stillWanted, windowMs, timeoutMs }: { stillWanted: () => boolean; windowMs: number; timeoutMs: number },
): Promise<T> {
  const until = Date.now() + windowMs;
  for (;;) {
    const startedAt = Date.now();
    try {
      return await frame.request<T>(type, undefined, { timeoutMs });
    } catch (thrown) {
      // Only the frame's own answer ends a long poll; its silence (our timeout) or an abort is a failure.
      const answered = thrown instanceof FrameRequestError && thrown.code !== 4001;
      if (!(answered && stillWanted() && Date.now() - startedAt >= LONG_POLL_MS && Date.now() < until)) throw thrown;
    }
  }
}
