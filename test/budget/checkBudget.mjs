// Size budget: what a visitor downloads before the first click (the ESM entry and every
// chunk it imports statically, gzip) and the whole UMD file (gzip). Printed, and the run
// fails when either is over its budget. The budgets sit a little above today's figures so
// that a regression shows; raise them only on purpose, with the reason in the commit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budgets in bytes (gzip). The product ceilings are 125 KB first load and 420 KB UMD. */
export const BUDGETS = {
  firstLoad: 112.7 * 1024,
  umd: 407 * 1024,
};

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

function staticClosure(manifest, entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of manifest.chunks[file]?.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen];
}

const manifest = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'));
const firstLoadFiles = staticClosure(manifest, 'wallet-modal.js');
const firstLoad = firstLoadFiles.reduce((sum, file) => sum + gzipSize(file), 0);
const lazy = Object.keys(manifest.chunks).filter((file) => !firstLoadFiles.includes(file));
const umd = gzipSize('wallet-modal.umd.js');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [
  ['ESM before first click', firstLoad, BUDGETS.firstLoad, `${firstLoadFiles.length} file(s)`],
  ['UMD file', umd, BUDGETS.umd, ''],
];
let failed = 0;
for (const [name, size, budget, note] of rows) {
  const ok = size <= budget;
  if (!ok) failed += 1;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${kb(size)} gzip (budget ${kb(budget)}) ${note}`);
}
console.log(`     lazy chunks: ${lazy.length}${lazy.length ? ` (${lazy.map((f) => `${f} ${kb(gzipSize(f))}`).join(', ')})` : ''}`);
console.log(failed ? `size budget exceeded by ${failed} figure(s)` : "size budget held");
process.exit(failed ? 1 : 0);
