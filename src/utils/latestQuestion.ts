/**
 * A question asked after a pause in typing, of which only the latest counts: beginning one drops
 * the one still waiting for its pause and makes the answers of every older one stale. With no
 * pause (0, and no afterPause) it only tells the latest of overlapping loads: the token balances,
 * a swap's review, a send's fee.
 *
 * @example
 * const quote = latestQuestion(300);
 * function typed(text: string) {
 *   const isLatest = quote.begin();
 *   quote.afterPause(() => void ask(text).then((answer) => isLatest() && show(answer)));
 * }
 */
export function latestQuestion(pauseMs: number): { begin(): () => boolean; afterPause(ask: () => void): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  return {
    begin() {
      clearTimeout(timer);
      const mine = ++asked;
      return () => mine === asked;
    },
    afterPause(ask) {
      timer = setTimeout(ask, pauseMs);
    },
  };
}
