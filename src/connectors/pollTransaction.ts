import type { TransactionOutcome } from './NamespaceAdapter';

/**
 * The wait of every namespace (spec §4 transaction waiting): looks at a sent transaction every
 * `pollingInterval` until it ends or `timeoutMs` passes ('timeout'). A look that fails is
 * tried again at the next poll; when not one look succeeded in the whole wait, its last
 * error is thrown rather than a timeout.
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
      const outcome = await look(Math.max(1, deadline - Date.now()));
      answered = true;
      if (outcome) return outcome;
    } catch (error) {
      lastError = error;
    }
    const pause = Math.min(pollingInterval, deadline - Date.now());
    if (pause <= 0) break;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  if (!answered && lastError !== undefined) throw lastError;
  return { status: 'timeout' };
}
