// Bundles the secure frame app (demo/secure-frame/app.mjs, which imports viem for keys and
// signing) for the browser into demo/secure-frame/.build/app.js (gitignored). Run by
// startStack() on every start; also a CLI: `node demo/stack/secureFrame/buildSecureFrame.mjs`.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Resolves to the path of the written bundle. */
export async function buildSecureFrame({ rootDir = REPO_ROOT } = {}) {
  const folder = path.join(rootDir, 'demo', 'secure-frame');
  const outfile = path.join(folder, '.build', 'app.js');
  await build({
    entryPoints: [path.join(folder, 'app.mjs')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: false,
    sourcemap: 'linked',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'silent',
  });
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const outfile = await buildSecureFrame();
  process.stdout.write(`Built ${path.relative(process.cwd(), outfile)} in ${Date.now() - started}ms\n`);
}
