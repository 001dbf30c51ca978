// Two builds from one source:
// - dist/wallet-modal.js: code-split ESM. Only what the first paint needs is in the entry's
//   static import graph; feature views and wallet SDKs are dynamic-import chunks.
// - dist/wallet-modal.umd.js: one self-contained file for a classic <script src>, global
//   `WalletModal`, every chunk inlined.
// Both ship production React, minified, with source maps. The ESM build also writes type
// declarations and dist/build-manifest.json, which the size budget reads.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** Writes which chunks each chunk imports statically and dynamically. */
function buildManifest() {
  return {
    name: 'build-manifest',
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[fileName] = {
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        };
      }
      this.emitFile({ type: 'asset', fileName: 'build-manifest.json', source: JSON.stringify({ chunks }, null, 2) });
    },
  };
}

/**
 * nanostores keeps its change counter on `globalThis.nanostoresGlobal` so that separate
 * copies agree. We ship one copy, and a guest on a host page may add no global but
 * `WalletModal`: keep the counter in the module. Fails the build if the line moves.
 */
function keepNanostoresCounterLocal() {
  const shared = 'export const nanostoresGlobal = (globalThis.nanostoresGlobal ||= { epoch: 0 })';
  return {
    name: 'keep-nanostores-counter-local',
    transform(code, id) {
      if (!/[\\/]nanostores[\\/]atom[\\/]index\.js$/.test(id)) return null;
      if (!code.includes(shared)) this.error('nanostores no longer declares nanostoresGlobal as expected');
      return { code: code.replace(shared, 'export const nanostoresGlobal = { epoch: 0 }'), map: null };
    },
  };
}

/**
 * The WalletConnect SDK keeps its sessions through @walletconnect/keyvaluestorage, whose module
 * top level reads window.localStorage: that throws where storage is denied (a sandboxed frame),
 * and the UMD file evaluates every inlined chunk as it loads. We give the SDK our own storage
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
 * The UMD file carries no translations (twelve languages in one classic script would cost more
 * than the whole first load): its locale loader imports the ESM build's dist/locales/<tag>.js,
 * beside it, instead of inlining them.
 */
function localesBesideTheUmdFile() {
  const umdLoaders = fileURLToPath(new URL('./src/i18n/localeLoadersUmd.ts', import.meta.url));
  return {
    name: 'locales-beside-the-umd-file',
    resolveId(source, importer) {
      return /(^|\/)i18n\/localeLoaders$|^\.\/localeLoaders$/.test(source) && importer && /[\\/]src[\\/]/.test(importer) ? umdLoaders : null;
    },
  };
}

/** Collapses the whitespace and comments inside css`...` templates. */
function minifyCssTemplates() {
  return {
    name: 'minify-css-templates',
    transform(code, id) {
      if (!/[\\/]src[\\/]styles[\\/].*Css\.ts$/.test(id)) return null;
      const out = code.replace(/css`([^`]*)`/g, (_match, body) =>
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

function plugins({ declarations }) {
  return [
    keepNanostoresCounterLocal(),
    walletConnectStorageOfOurOwn(),
    minifyCssTemplates(),
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
      declarationDir: declarations ? 'dist/types' : undefined,
      noEmitOnError: true,
      // The two bundles compile the same program: the ESM one type-checks it (and fails the
      // build on an error), the UMD one only emits it (TS 5.5+ `noCheck`; with isolatedModules
      // the emitted code is the same, byte for byte), saving one full type check per build.
      ...(declarations ? {} : { noCheck: true }),
      sourceMap: true,
      inlineSources: true,
    }),
    terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
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

export default [
  {
    input: 'src/index.ts',
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: 'wallet-modal.js',
      // A locale is a chunk of plain data at a stable address, which the UMD file loads too.
      chunkFileNames: (chunk) => (/[\\/]src[\\/]i18n[\\/]locales[\\/]/.test(chunk.facadeModuleId ?? '') ? 'locales/[name].js' : 'chunks/[name]-[hash].js'),
      sourcemap: true,
    },
    plugins: [...plugins({ declarations: true }), buildManifest()],
    onwarn,
  },
  {
    input: 'src/umd.ts',
    output: {
      file: 'dist/wallet-modal.umd.js',
      format: 'umd',
      name: 'WalletModal',
      inlineDynamicImports: true,
      sourcemap: true,
    },
    plugins: [localesBesideTheUmdFile(), ...plugins({ declarations: false })],
    onwarn,
  },
];
