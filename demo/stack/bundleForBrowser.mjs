// The one esbuild set-up for the demo's browser bundles (the demo mobile wallet, the secure
// frame, the demo Bitcoin wallet): pages that load plain modules and cannot resolve package
// names get each as one ES module in a gitignored `.build/` folder beside its source. Run on
// every stack start (esbuild takes well under a second).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Bundles `folder/entry` into `folder/.build/<out>`; resolves to the written file. */
export async function bundleForBrowser({ folder, entry, out }) {
  const outfile = path.join(folder, '.build', out);
  await build({
    entryPoints: [path.join(folder, entry)],
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

/** Runs a builder as a CLI when its module is the one node was started with. */
export async function runAsCli(moduleUrl, builder) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const started = Date.now();
  const outfile = await builder();
  process.stdout.write(`Built ${path.relative(process.cwd(), outfile)} in ${Date.now() - started}ms\n`);
}
