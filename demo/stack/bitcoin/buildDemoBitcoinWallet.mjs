// Bundles the demo Bitcoin wallet (demo/wallet/bitcoin/createDemoBitcoinWallet.mjs and the
// bitcoinjs-lib, ecpair and secp256k1 code it imports by package name) for the demo page, which
// loads plain modules and cannot resolve package names, into
// demo/wallet/bitcoin/.build/createDemoBitcoinWallet.js (ignored by git). Run by startStack()
// on every start (esbuild takes well under a second); also a CLI:
// `node demo/stack/bitcoin/buildDemoBitcoinWallet.mjs`. Tests import the sources instead.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Resolves to the path of the written bundle. */
export async function buildDemoBitcoinWallet({ rootDir = REPO_ROOT } = {}) {
  const folder = path.join(rootDir, 'demo', 'wallet', 'bitcoin');
  const outfile = path.join(folder, '.build', 'createDemoBitcoinWallet.js');
  await build({
    entryPoints: [path.join(folder, 'createDemoBitcoinWallet.mjs')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: false,
    sourcemap: 'linked',
    logLevel: 'silent',
  });
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const outfile = await buildDemoBitcoinWallet();
  process.stdout.write(`Built ${path.relative(process.cwd(), outfile)} in ${Date.now() - started}ms\n`);
}
