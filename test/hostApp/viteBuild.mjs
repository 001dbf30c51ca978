// One `vite build` of the fixture host app in one of its modes, and what its JavaScript weighs
// (gzip): what the page loads first, what it has fetched before the first click, and all of it.
// Used by its test and by the benchmark.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP, bin, runOrFail, timed } from './runInApp.mjs';

const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * Builds the app in `mode` ('app' is vite's production mode, the host app with wagmi).
 * `sharedReact`: the mode's page lends the modal its React (it imports wallet-modal/react).
 */
export function viteBuild(mode, { sharedReact = false } = {}) {
  const outDir = path.join(APP, mode === 'app' ? 'dist' : `dist-${mode}`);
  // Only vite's warnings are printed (stderr and stdout), which the caller passes on as they are.
  const { result: said, seconds } = timed(() =>
    runOrFail(`vite build --mode ${mode}`, process.execPath, [bin('vite', 'bin/vite.js'), 'build', '--mode', mode === 'app' ? 'production' : mode, '--logLevel', 'warn']),
  );
  const warnings = `${said.stdout}\n${said.stderr}`.split('\n').filter((line) => line.trim().startsWith('(!)'));
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  assert.ok(entryKey, `the ${mode} build has an entry`);
  // What the page loads before anything is clicked: the entry and what it imports statically.
  const initial = new Set();
  const visit = (key) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  const initialFiles = [...initial].map((key) => manifest[key].file);
  const allFiles = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`);
  const weigh = (files) => files.reduce((sum, file) => sum + gzip(path.join(outDir, file)), 0);
  const firstClickFiles = beforeFirstClick(manifest, initial, sharedReact);
  return {
    mode, sharedReact, seconds, warnings, outDir, manifest, entryKey, initialFiles, allFiles, firstClickFiles,
    initial: weigh(initialFiles), firstClick: weigh(firstClickFiles), total: weigh(allFiles),
  };
}

/**
 * The files the page has fetched before the first click: the first load, then what the modal's
 * entry loads in idle time, its code (dist/chunks/modalCode-*.js) with the chunks it imports, and,
 * unless the page lends the modal its React, the React the modal brings
 * (dist/chunks/bundledReact-*.js). hostAppInBrowser.test.ts checks what the pages do fetch.
 */
function beforeFirstClick(manifest, initial, sharedReact) {
  const keys = new Set(initial);
  const visit = (key) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  const fromPackage = (name) => Object.keys(manifest).find((key) => new RegExp(`node_modules/wallet-modal/dist/chunks/${name}-[^/]+\\.js$`).test(key));
  const modalCode = fromPackage('modalCode');
  if (modalCode) visit(modalCode);
  if (modalCode && !sharedReact) visit(fromPackage('bundledReact'));
  return [...keys].map((key) => manifest[key].file);
}
