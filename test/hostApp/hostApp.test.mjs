// The fixture host app (test/hostApp/app: create-vite's react-ts template with wagmi and the
// modal) built as a host builds it, from the packed tarball (node:test; `npm run test:host-app`,
// after `npm run build`): the tarball installs into the app, `tsc` typechecks the app's JSX,
// typed events, hooks and wagmi config against the package's own types, and `vite build`
// keeps the modal's lazy chunks as separate files. It prints what the modal adds to the
// template's JavaScript (gzip), and leaves app/dist/assets/app.js for the Chromium test
// (test/hostApp/hostAppInBrowser.test.ts), and dist-modal/ and dist-own-react/ for
// test/hostApp/sharedReactInBrowser.test.ts.
import assert from 'node:assert/strict';
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { installedPackages } from '../support/installedPackages.mjs';
import { FIXTURE_BUILDS } from '../bench/fixtureWeight.mjs';
import { installPackedTarball } from './installPackedTarball.mjs';
import { APP, bin, INSTALLED, ROOT, runOrFail, timed } from './runInApp.mjs';
import { viteBuild } from './viteBuild.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every file of the installed package that one of its modules imports dynamically (`import("./chunks/…")`). */
function lazyFilesOfPackage() {
  const dist = path.join(INSTALLED, 'dist');
  const lazy = new Set();
  const scan = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) scan(file);
      else if (entry.name.endsWith('.js') && entry.name !== 'wallet-modal.umd.js') {
        for (const [, target] of readFileSync(file, 'utf8').matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)) {
          lazy.add(path.relative(APP, path.resolve(path.dirname(file), target)).split(path.sep).join('/'));
        }
      }
    }
  };
  scan(dist);
  return [...lazy].sort();
}

describe('the fixture host app (Vite + React + TypeScript + wagmi) on the packed package', () => {
  let work = '';
  const builds = {};

  before(() => {
    assert.ok(existsSync(path.join(ROOT, 'dist/wallet-modal.js')), 'dist/ is missing: run `npm run build` first');
    work = mkdtempSync(path.join(tmpdir(), 'wallet-modal-host-app-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  test('installs the packed tarball, and only it with its dependencies, into the app', (t) => {
    // Clears the app's earlier install and builds first: nothing may be taken from an earlier run.
    const { tarball, packSeconds, installSeconds } = installPackedTarball(work);
    const modules = path.join(APP, 'node_modules');
    const { names: installed, megabytes } = installedPackages(modules);
    t.diagnostic(`npm pack ${packSeconds.toFixed(1)} s (${kb(statSync(tarball).size)}); install ${installSeconds.toFixed(1)} s: ${installed.join(', ')}, ${megabytes} MB`);
    assert.ok(!lstatSync(INSTALLED).isSymbolicLink(), 'wallet-modal is a copy from the tarball, not a link to the repository');
    assert.equal(JSON.parse(readFileSync(path.join(INSTALLED, 'package.json'), 'utf8')).name, 'wallet-modal');
    assert.ok(existsSync(path.join(INSTALLED, 'dist/wallet-modal.js')), 'the tarball brought dist/');
    assert.ok(!existsSync(path.join(INSTALLED, 'src')), 'the tarball holds no source');
    assert.ok(installed.includes('wallet-modal') && installed.length <= 3, `installed ${installed.join(', ')}`);
  });

  test('tsc -b typechecks the app and its vite config against the types from the tarball (strict, bundler resolution, react-jsx)', (t) => {
    // The template's own check (`tsc -b` in its build script); --force, as nothing may be taken from an earlier run.
    const tsc = timed(() => runOrFail('tsc -b', process.execPath, [bin('typescript', 'bin/tsc'), '-b', '--force', '--listFiles']));
    t.diagnostic(`tsc -b ${tsc.seconds.toFixed(1)} s`);
    const files = tsc.result.stdout.split('\n').map((line) => line.trim()).filter(Boolean);
    const { exports } = JSON.parse(readFileSync(path.join(INSTALLED, 'package.json'), 'utf8'));
    for (const entry of ['.', './react', './wagmi']) {
      assert.ok(files.includes(path.join(INSTALLED, exports[entry].types)), `tsc read the tarball's types of ${entry} (${exports[entry].types})`);
    }
    const modalTypes = files.filter((file) => /[\\/]wallet-modal[\\/]/.test(path.relative(ROOT, file)) || file.startsWith(path.join(ROOT, 'src')) || file.startsWith(path.join(ROOT, 'dist')));
    assert.deepEqual(modalTypes.filter((file) => !file.startsWith(INSTALLED)), [], "tsc read the modal's types only from the tarball");
  });

  test('vite build keeps the modal apart: its lazy chunks stay separate files, loaded on demand', (t) => {
    const app = (builds.app = viteBuild('app', { sharedReact: true }));
    assert.ok(existsSync(path.join(app.outDir, 'assets/app.js')), 'the entry is assets/app.js');
    const sources = Object.keys(app.manifest);
    assert.ok(sources.some((source) => source.startsWith('node_modules/wallet-modal/dist/')), 'the modal came from the tarball');
    assert.deepEqual(sources.filter((source) => source.startsWith('..')), [], 'nothing came from outside the app but node_modules');
    const lazy = lazyFilesOfPackage();
    assert.ok(lazy.length > 20, `the package imports ${lazy.length} files on demand`);
    // Vite keys a dynamic entry by its source, and a chunk that other chunks also import
    // statically (the package's connecting chunk) as a shared one, `_<name>-<hash>.js`, which the
    // chunks that load it on demand list among their dynamic imports.
    const loadedOnDemand = new Set(Object.values(app.manifest).flatMap((entry) => entry.dynamicImports ?? []));
    const keyOf = (source) =>
      app.manifest[source] ? source : Object.keys(app.manifest).find((key) => key.startsWith('_') && app.manifest[key].name === path.basename(source, '.js'));
    const notSeparate = lazy.filter((source) => {
      const key = keyOf(source);
      const chunk = key && app.manifest[key];
      return !chunk || !(chunk.isDynamicEntry || loadedOnDemand.has(key)) || app.initialFiles.includes(chunk.file);
    });
    assert.deepEqual(notSeparate, [], 'every file the package imports on demand is its own chunk, outside what the page loads first');
    t.diagnostic(`vite build ${app.seconds.toFixed(1)} s: ${app.allFiles.length} JS files, ${lazy.length} of them the modal's on-demand chunks`);
    for (const warning of app.warnings) t.diagnostic(`vite says: ${warning}`);
  });

  test("what the modal adds to the template's JavaScript (gzip), with and without the host's React", (t) => {
    const bare = viteBuild('bare');
    const added = FIXTURE_BUILDS.map((build) => ({ ...build, build: builds[build.mode] ?? (builds[build.mode] = viteBuild(build.mode, build)) }));
    for (const { build } of [{ build: bare }, ...added]) {
      t.diagnostic(
        `${build.mode.padEnd(9)} ${build.seconds.toFixed(1).padStart(4)} s build; first load ${kb(build.initial).padStart(9)} (${build.initialFiles.length} file(s)); before the first click ${kb(build.firstClick).padStart(9)} (${build.firstClickFiles.length}); all JS ${kb(build.total).padStart(9)} (${build.allFiles.length} files)`,
      );
    }
    for (const { label, build } of added) {
      t.diagnostic(`${label} adds ${kb(build.initial - bare.initial)} to the first load, ${kb(build.firstClick - bare.firstClick)} before the first click, ${kb(build.total - bare.total)} in all`);
    }
    const shared = builds.modal;
    const own = builds['own-react'];
    assert.ok(shared && own, 'the modal was built with and without the shared React');
    assert.ok(shared.initial > bare.initial, 'the measure sees the modal');
    // The same page but for the import of wallet-modal/react: lending the page's React spares the
    // modal's own copy (React and ReactDOM, about 60 KB gzip) before the first click.
    t.diagnostic(`sharing the host's React spares ${kb(own.firstClick - shared.firstClick)} before the first click`);
    assert.ok(own.firstClick - shared.firstClick > 40 * 1024, `sharing spared ${kb(own.firstClick - shared.firstClick)} before the first click`);
  });
});
