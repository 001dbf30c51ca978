#!/usr/bin/env node
// Builds dist/ for `npm start` only when it is out of date: when some input of the build is
// newer than the oldest of dist's main outputs, or an output is missing. The inputs: every file
// and folder under src/ (a folder's time changes when a file in it is added, removed or
// renamed), the build config (rollup.config.mjs, tsconfig.json, package.json) and what npm
// installed (node_modules/.package-lock.json, rewritten by every `npm ci` / `npm install`).
// test/ is not an input: nothing of it reaches dist/.
// The build itself is `npm run build`'s: dist/ removed, then rollup.config.mjs's two bundles
// (ESM and UMD), the same outputs byte for byte; only the progress is printed differently.
// With --no-declarations (`npm start`: the demo serves the code and reads no .d.ts) the build
// writes no declaration files, and skips the type check that comes with them: the same code,
// about ten seconds of a core less; a dist/ without them is then fresh only for such a build.
// With --no-minify (`npm start` too) the ESM and UMD bundles are rollup's output, not minified
// (rollup.config.mjs, WM_BUILD_MINIFY): the same modules, about a third of a bundle's time less. dist/build-manifest.json then says `"minified": false`, and
// such a dist/ is fresh only for a build that asks for no minification: not for the screenshots,
// nor for `npm run budget`, which refuses it.
// CLI: `node demo/setup/ensureBuild.mjs [--force] [--no-declarations] [--no-minify] [--stderr]`;
// exits non-zero when the build fails. `npm pack` runs it (prepack, with --stderr), so that a
// package is never packed from a stale dist/ or from npm start's unminified one.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const CONFIG_INPUTS = ['rollup.config.mjs', 'tsconfig.json', 'package.json', 'node_modules/.package-lock.json'];
// The files each build writes last-touched; the oldest of them dates dist/.
const MAIN_OUTPUTS = ['dist/wallet-modal.js', 'dist/wallet-modal.umd.js', 'dist/react.js', 'dist/wagmi.js', 'dist/build-manifest.json'];
const DECLARATION_OUTPUTS = ['dist/wallet-modal.d.ts'];
const outputs = (declarations) => (declarations ? [...MAIN_OUTPUTS, ...DECLARATION_OUTPUTS] : MAIN_OUTPUTS);

function newestUnder(dir, newest) {
  const stat = statSync(dir);
  if (stat.mtimeMs > newest.mtimeMs) Object.assign(newest, { mtimeMs: stat.mtimeMs, file: dir });
  if (!stat.isDirectory()) return newest;
  for (const name of readdirSync(dir)) newestUnder(path.join(dir, name), newest);
  return newest;
}

/**
 * `{ fresh, reason }`: whether dist/ holds a build of the current inputs, and why not (or why so),
 * in words for a progress line. `declarations: false`: the declaration files are not asked for;
 * `minified: false`: an unminified build (`npm start`'s) will do.
 */
export function distState({ rootDir = REPO_ROOT, declarations = true, minified = true } = {}) {
  const rel = (file) => path.relative(rootDir, file);
  let oldestOutput = Infinity;
  for (const output of outputs(declarations)) {
    const file = path.join(rootDir, output);
    if (!existsSync(file)) return { fresh: false, reason: `${output} is missing` };
    oldestOutput = Math.min(oldestOutput, statSync(file).mtimeMs);
  }
  let manifest;
  let chunks = [];
  try {
    manifest = JSON.parse(readFileSync(path.join(rootDir, 'dist/build-manifest.json'), 'utf8'));
    chunks = Object.keys(manifest.chunks);
  } catch {
    return { fresh: false, reason: 'dist/build-manifest.json is unreadable' };
  }
  if (minified && manifest.minified === false) return { fresh: false, reason: "dist/ is npm start's unminified build" };
  const lostChunk = chunks.find((chunk) => !existsSync(path.join(rootDir, 'dist', chunk)));
  if (lostChunk) return { fresh: false, reason: `dist/${lostChunk} is missing` };
  const newest = newestUnder(path.join(rootDir, 'src'), { mtimeMs: 0, file: '' });
  for (const input of CONFIG_INPUTS) {
    const file = path.join(rootDir, input);
    if (existsSync(file)) newestUnder(file, newest);
  }
  if (newest.mtimeMs >= oldestOutput) return { fresh: false, reason: `${rel(newest.file)} is newer than dist/` };
  return { fresh: true, reason: 'dist/ is newer than src/ and the build config' };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Builds the `index`-th bundle of rollup.config.mjs, in this process, with a progress line. */
async function buildBundle({ rootDir, index, log }) {
  const started = Date.now();
  const { rollup } = await import('rollup');
  const { loadConfigFile } = await import('rollup/loadConfigFile');
  process.chdir(rootDir); // the config's paths are relative to the repository
  const { options, warnings } = await loadConfigFile(path.join(rootDir, 'rollup.config.mjs'), {});
  const inputOptions = options[index];
  // The UMD file is built as AMD chunks joined into one file (rollup.config.mjs, oneClassicFile).
  const kind = (o) => (o.format === 'es' ? 'ESM' : String(o.entryFileNames).endsWith('.umd.js') ? 'UMD' : o.format.toUpperCase());
  const where = (o) => o.file ?? (o.format === 'es' ? `${o.dir}/` : `${o.dir}/${o.entryFileNames}`);
  const name = inputOptions.output.map((o) => `${kind(o)} ${where(o)}`).join(', ');
  log(`[build] ${name} from ${[inputOptions.input].flat().join(', ')}…`);
  let bundle;
  try {
    bundle = await rollup(inputOptions);
    await Promise.all(inputOptions.output.map((output) => bundle.write(output)));
  } catch (error) {
    warnings.flush();
    // Rollup's message names the file and line (a type error, an unresolved import).
    log(`[build] ${name} failed: ${error.message}`);
    if (error.frame) log(error.frame);
    throw error;
  } finally {
    await bundle?.close();
  }
  warnings.flush(); // the project's own warnings: rollup.config.mjs's onwarn drops the dependencies' noise
  log(`[build] ${name} done in ${seconds(Date.now() - started)}`);
}

/**
 * The build of `npm run build` (dist/ removed, then the bundles of rollup.config.mjs, the same
 * outputs), with its bundles built side by side, one process each (a bundle's type check and
 * most of its work hold one core). Resolves when dist/ is written; rejects when a bundle fails
 * (rollup's message is printed). `declarations: false`: no declaration files, no type check;
 * `minified: false`: the ESM and UMD bundles not minified.
 */
export async function build({ rootDir = REPO_ROOT, declarations = true, minified = true, log = (line) => process.stdout.write(`${line}\n`) } = {}) {
  const started = Date.now();
  rmSync(path.join(rootDir, 'dist'), { recursive: true, force: true });
  const children = new Set();
  // Stopped (npm start's Ctrl-C, or its stop on a failure): stop the bundles' processes too.
  const stop = (signal) => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, stop);
  const buildInChild = (index) =>
    new Promise((resolve) => {
      // Read by rollup.config.mjs.
      const env = { ...process.env, WM_BUILD_DECLARATIONS: declarations ? 'yes' : 'no', WM_BUILD_MINIFY: minified ? 'yes' : 'no' };
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url), `--bundle=${index}`], { cwd: rootDir, env, stdio: 'inherit' });
      children.add(child);
      child.on('error', () => resolve(1));
      child.on('exit', (code, signal) => {
        children.delete(child);
        // One bundle failed, so the build has: stop the others rather than wait for them.
        if (code !== 0) for (const other of children) other.kill('SIGTERM');
        resolve(code ?? signal);
      });
    });
  const runs = [buildInChild(0)]; // there is always one; how many more, the config says meanwhile
  const { loadConfigFile } = await import('rollup/loadConfigFile');
  const cwd = process.cwd();
  process.chdir(rootDir);
  const count = await loadConfigFile(path.join(rootDir, 'rollup.config.mjs'), {})
    .then(({ options }) => options.length)
    .catch((error) => {
      for (const child of children) child.kill('SIGTERM');
      log(`[build] rollup.config.mjs does not load: ${error.message}`);
      throw error;
    })
    .finally(() => process.chdir(cwd));
  for (let index = 1; index < count; index += 1) runs.push(buildInChild(index));
  const results = await Promise.all(runs);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(signal, stop);
  if (results.some((result) => result !== 0)) {
    log('[build] failed; see above');
    throw new Error('the build failed');
  }
  // Date dist/ from the build's start: a source saved while it ran makes the next start rebuild.
  const when = new Date(started);
  for (const output of outputs(declarations)) utimesSync(path.join(rootDir, output), when, when);
  log(`[build] dist/ built in ${seconds(Date.now() - started)}`);
}

/** Builds dist/ unless it is fresh (or `force`); resolves to whether it built. */
export async function ensureBuild({ rootDir = REPO_ROOT, force = false, declarations = true, minified = true, log = (line) => process.stdout.write(`${line}\n`) } = {}) {
  const state = force ? { fresh: false, reason: '--force' } : distState({ rootDir, declarations, minified });
  if (state.fresh) {
    log(`[build] skipped: ${state.reason}`);
    return false;
  }
  const what = [declarations ? ' with declarations' : '', minified ? '' : ', not minified'].join('');
  log(`[build] building dist/ (${state.reason}): ESM and UMD${what}, about a minute`);
  await build({ rootDir, declarations, minified, log });
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bundle = process.argv.find((arg) => arg.startsWith('--bundle='));
  // --stderr: progress on stderr, the bundles' processes' too (through the environment they
  // inherit), as `npm pack`'s prepack needs: its stdout is `npm pack --json`'s answer.
  if (process.argv.includes('--stderr')) process.env.WM_BUILD_LOG = 'stderr';
  const out = process.env.WM_BUILD_LOG === 'stderr' ? process.stderr : process.stdout;
  const log = (line) => out.write(`${line}\n`);
  try {
    if (bundle) await buildBundle({ rootDir: REPO_ROOT, index: Number(bundle.slice('--bundle='.length)), log });
    else await ensureBuild({ force: process.argv.includes('--force'), declarations: !process.argv.includes('--no-declarations'), minified: !process.argv.includes('--no-minify'), log });
  } catch {
    process.exit(1);
  }
}
