// The Bitcoin ledger twin as the stack runs it: the ledger (createLedger.mjs), its Esplora-shaped
// HTTP handler (createBitcoinService.mjs) and a block every `blockIntervalMs` (2 s by default:
// quick enough for a person watching the demo, while tests mine at once with POST /__mine).
import { createBitcoinService } from './createBitcoinService.mjs';
import { createLedger } from './createLedger.mjs';

export const DEFAULT_BLOCK_INTERVAL_MS = 2000;

/** `blockIntervalMs: 0` mines only on demand. Returns `{ ledger, handler, stop() }`. */
export function startBitcoinLedger({ log, blockIntervalMs = DEFAULT_BLOCK_INTERVAL_MS } = {}) {
  const ledger = createLedger();
  const timer = blockIntervalMs > 0 ? setInterval(() => ledger.mine(), blockIntervalMs) : null;
  timer?.unref?.(); // never what keeps the process alive
  return { ledger, handler: createBitcoinService({ ledger, log }), stop: () => timer && clearInterval(timer) };
}
