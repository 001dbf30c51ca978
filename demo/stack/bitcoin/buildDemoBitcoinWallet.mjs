// Bundles the demo Bitcoin wallet (demo/wallet/bitcoin/createDemoBitcoinWallet.mjs and the
// bitcoinjs-lib, ecpair and secp256k1 code it imports by package name) for the demo page into
// demo/wallet/bitcoin/.build/createDemoBitcoinWallet.js. Run by startStack() on every start;
// also a CLI: `node demo/stack/bitcoin/buildDemoBitcoinWallet.mjs`. Tests import the sources.
import path from 'node:path';
import { bundleForBrowser, REPO_ROOT, runAsCli } from '../bundleForBrowser.mjs';

/** Resolves to the path of the written bundle. */
export function buildDemoBitcoinWallet({ rootDir = REPO_ROOT } = {}) {
  return bundleForBrowser({ folder: path.join(rootDir, 'demo', 'wallet', 'bitcoin'), entry: 'createDemoBitcoinWallet.mjs', out: 'createDemoBitcoinWallet.js' });
}

await runAsCli(import.meta.url, buildDemoBitcoinWallet);
