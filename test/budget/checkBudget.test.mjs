// `npm run budget` (checkBudget.mjs) on a dist/ that `npm start` built: it must refuse to measure
// unminified files rather than report their sizes. The real script runs from a copy of the
// repository's layout (test/budget/ and dist/) in a scratch folder.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'wallet-modal-budget-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs checkBudget.mjs over a dist/ holding `files` (name → text) and `manifest`. */
function runBudget(manifest, files) {
  const root = mkdtempSync(path.join(scratch, 'repo-'));
  mkdirSync(path.join(root, 'test/budget'), { recursive: true });
  for (const file of ['checkBudget.mjs', 'staticClosure.mjs']) copyFileSync(path.join(here, file), path.join(root, 'test/budget', file));
  mkdirSync(path.join(root, 'dist/chunks'), { recursive: true });
  writeFileSync(path.join(root, 'dist/build-manifest.json'), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, 'dist', name), text);
  return spawnSync(process.execPath, [path.join(root, 'test/budget/checkBudget.mjs')], { encoding: 'utf8' });
}

const chunks = {
  'wallet-modal.js': { name: 'wallet-modal', isEntry: true, imports: [], dynamicImports: ['chunks/modalCode-1.js'] },
  'chunks/modalCode-1.js': { name: 'modalCode', isEntry: false, imports: [], dynamicImports: ['chunks/bundledReact-1.js', 'chunks/eip155Discovery-1.js'] },
  'chunks/bundledReact-1.js': { name: 'bundledReact', isEntry: false, imports: [], dynamicImports: [] },
  // What the modal's code loads as it mounts (checkBudget's AT_MOUNT), by facade module.
  'chunks/eip155Discovery-1.js': { name: 'eip155Discovery', facade: 'src/connectors/eip155/eip6963/eip155Discovery.ts', isEntry: false, imports: [], dynamicImports: [] },
};
const files = Object.fromEntries([...Object.keys(chunks).map((file) => [file, 'export{}']), ['wallet-modal.umd.js', ';']]);

test("refuses npm start's unminified dist/, saying which build to run", () => {
  const run = runBudget({ chunks, minified: false }, files);
  assert.equal(run.status, 1);
  assert.equal(run.stderr.trim(), 'dist/ is an unminified npm start build; run npm run build');
  assert.equal(run.stdout, '');
});

test("measures npm run build's dist/", () => {
  const run = runBudget({ chunks }, files);
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /size budget held/);
});
