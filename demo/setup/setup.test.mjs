// The steps before `npm start` and `npm test` (node:test; `npm run test:setup`): the install
// check, the Chromium check (also through the test runner's real config) and the build's
// freshness check.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromiumProblem } from './checkChromium.mjs';
import { distState } from './ensureBuild.mjs';
import { installProblem } from './ensureInstall.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'wallet-modal-setup-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

describe('installProblem', () => {
  const lock = {
    packages: {
      '': { name: 'wallet-modal' },
      'node_modules/a': { version: '1.0.0' },
      'node_modules/a/node_modules/b': { version: '2.0.0' },
      'node_modules/@esbuild/darwin-arm64': { version: '0.27.7', optional: true, os: ['darwin'] },
    },
  };
  const installed = { packages: { 'node_modules/a': { version: '1.0.0' }, 'node_modules/a/node_modules/b': { version: '2.0.0' } } };

  test('none when every package that is not optional is there at its version', () => {
    assert.equal(installProblem(lock, installed), null);
  });
  test('node_modules missing', () => {
    assert.equal(installProblem(lock, null), 'node_modules is missing');
  });
  test('a package missing, at another version, or not in the lock', () => {
    assert.equal(installProblem(lock, { packages: { 'node_modules/a': { version: '1.0.0' } } }), 'b is not installed');
    assert.equal(
      installProblem(lock, { packages: { ...installed.packages, 'node_modules/a': { version: '0.9.0' } } }),
      'a is 0.9.0, the lock says 1.0.0',
    );
    assert.equal(
      installProblem(lock, { packages: { ...installed.packages, 'node_modules/c': { version: '1.0.0' } } }),
      'c is installed but not in the lock',
    );
  });
});

describe('Chromium check', () => {
  const missing = path.join(scratch, 'no-such-chromium');
  const oneLine = /^The tests need Chromium, but there is none at CHROME_PATH=\S+no-such-chromium: install it \(Debian: apt-get install chromium\) or set CHROME_PATH to your Chromium binary\.\n$/;

  test('a missing browser: how to install it', () => {
    assert.match(`${chromiumProblem(missing)}\n`, oneLine);
    assert.match(chromiumProblem('/usr/bin/chromium-that-is-not-there'), /apt-get install chromium/);
  });
  test('a file that is not executable, a folder, and a real executable', () => {
    const plain = path.join(scratch, 'plain-file');
    writeFileSync(plain, '');
    chmodSync(plain, 0o644);
    if (process.getuid?.() !== 0) assert.match(chromiumProblem(plain), /is not executable/); // root may run anything
    assert.match(chromiumProblem(scratch), /is not a file/);
    assert.equal(chromiumProblem(process.execPath), null);
  });
  test('the CLI that npm test runs first: one line and exit 1', () => {
    const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'demo/setup/checkChromium.mjs')], {
      env: { ...process.env, CHROME_PATH: missing },
      encoding: 'utf8',
    });
    assert.equal(run.status, 1);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, oneLine);
  });
  test('the test runner with its real config: the same line, no stack trace', () => {
    const wtr = path.join(REPO_ROOT, 'node_modules/@web/test-runner/dist/bin.js');
    const run = spawnSync(process.execPath, [wtr, '--config', 'test/web-test-runner.config.mjs'], {
      cwd: REPO_ROOT,
      env: { ...process.env, CHROME_PATH: missing },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, oneLine);
  });
});

describe('distState', () => {
  const root = path.join(scratch, 'repo');
  const write = (file, text = 'x', seconds = 1_000) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    utimesSync(full, seconds, seconds);
  };
  const age = (file, seconds) => utimesSync(path.join(root, file), seconds, seconds);
  const setUp = () => {
    rmSync(root, { recursive: true, force: true });
    write('src/index.ts');
    write('src/views/View.tsx');
    write('rollup.config.mjs');
    write('package.json', '{}');
    for (const dir of ['src/views', 'src']) age(dir, 1_000);
    write('dist/wallet-modal.js', 'x', 2_000);
    write('dist/wallet-modal.umd.js', 'x', 2_000);
    write('dist/react.js', 'x', 2_000);
    write('dist/wagmi.js', 'x', 2_000);
    write('dist/wallet-modal.d.ts', 'x', 2_000);
    write('dist/chunks/View-1.js', 'x', 2_000);
    write('dist/build-manifest.json', JSON.stringify({ chunks: { 'wallet-modal.js': {}, 'chunks/View-1.js': {} } }), 2_000);
  };

  test('fresh when every output is newer than every input', () => {
    setUp();
    assert.equal(distState({ rootDir: root }).fresh, true);
  });
  test('stale when a source, a folder of src/ or the build config is newer', () => {
    setUp();
    age('src/views/View.tsx', 3_000);
    assert.deepEqual(distState({ rootDir: root }), { fresh: false, reason: 'src/views/View.tsx is newer than dist/' });
    setUp();
    age('src/views', 3_000); // a file added or removed there
    assert.equal(distState({ rootDir: root }).reason, 'src/views is newer than dist/');
    setUp();
    age('rollup.config.mjs', 3_000);
    assert.equal(distState({ rootDir: root }).reason, 'rollup.config.mjs is newer than dist/');
  });
  test('stale when an output or a chunk of the manifest is missing', () => {
    setUp();
    rmSync(path.join(root, 'dist/wallet-modal.umd.js'));
    assert.equal(distState({ rootDir: root }).reason, 'dist/wallet-modal.umd.js is missing');
    setUp();
    rmSync(path.join(root, 'dist/chunks/View-1.js'));
    assert.equal(distState({ rootDir: root }).reason, 'dist/chunks/View-1.js is missing');
  });
  test('without its declaration files, fresh for the demo (npm start) and stale for a full build', () => {
    setUp();
    rmSync(path.join(root, 'dist/wallet-modal.d.ts'));
    assert.equal(distState({ rootDir: root, declarations: false }).fresh, true);
    assert.equal(distState({ rootDir: root }).reason, 'dist/wallet-modal.d.ts is missing');
  });
  test("npm start's unminified build: fresh for the demo, stale for a build that minifies", () => {
    setUp();
    write('dist/build-manifest.json', JSON.stringify({ chunks: { 'wallet-modal.js': {}, 'chunks/View-1.js': {} }, minified: false }), 2_000);
    assert.equal(distState({ rootDir: root, declarations: false, minified: false }).fresh, true);
    assert.deepEqual(distState({ rootDir: root }), { fresh: false, reason: "dist/ is npm start's unminified build" });
    assert.equal(distState({ rootDir: root, declarations: false }).fresh, false);
  });
  test("a minified build will do for npm start's", () => {
    setUp();
    assert.equal(distState({ rootDir: root, declarations: false, minified: false }).fresh, true);
  });
});
