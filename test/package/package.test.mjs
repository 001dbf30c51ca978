// The package as a host gets it (node:test; `npm run test:package`, after the build): `npm pack`
// ships dist/ with the LICENSE and README and nothing of ours beside, one declaration file per
// entry; publint and arethetypeswrong find nothing wrong; the tarball installed into an empty
// folder brings at most a few packages; and Node imports every entry of it without a DOM,
// throwing and printing nothing.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { installedPackages } from '../support/installedPackages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name, file) => path.join(ROOT, 'node_modules', name, file);
const run = (command, args, options = {}) => execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });


describe('the published package', () => {
  let work = '';
  let tarball = '';
  let files = [];
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

  before(() => {
    work = mkdtempSync(path.join(tmpdir(), 'wallet-modal-package-'));
    const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work]));
    tarball = path.join(work, packed.filename);
    files = packed.files.map((file) => file.path);
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  test('ships dist/ with LICENSE, README and package.json, no source maps or build records', (t) => {
    const outside = files.filter((file) => !file.startsWith('dist/'));
    assert.deepEqual(outside.sort(), ['LICENSE', 'README.md', 'package.json']);
    assert.deepEqual(files.filter((file) => file.endsWith('.map') || file.endsWith('build-manifest.json')), []);
    for (const file of ['dist/wallet-modal.js', 'dist/wallet-modal.umd.js', 'dist/locales/de.js', 'dist/logos/logoMarks.js']) assert.ok(files.includes(file), file);
    t.diagnostic(`${files.length} files, ${(statSync(tarball).size / 1024).toFixed(0)} KB packed`);
  });

  test('ships one declaration file per entry, the one "exports" names, and no other', () => {
    const named = Object.values(manifest.exports).flatMap((target) => (typeof target === 'object' && target.types ? [path.posix.normalize(target.types)] : []));
    assert.equal(named.length, Object.keys(manifest.exports).length - 1, 'every entry but ./package.json has its types');
    assert.ok(named.includes(path.posix.normalize(manifest.types)), `"types" (${manifest.types}) is an entry's`);
    assert.deepEqual(files.filter((file) => /\.d\.[cm]?ts$/.test(file)).sort(), named.sort());
  });

  test('publint finds nothing to fix', () => {
    const out = run(process.execPath, [bin('publint', 'src/cli.js'), '--strict']);
    assert.match(out, /All good!/, out);
  });

  test('arethetypeswrong finds nothing wrong for an ESM-only package', () => {
    // attw exits non-zero on any problem the profile does not ignore (CommonJS and node10 resolution).
    try {
      run(process.execPath, [bin('@arethetypeswrong/cli', 'dist/index.js'), tarball, '--profile', 'esm-only', '--format', 'ascii']);
    } catch (error) {
      assert.fail(`${error.stdout}${error.stderr}`);
    }
  });

  test('installs into an empty folder with at most a few packages, and Node imports every entry quietly', (t) => {
    const app = path.join(work, 'app');
    run('mkdir', ['-p', app]);
    writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'host-app', private: true, type: 'module' }));
    run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', tarball], { cwd: app });
    const modules = path.join(app, 'node_modules');
    const { names: installed, megabytes } = installedPackages(modules);
    t.diagnostic(`installed: ${installed.join(', ')}; ${megabytes} MB`);
    assert.ok(installed.length <= 3, `installed ${installed.length} packages: ${installed.join(', ')}`);
    // A TypeScript host without React (nor its types), checking libraries too (tsc's default):
    // the main entry's types need nothing but the package and nanostores.
    writeFileSync(path.join(app, 'host.ts'), "import { createWalletModal, stores } from 'wallet-modal';\nexport const modal = createWalletModal({});\nexport const status: string = stores.$account.get().status;\n");
    writeFileSync(
      path.join(app, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2022', 'dom'], strict: true, noEmit: true, skipLibCheck: false, types: [] }, files: ['host.ts'] }),
    );
    try {
      run(process.execPath, [bin('typescript', 'bin/tsc'), '-p', app], { cwd: app });
    } catch (error) {
      assert.fail(`tsc on a host without React's types:\n${error.stdout}${error.stderr}`);
    }
    // The React and wagmi entries run on the host's own packages (optional peers): a host of those entries has them.
    const peers = Object.entries(manifest.peerDependencies ?? {}).map(([name, range]) => `${name}@${range}`);
    run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...peers], { cwd: app });
    const entries = Object.keys(manifest.exports).filter((entry) => entry !== './package.json').map((entry) => `wallet-modal${entry.slice(1)}`);
    const script = `
      const said = [];
      for (const level of ['log', 'info', 'warn', 'error', 'debug']) console[level] = (...args) => said.push(level + ': ' + args.join(' '));
      for (const entry of ${JSON.stringify(entries)}) await import(entry);
      if (said.length) { process.stderr.write(said.join('\\n')); process.exit(3); }
      if (typeof globalThis.customElements !== 'undefined') process.exit(4);
    `;
    try {
      run(process.execPath, ['--input-type=module', '-e', script], { cwd: app });
    } catch (error) {
      assert.fail(`importing ${entries.join(', ')} in Node: exit ${error.status}\n${String(error.stderr).slice(0, 2000)}`);
    }
  });
});
