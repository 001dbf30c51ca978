// Two builds from one source:
// - dist/wallet-modal.js: code-split ESM. Only what the first paint needs is in the entry's
//   static import graph; feature views and wallet SDKs are dynamic-import chunks.
// - dist/wallet-modal.umd.js: one self-contained file for a classic <script src>, global
//   `WalletModal`: the same split into chunks, joined into the one file, each chunk run on its
//   first import (oneClassicFile).
// Both ship production React, minified, with source maps. The ESM build also writes one type
// declaration file per entry (oneDeclarationFilePerEntry) and dist/build-manifest.json, which
// the size budget reads.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** Writes which chunks each chunk imports statically and dynamically, and the source module each chunk is the facade of. */
function buildManifest() {
  const root = path.dirname(fileURLToPath(import.meta.url));
  return {
    name: 'build-manifest',
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[fileName] = {
          name: output.name,
          facade: output.facadeModuleId && !output.facadeModuleId.startsWith('\0') ? path.relative(root, output.facadeModuleId).split(path.sep).join('/') : null,
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        };
      }
      this.emitFile({ type: 'asset', fileName: 'build-manifest.json', source: JSON.stringify(minified ? { chunks } : { chunks, minified }, null, 2) });
    },
  };
}

/**
 * nanostores keeps its change counter on `globalThis.nanostoresGlobal` so that separate copies
 * agree: a `computed` recomputes only when the counter moved. A guest on a host page may add no
 * global but `WalletModal`, so our copy counts in the module; but a host's own nanostores (its
 * `computed` over our stores) reads the global one, and would never see our stores change. So our
 * counter is ours plus the host's, and each change of ours moves the host's too when the host has
 * one. Fails the build if the line moves.
 */
function nanostoresCounterWithoutGlobal() {
  const shared = 'export const nanostoresGlobal = (globalThis.nanostoresGlobal ||= { epoch: 0 })';
  const ours = [
    'let ownEpoch = 0',
    'export const nanostoresGlobal = {',
    '  get epoch() { return ownEpoch + (globalThis.nanostoresGlobal?.epoch ?? 0) },',
    '  set epoch(_) { ownEpoch++; if (globalThis.nanostoresGlobal) globalThis.nanostoresGlobal.epoch++ },',
    '}',
  ].join('\n');
  return {
    name: 'nanostores-counter-without-global',
    transform(code, id) {
      if (!/[\\/]nanostores[\\/]atom[\\/]index\.js$/.test(id)) return null;
      if (!code.includes(shared)) this.error('nanostores no longer declares nanostoresGlobal as expected');
      return { code: code.replace(shared, ours), map: null };
    },
  };
}

/**
 * The WalletConnect SDK keeps its sessions through @walletconnect/keyvaluestorage, whose module
 * top level reads window.localStorage: that throws where storage is denied (a sandboxed frame),
 * as soon as the SDK's chunk runs. We give the SDK our own storage
 * (its `storage` option), so that import resolves to the same class over our guarded storage,
 * and the SDK's storage module (with unstorage and idb-keyval) never enters a bundle.
 */
function walletConnectStorageOfOurOwn() {
  const ours = fileURLToPath(new URL('./src/services/storage/walletConnectStorage.ts', import.meta.url));
  return {
    name: 'wallet-connect-storage-of-our-own',
    resolveId(id) {
      return id === '@walletconnect/keyvaluestorage' ? ours : null;
    },
  };
}

/**
 * npm nests a copy of a package wherever a dependent pins another patch of it, and each copy is
 * bundled in full: @noble/curves came three times (1.9.1 for ox, 1.9.7 for WalletConnect's utils
 * and for Solana's web3.js), about 10 KB gzip each in the UMD file. Every module of a package
 * named here resolves into its newest installed copy of the same major version (one API line;
 * patches and minors only add). The copies are those the product's dependencies reach.
 */
function oneCopyOf(names) {
  const root = path.dirname(fileURLToPath(import.meta.url));
  const copies = new Map(names.map((name) => [name, []]));
  // The packages the product's own package.json reaches (it bundles its devDependencies), found as
  // Node finds them: in node_modules from the dependent's folder up. The demo workspace's
  // dependencies are not the product's.
  const manifestOf = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const find = (from, name) => {
    for (let dir = from; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', name);
      if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
      if (dir === root || path.dirname(dir) === dir) return undefined;
    }
  };
  const seen = new Set();
  const own = manifestOf(root);
  const queue = Object.keys({ ...own.dependencies, ...own.peerDependencies, ...own.devDependencies }).map((name) => find(root, name));
  while (queue.length) {
    const dir = queue.pop();
    if (!dir || seen.has(dir)) continue;
    seen.add(dir);
    const manifest = manifestOf(dir);
    if (copies.has(manifest.name)) copies.get(manifest.name).push({ dir, version: manifest.version });
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies })) queue.push(find(dir, name));
  }
  const parts = (version) => version.split(/[.-]/).slice(0, 3).map(Number);
  // Newer; of two copies of one version, the one at the shorter path, then the first by name.
  const newer = (a, b) => (parts(a.version).reduce((order, part, i) => order || part - parts(b.version)[i], 0) || b.dir.length - a.dir.length || (a.dir < b.dir ? 1 : -1)) > 0;
  /** Each copy's dir → the dir of the newest copy of its package in its major version. */
  const target = new Map();
  for (const list of copies.values()) {
    for (const copy of list) {
      const sameMajor = list.filter((other) => parts(other.version)[0] === parts(copy.version)[0]);
      target.set(copy.dir, sameMajor.reduce((best, other) => (newer(other, best) ? other : best)).dir);
    }
  }
  return {
    name: 'one-copy-of',
    async resolveId(source, importer, options) {
      if (!names.some((name) => source === name || source.startsWith(`${name}/`))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const real = realpathSync(resolved.id);
      for (const [dir, newest] of target) {
        if (dir !== newest && real.startsWith(`${dir}${path.sep}`)) return { ...resolved, id: path.join(newest, path.relative(dir, real)) };
      }
      return resolved;
    },
  };
}

/**
 * The WalletConnect SDK's socket falls back to `require("ws")` where no WebSocket exists (old
 * Node). A browser bundle never takes that branch, but a host's bundler still sees the require
 * and fails to resolve 'ws' ("failed to resolve import 'ws'" in `vite build` without ws
 * installed): the fallback becomes `undefined`. Any other `require(` left in a chunk fails the build.
 */
function noNodeRequires() {
  const fallback = replace({
    include: '**/node_modules/@walletconnect/jsonrpc-ws-connection/**',
    delimiters: ['', ''],
    preventAssignment: false,
    values: { 'require("ws")': 'undefined' },
  });
  return {
    name: 'no-node-requires',
    transform: fallback.transform,
    // Checked on the finished chunks, parsed: code the minifier drops as dead does not count, nor
    // does a comment that names a require (which the unminified start build keeps).
    generateBundle(_options, bundle) {
      const requiredIn = (node) => {
        if (!node || typeof node !== 'object') return undefined;
        if (Array.isArray(node)) return node.reduce((found, child) => found ?? requiredIn(child), undefined);
        const [first] = node.arguments ?? [];
        // require('x'), and x.require('x') as the text check before it caught (module.require).
        const callee = node.type === 'CallExpression' ? (node.callee.type === 'MemberExpression' && !node.callee.computed ? node.callee.property : node.callee) : undefined;
        if (callee?.type === 'Identifier' && callee.name === 'require') {
          if (first?.type === 'Literal' && typeof first.value === 'string') return first.value;
          if (first?.type === 'TemplateLiteral' && first.expressions.length === 0) return first.quasis[0].value.cooked;
        }
        for (const key of Object.keys(node)) {
          if (key === 'type' || key === 'start' || key === 'end') continue;
          const found = requiredIn(node[key]);
          if (found !== undefined) return found;
        }
        return undefined;
      };
      for (const chunk of Object.values(bundle)) {
        const found = chunk.type === 'chunk' ? requiredIn(this.parse(chunk.code)) : undefined;
        if (found !== undefined) this.error(`${chunk.fileName} calls require('${found}'): a browser bundle must not require Node modules`);
      }
    },
  };
}

/**
 * The UMD file carries no translations (twelve languages in one classic script would cost more
 * than the whole first load) and no drawn logos: its locale loader imports the ESM build's
 * dist/locales/<tag>.js, and its logo loader dist/logos/logoMarks.js, beside it, instead of
 * inlining them.
 */
function localesBesideTheUmdFile() {
  const umdLoaders = fileURLToPath(new URL('./src/i18n/localeLoadersUmd.ts', import.meta.url));
  const umdLogoLoader = fileURLToPath(new URL('./src/components/logos/logoMarksLoaderUmd.ts', import.meta.url));
  return {
    name: 'locales-beside-the-umd-file',
    resolveId(source, importer) {
      if (source === './logoMarksLoader' && importer && /[\\/]src[\\/]components[\\/]logos[\\/]/.test(importer)) return umdLogoLoader;
      return /(^|\/)i18n\/localeLoaders$|^\.\/localeLoaders$/.test(source) && importer && /[\\/]src[\\/]/.test(importer) ? umdLoaders : null;
    },
  };
}

/**
 * The UMD file is one classic script. Built as one scope, all of it ran as it loaded: the
 * top-level code of every wallet SDK and view, most of which a visit never uses, about 90 ms
 * of main thread before the button could render. So the UMD build splits code like the ESM
 * build (AMD chunks, in memory) and this plugin joins the chunks into one file around a small
 * module table: a chunk runs when it is first imported, as in the ESM build.
 * - The table lives in a block at the file's top level, with `const` names only, so it adds no
 *   global; the file ends with the UMD exports (CommonJS, AMD, else the global `WalletModal`).
 *   A block rather than a wrapping function: V8 compiled the chunks' code noticeably faster at
 *   the top level of a script than nested in one 1.3 MB function (bench: button 156 ms against
 *   217 ms).
 * - The chunks the entry imports statically get parentheses around their factory, which makes
 *   V8 compile them while the file streams in, off the main thread; the rest compile on use.
 * - The source map is an index map with one section per chunk.
 */
function oneClassicFile({ fileName, globalName }) {
  const table = [
    ';{',
    'const wmFactories={},wmModules={};',
    'const wmDefine=(id,deps,factory)=>{wmFactories[id]=[deps,factory]};',
    // Chunk ids are file names in one folder: './x' from any chunk is 'x'.
    'const wmLoad=(id)=>{id=id.replace(/^\\.\\//,"");if(wmModules[id])return wmModules[id];const f=wmFactories[id];if(!f)throw new Error("wallet-modal: no module "+id);',
    // A factory that has run is dropped: it held its chunk's compiled top level for the page's life.
    'const exports=wmModules[id]={};try{f[1].apply(void 0,f[0].map((d)=>d==="exports"?exports:d==="require"?wmRequire:wmLoad(d)))}catch(e){delete wmModules[id];throw e}delete wmFactories[id];return exports};',
    'const wmRequire=(ids,resolve,reject)=>{Promise.resolve(ids).then((ids)=>ids.map(wmLoad)).then((m)=>resolve(...m),reject)};',
  ].join('\n');
  return {
    name: 'one-classic-file',
    // A dynamic import the bundle cannot resolve (a locale file beside the UMD file) stays a native import().
    renderDynamicImport({ targetModuleId }) {
      return targetModuleId ? null : { left: 'import(', right: ')' };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const eager = new Set();
      const visit = (name) => {
        if (eager.has(name)) return;
        eager.add(name);
        bundle[name].imports.forEach(visit);
      };
      visit(entry.fileName);
      let code = `${table}\n`;
      let line = code.split('\n').length - 1;
      const sections = [];
      for (const chunk of chunks) {
        let body = chunk.code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '').trimEnd();
        // Terser's shape, `wmDefine("id",[deps],function…});`, or rollup's own (the unminified start
        // build), `wmDefine('id', [deps], (function …}));`, whose factory is already in parentheses.
        const start = /^wmDefine\((["'])[^"']*\1,\s*\[([^\]]*)\],\s*(\(?)function/.exec(body);
        const wrapped = start?.[3] === '(';
        if (!start || !body.endsWith(wrapped ? '}));' : '});')) this.error(`${chunk.fileName} does not have the shape wmDefine(id, deps, function…) that oneClassicFile expects`);
        // The table knows 'exports' and 'require' only; 'module' would come from import.meta.
        if (start[2].split(',').map((dep) => dep.trim().slice(1, -1)).includes('module')) this.error(`${chunk.fileName} needs AMD's 'module' (import.meta?), which oneClassicFile does not provide`);
        // The opening parenthesis moves the rest of the chunk's first line one column on. Rollup
        // maps none of its AMD wrapper, so every mapping of that line lies after it: the section
        // starts one column on (umdBuild.test.ts checks a text of the first load).
        const shift = eager.has(chunk.fileName) && !wrapped ? 1 : 0;
        if (shift) body = `${start[0].slice(0, -'function'.length)}(function${body.slice(start[0].length, -2)}));`;
        if (chunk.map) sections.push({ offset: { line, column: shift }, map: JSON.parse(chunk.map.toString()) });
        code += `${body}\n`;
        line += body.split('\n').length;
      }
      const id = JSON.stringify(entry.fileName.replace(/\.js$/, ''));
      code +=
        `const api=wmLoad(${id});` +
        `"object"==typeof exports&&"undefined"!=typeof module?Object.assign(exports,api):"function"==typeof define&&define.amd?define([],()=>api):globalThis.${globalName}=api}\n`;
      for (const name of Object.keys(bundle)) delete bundle[name];
      this.emitFile({ type: 'asset', fileName, source: code });
      this.emitFile({ type: 'asset', fileName: `${fileName}.map`, source: JSON.stringify({ version: 3, file: fileName, sections }) });
    },
  };
}

/**
 * One declaration file per entry of package.json "exports" (dist/wallet-modal.d.ts, react.d.ts,
 * wagmi.d.ts, wallet-modal.umd.d.ts), where TypeScript writes one per source file (550, of which
 * about 30 are public). The ESM build's per-file declarations go to a temporary folder, never to
 * dist/, and rollup-plugin-dts joins each entry's into one file, keeping the `declare global` and
 * `declare module 'react'` augmentations. One file has no relative import, so there is no
 * extension for `node16`/`nodenext` to refuse (TS2834). The bindings and the UMD entry import the
 * main entry by name ('wallet-modal'), as their code does: a host has one set of the modal's types.
 * Packages stay imports. Fails the build when an entry's file holds declarations from outside its
 * own folder, imports what a host does not have (a dev dependency, a path), or names a path of
 * the build's machine.
 */
function oneDeclarationFilePerEntry(entries) {
  const hostPackages = new Set([pkg.name, ...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
  const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  return {
    name: 'one-declaration-file-per-entry',
    async generateBundle(_options, bundle) {
      if (!withDeclarations) return;
      const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'wallet-modal-declarations-')));
      try {
        for (const [fileName, output] of Object.entries(bundle)) {
          if (output.type !== 'asset' || !fileName.startsWith('types/')) continue;
          const file = path.join(dir, fileName.slice('types/'.length));
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, output.source);
          delete bundle[fileName];
        }
        const main = path.join(dir, `${entries[pkg.name].source}.d.ts`);
        const declarations = await rollup({
          input: Object.fromEntries(Object.entries(entries).map(([name, { source }]) => [name, path.join(dir, `${source}.d.ts`)])),
          plugins: [
            {
              name: 'packages-and-the-main-entry-by-name',
              resolveId(source, importer) {
                if (!importer) return null;
                if (!source.startsWith('.')) return { id: source, external: true };
                const target = path.resolve(path.dirname(importer), source).replace(/\.js$/, '');
                return `${target}.d.ts` === main ? { id: pkg.name, external: true } : null;
              },
            },
            dts({ respectExternal: true }),
          ],
          onwarn: (warning) => this.warn(`declarations: ${warning.message}`),
        });
        const { output } = await declarations.generate({ format: 'es', entryFileNames: '[name].d.ts' });
        await declarations.close();
        const shared = output.find((chunk) => chunk.type !== 'chunk' || !chunk.isEntry);
        if (shared) {
          const by = output.filter((chunk) => chunk.imports?.includes(shared.fileName)).map((chunk) => chunk.fileName);
          this.error(`declarations: ${by.join(' and ')} share declarations (of ${Object.keys(shared.modules ?? {}).map((id) => path.relative(dir, id)).join(', ')}); each entry must have its own file`);
        }
        for (const chunk of output) {
          const { own } = entries[chunk.name];
          const foreign = Object.keys(chunk.modules).map((id) => path.relative(dir, id)).filter((file) => !own(file));
          if (foreign.length) this.error(`${chunk.fileName} holds the declarations of ${foreign.join(', ')}: import them from '${pkg.name}' instead`);
          const other = chunk.imports.find((id) => !hostPackages.has(packageOf(id)) || (chunk.name === pkg.name && id === pkg.name));
          if (other) this.error(`${chunk.fileName} imports ${other}, which a host does not have: only ${[...hostPackages].join(', ')}`);
          if (chunk.code.includes(dir)) this.error(`${chunk.fileName} names a path of the machine that built it`);
          this.emitFile({ type: 'asset', fileName: chunk.fileName, source: chunk.code });
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The modal's code runs on the page's React when the page lends one (shareReact, which
 * wallet-modal/react calls), else on the copy it brings. So here `react`, `react/jsx-runtime`,
 * `react-dom` and `react-dom/client`, imported from src/, resolve to generated modules that,
 * when evaluated, read the React modalCodeLoader chose (src/elements/modalReact.ts) and export
 * its bindings, by the names the installed packages export (those the modal does not use are
 * dropped). Only src/elements/bundledReact.ts imports the real packages: React and ReactDOM are
 * its lazy chunk alone, which a page with a React of its own never fetches. Fails the build when
 * another chunk holds React's code, or when a chunk a page may load before the modal's React is
 * chosen (the first load, the bundled React, the SDK adapters, …) imports one that holds these
 * generated modules other than through modalCodeLoader: they would be evaluated before the choice
 * (theModalReactApart keeps them apart).
 */
/** The ids of reactOfTheModal's generated modules start with this. */
const REACT_OF_THE_MODAL = '\0react-of-the-modal:';

/** The modules reached from `starts` along `edges` (a module's importedIds, or its importers), the starts included, added to `seen`. */
function reachable(starts, edges, seen = new Set()) {
  const queue = [...starts];
  while (queue.length) {
    const id = queue.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...edges(id));
  }
  return seen;
}

/** Every module `id` imports statically, directly or not, itself included, added to `seen`. */
const staticClosure = (id, getModuleInfo, seen) => reachable([id], (module) => getModuleInfo(module)?.importedIds ?? [], seen);

/** Every module that imports one of reactOfTheModal's generated modules, directly or not (and those): walked back from them. */
const modulesUsingReact = ({ getModuleIds, getModuleInfo }) =>
  reachable([...getModuleIds()].filter((id) => id.startsWith(REACT_OF_THE_MODAL)), (id) => getModuleInfo(id)?.importers ?? []);

function reactOfTheModal() {
  const root = path.dirname(fileURLToPath(import.meta.url));
  const src = path.join(root, 'src') + path.sep;
  const registry = path.join(root, 'src/elements/modalReact.ts');
  const bundled = path.join(root, 'src/elements/bundledReact.ts');
  // Each package's field of SharedReact.
  const fields = { react: 'react', 'react/jsx-runtime': 'jsxRuntime', 'react-dom': 'reactDom', 'react-dom/client': 'reactDomClient' };
  const prefix = REACT_OF_THE_MODAL;
  const require = createRequire(import.meta.url);
  const reactCode = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
  return {
    name: 'react-of-the-modal',
    resolveId(source, importer) {
      if (!Object.hasOwn(fields, source) || !importer?.startsWith(src) || importer === bundled) return null;
      return `${prefix}${source}`;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const source = id.slice(prefix.length);
      const names = Object.keys(require(source)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
      return [
        `import { modalReact } from ${JSON.stringify(registry)};`,
        `const pick = (name) => modalReact().${fields[source]}[name];`,
        ...names.map((name) => `export const ${name} = /*#__PURE__*/ pick(${JSON.stringify(name)});`),
      ].join('\n');
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const runtime = chunks.find((chunk) => Object.hasOwn(chunk.modules, bundled));
      if (!runtime || runtime.facadeModuleId !== bundled) this.error('src/elements/bundledReact.ts is not a lazy chunk of its own');
      for (const chunk of chunks) {
        const react = Object.keys(chunk.modules).find((id) => reactCode.test(id));
        if (react && chunk !== runtime) this.error(`${chunk.fileName} holds ${react}: only the bundled React's chunk may (import 'react' from src/, not from a package)`);
      }
      // The chunks a page may evaluate before the modal's React is chosen: from the entry and the
      // bundled React, through static and dynamic imports, stopping at the chunks that hold
      // modules that use React (through generated modules, directly or not). None may import one
      // of those statically. On demand they may: the loader once it has chosen, and the view
      // manifest's loaders, which only the modal's React code calls (a generated module read
      // too early throws, saying so).
      const usesReact = modulesUsingReact({ getModuleIds: () => this.getModuleIds(), getModuleInfo: (id) => this.getModuleInfo(id) });
      const holdsReact = (name) => Object.keys(bundle[name].modules).some((id) => usesReact.has(id));
      const early = new Set();
      const queue = [entry.fileName, runtime.fileName];
      while (queue.length) {
        const name = queue.pop();
        if (early.has(name)) continue;
        early.add(name);
        const chunk = bundle[name];
        for (const imported of chunk.imports) {
          if (holdsReact(imported)) this.error(`${name}, which a page may load before the modal's React is chosen, imports ${imported}, which holds the modal's React modules`);
          queue.push(imported);
        }
        for (const imported of chunk.dynamicImports) if (!holdsReact(imported)) queue.push(imported);
      }
    },
  };
}

/** Collapses the whitespace and comments inside css`...` templates. */
function minifyCssTemplates() {
  return {
    name: 'minify-css-templates',
    transform(code, id) {
      if (!/[\\/]src[\\/]styles[\\/].*Css\.ts$/.test(id)) return null;
      // TypeScript writes the tag as `css `...``, with a space.
      const out = code.replace(/\bcss\s*`([^`]*)`/g, (_match, body) =>
        'css`' +
        body
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{};,])\s*/g, '$1')
          .replace(/;}/g, '}')
          .trim() +
        '`',
      );
      return { code: out, map: null };
    },
  };
}

/**
 * `npm start` builds dist/ to serve it, and the demo reads no declaration file: with
 * WM_BUILD_DECLARATIONS=no (demo/setup/ensureBuild.mjs --no-declarations) the ESM build writes
 * none and does not type-check (`npm run typecheck` does), its code the same byte for byte. Where
 * declarations are written the check stays: TypeScript prints an inferred union in the order it
 * met its members, so declarations emitted unchecked (noCheck) differ in text (react.d.ts).
 */
const withDeclarations = process.env.WM_BUILD_DECLARATIONS !== 'no';
/**
 * `npm start` does not minify the ESM and UMD bundles either (WM_BUILD_MINIFY=no,
 * demo/setup/ensureBuild.mjs --no-minify): no terser, rollup's own output, about a third less
 * time per bundle (noNodeRequires and oneClassicFile read that output too). Its
 * build-manifest.json says `"minified": false`: the size budget refuses such a dist/, and a build
 * that wants minified files does not take it for one.
 */
const minified = process.env.WM_BUILD_MINIFY !== 'no';

function plugins({ declarations: wanted }) {
  const declarations = wanted && withDeclarations;
  return [
    reactOfTheModal(),
    nanostoresCounterWithoutGlobal(),
    walletConnectStorageOfOurOwn(),
    oneCopyOf(['@noble/curves']),
    noNodeRequires(),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __WALLET_MODAL_VERSION__: JSON.stringify(pkg.version),
      },
    }),
    // Browser builds never use Node built-ins: 'events' is the npm package the WalletConnect SDK depends on.
    nodeResolve({ browser: true, preferBuiltins: false, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.json',
      include: ['src/**/*.ts', 'src/**/*.tsx'],
      exclude: ['test/**'],
      declaration: declarations,
      // Never written there: oneDeclarationFilePerEntry takes them out of the bundle.
      declarationDir: declarations ? 'dist/types' : undefined,
      noEmitOnError: true,
      // The two bundles compile the same program: the ESM one type-checks it (and fails the
      // build on an error) when it writes declarations, the UMD one only emits it (TS 5.5+
      // `noCheck`; with isolatedModules the emitted code is the same, byte for byte), saving one
      // full type check per build.
      ...(declarations ? {} : { noCheck: true }),
      sourceMap: true,
      inlineSources: true,
    }),
    // After TypeScript: its plugin compiles each file from the program it reads from disk, so a
    // transform before it is lost. Its output keeps the css templates' text as written.
    minifyCssTemplates(),
    // ASCII only: V8 keeps a script's source for its life, as one byte a character only when
    // every character is Latin-1; a single '…' or '⚠' made it keep each chunk in two.
    ...(minified ? [terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false, ascii_only: true } })] : []),
  ];
}

// Kinds of warning that dependencies trigger by the screenful and that are harmless in a bundle:
// top-level `this` in CJS builds (React) rewritten to undefined, modules that import each other
// (viem's errors), /*#__PURE__*/ comments where rollup cannot use them (ox), `eval`, directives
// such as 'use client', and source maps that do not fit their file.
const DEPENDENCY_NOISE = new Set(['THIS_IS_UNDEFINED', 'CIRCULAR_DEPENDENCY', 'INVALID_ANNOTATION', 'EVAL', 'MODULE_LEVEL_DIRECTIVE', 'SOURCEMAP_ERROR']);
const inNodeModules = (id) => /[\\/]node_modules[\\/]/.test(id);

/**
 * Drops those warnings when every file they are about is in node_modules: not ours to change,
 * and they buried the project's own. The same kinds about src/ (a cycle between our modules,
 * `this` at our top level) still print, and so does any other warning, from anywhere (an import
 * that does not resolve, a missing export: a broken bundle).
 */
const onwarn = (warning, warn) => {
  const files = warning.ids ?? [warning.id ?? warning.loc?.file].filter(Boolean);
  if (DEPENDENCY_NOISE.has(warning.code) && files.length > 0 && files.every(inNodeModules)) return;
  warn(warning);
};

/** TypeScript to JavaScript, one file at a time, with no type check. */
function transpileOnly() {
  return {
    name: 'transpile-only',
    transform(code, id) {
      if (!id.endsWith('.ts')) return null;
      const { outputText, sourceMapText } = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, sourceMap: true, inlineSources: true },
      });
      return { code: outputText, map: sourceMapText };
    },
  };
}

/**
 * Fails the build when a binding's file holds a module from outside its folder (a second copy of
 * the modal or of a host package) or imports anything but the host's packages and the modal by name.
 */
function ownModulesOnly(folder, hostPackages) {
  const own = fileURLToPath(new URL(folder, import.meta.url));
  const allowed = [...hostPackages, pkg.name];
  return {
    name: 'own-modules-only',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const foreign = Object.keys(output.modules).filter((id) => !id.startsWith(own));
        if (foreign.length) this.error(`${output.fileName} bundles ${foreign.join(', ')}: import it from '${pkg.name}' or the host's packages instead`);
        const other = output.imports.find((id) => !allowed.includes(id));
        if (other) this.error(`${output.fileName} imports ${other}: only ${allowed.join(', ')} are the host's`);
      }
    },
  };
}

/**
 * A binding entry over the public API: wallet-modal/react (dist/react.js; React is the page's)
 * and wallet-modal/wagmi (dist/wagmi.js; @wagmi/core and viem are the page's). The host's
 * packages and the modal's own entry, imported by name, stay imports, so the file holds none of
 * them and there is one modal state. Their declarations are the ESM build's (dist/react.d.ts,
 * dist/wagmi.d.ts). Imports are extensionless and the ESM build type-checks these files, so
 * here they are only transpiled, file by file (a TypeScript program of the whole tree took a
 * core for a minute).
 */
const bindingEntry = (name, hostPackages) => ({
  input: `src/${name}/index.ts`,
  external: (id) => id === pkg.name || hostPackages.includes(id),
  output: { file: `dist/${name}.js`, format: 'es', sourcemap: 'hidden' },
  plugins: [
    nodeResolve({ extensions: ['.ts'] }),
    transpileOnly(),
    terser({ ecma: 2020, module: true, format: { comments: false } }),
    ownModulesOnly(`./src/${name}/`, hostPackages),
  ],
  onwarn,
});

/**
 * The page's first load is two steps: the entry (the button, the stores, the API) and, in idle
 * time, the modal's code (src/elements/modalCode.ts: React, the first views, the actions). Every
 * module the modal's code imports statically that the entry does not goes into the modal code's
 * one chunk, and what the entry imports into one chunk of its own. Left to rollup, the modules it shares with the lazy views became dozens of chunks of
 * a few hundred bytes, fetched one by one and each gzipped apart (13 KB more before the first
 * click than as one file). The same for the code of connecting (CONNECTING: a browser wallet's
 * connection and a WalletConnect pairing, loaded as the modal opens): one chunk, where rollup made
 * a dozen, each a fetch and, in the UMD file, a module with its list of dependencies.
 */
const CONNECTING = ['src/actions/connection/connectBrowserWallet.ts', 'src/actions/walletConnect/startWalletConnect.ts'];

function theModalCodeInOneChunk(entry) {
  const root = path.dirname(fileURLToPath(import.meta.url));
  const modalCode = path.join(root, 'src/elements/modalCode.ts');
  let first;
  let inModalCode;
  let inConnecting;
  return (id, { getModuleInfo }) => {
    if (!inModalCode) {
      first = staticClosure(path.join(root, entry), getModuleInfo);
      inModalCode = new Set([...staticClosure(modalCode, getModuleInfo)].filter((module) => !first.has(module)));
      const connecting = new Set();
      for (const source of CONNECTING) staticClosure(path.join(root, source), getModuleInfo, connecting);
      inConnecting = new Set([...connecting].filter((module) => !first.has(module) && !inModalCode.has(module)));
    }
    // Named too: rollup would otherwise pull a module both need into the modal code's chunk.
    if (first.has(id)) return 'firstLoad';
    if (inModalCode.has(id)) return 'modalCode';
    return inConnecting.has(id) ? 'connecting' : undefined;
  };
}

/**
 * The React parts of the chunking (reactOfTheModal), before `manualChunks` names the rest:
 * - What bundledReact.ts imports (React, ReactDOM, the scheduler, rollup's CommonJS helpers) is
 *   left to rollup, unless the first load holds it, so that bundledReact.ts is the facade of a
 *   chunk of its own (named after it; a host's bundler keeps it a lazy file) and shares helpers
 *   with the lazy SDKs through a chunk of their own.
 * - The modal code's chunk keeps only the modules that import React (through the generated
 *   modules, directly or not); the rest of the modal's code, which the lazy SDK adapters share
 *   and the first load may ask for before the modal's code (wagmi's connector restoring a
 *   connection), is the chunk 'modalLogic'. An adapter that imported the modal code's chunk would
 *   evaluate its React modules before the modal's React is chosen.
 */
function theModalReactApart(manualChunks) {
  const bundled = fileURLToPath(new URL('./src/elements/bundledReact.ts', import.meta.url));
  let closure;
  let usesReact;
  return (id, api) => {
    if (!closure) {
      closure = staticClosure(bundled, api.getModuleInfo);
      usesReact = modulesUsingReact(api);
    }
    const named = manualChunks(id, api);
    if (closure.has(id)) return named === 'firstLoad' ? 'firstLoad' : undefined;
    if (named === 'modalCode' && !usesReact.has(id)) return 'modalLogic';
    return named;
  };
}

export default [
  {
    input: 'src/index.ts',
    // The entry file holds the whole first load (the 'firstLoad' chunk is merged into it), so a
    // page that loads dist/wallet-modal.js with a script tag fetches one file before its button,
    // not a small facade and then, a round trip later, the chunk it imports (bench, 40 ms round
    // trips: about 60 ms sooner). The price: the lazy chunks take their shared bindings from the
    // entry, which therefore exports them too, under one- and two-letter names that are no part
    // of the API (its declarations list the API; README "ESM entry").
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: 'wallet-modal.js',
      // A locale, and the logos, are chunks of plain data at a stable address, which the UMD file loads too.
      chunkFileNames: (chunk) =>
        /[\\/]src[\\/]i18n[\\/]locales[\\/]/.test(chunk.facadeModuleId ?? '')
          ? 'locales/[name].js'
          : /[\\/]src[\\/]components[\\/]logos[\\/]logoMarks\.ts$/.test(chunk.facadeModuleId ?? '')
            ? 'logos/[name].js'
            : 'chunks/[name]-[hash].js',
      // Written beside the files for our tests and debugging, not named in them: the package does
      // not ship them (13 MB, mostly the bundled dependencies' sources).
      sourcemap: 'hidden',
      manualChunks: theModalReactApart(theModalCodeInOneChunk('src/index.ts')),
    },
    plugins: [
      ...plugins({ declarations: true }),
      buildManifest(),
      oneDeclarationFilePerEntry({
        // Names are the entries' files in dist/, beside their code; `source` is under src/ (and TypeScript's emit).
        [pkg.name]: { source: 'index', own: (file) => !/^(react|wagmi)\//.test(file) && file !== 'umd.d.ts' },
        'wallet-modal.umd': { source: 'umd', own: (file) => file === 'umd.d.ts' },
        react: { source: 'react/index', own: (file) => file.startsWith('react/') },
        wagmi: { source: 'wagmi/index', own: (file) => file.startsWith('wagmi/') },
      }),
    ],
    onwarn,
  },
  {
    input: 'src/umd.ts',
    output: {
      dir: 'dist',
      format: 'amd',
      // Chunk ids are their file names (one folder, no extension), which the module table of oneClassicFile looks up.
      // Only the hash: an id is written in every list of dependencies that names its chunk, and
      // the names cost 3 KB gzip (the source map still says which chunk is which).
      amd: { autoId: true, define: 'wmDefine' },
      minifyInternalExports: true,
      entryFileNames: 'wallet-modal.umd.js',
      chunkFileNames: '[hash:7].js',
      manualChunks: theModalReactApart(theModalCodeInOneChunk('src/umd.ts')),
      sourcemap: 'hidden',
    },
    plugins: [localesBesideTheUmdFile(), ...plugins({ declarations: false }), oneClassicFile({ fileName: 'wallet-modal.umd.js', globalName: 'WalletModal' })],
    onwarn,
  },
  bindingEntry('react', ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']),
  bindingEntry('wagmi', ['@wagmi/core', 'viem']),
];
