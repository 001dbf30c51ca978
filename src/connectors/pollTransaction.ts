import { sleep } from '../utils/sleep';
import type { TransactionOutcome } from './NamespaceAdapter';

const DEADLINE = Symbol('deadline');

/**
 * The wait of every namespace (spec §4 transaction waiting): looks at a sent transaction every
 * `pollingInterval` until it ends or `timeoutMs` passes ('timeout'). The deadline holds even
 * for a look that hangs (a network that does not answer). A look that fails is tried again at
 * the next poll; when not one look succeeded in the whole wait, its last error is thrown
 * rather than a timeout.
 */
export async function pollTransaction(
  look: (timeLeftMs: number) => Promise<TransactionOutcome | undefined>,
  { timeoutMs, pollingInterval }: { timeoutMs: number; pollingInterval: number },
): Promise<TransactionOutcome> {
  const deadline = Date.now() + timeoutMs;
  let answered = false;
  let lastError: unknown;
  for (;;) {
    try {
      const timeLeft = Math.max(1, deadline - Date.now());
      const looking = look(timeLeft);
      looking.catch(() => undefined); // a look still out at the deadline may fail later: nobody waits for it then
      const outcome = await Promise.race([looking, sleep(timeLeft).then((): typeof DEADLINE => DEADLINE)]);
      if (outcome === DEADLINE) break;
      answered = true;
      if (outcome) return outcome;
    } catch (error) {
      lastError = error;
    }
    const pause = Math.min(pollingInterval, deadline - Date.now());
    if (pause <= 0) break;
    await sleep(pause);
  }
  if (!answered && lastError !== undefined) throw lastError;
  return { status: 'timeout' };
}
