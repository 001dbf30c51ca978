// GET /api/fee-estimates: sat/vB by confirmation target in blocks, with Esplora's keys. Fixed
// and low: the twin's blocks take the whole mempool, so any fee confirms in the next block.
const TARGETS = [...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008];
const rateFor = (target) => (target === 1 ? 3 : target === 2 ? 2.5 : target <= 5 ? 2 : target <= 25 ? 1.5 : 1);

export const FEE_ESTIMATES = Object.freeze(Object.fromEntries(TARGETS.map((target) => [String(target), rateFor(target)])));
