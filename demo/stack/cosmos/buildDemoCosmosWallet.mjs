// Bundles the demo Cosmos wallet (demo/wallet/cosmos/createDemoCosmosWallet.mjs and the @cosmjs
// and @noble code it imports by package name) for the demo page into
// demo/wallet/cosmos/.build/createDemoCosmosWallet.js. Run by startStack() on every start; also
// a CLI: `node demo/stack/cosmos/buildDemoCosmosWallet.mjs`. Tests import the sources.
import path from 'node:path';
import { bundleForBrowser, REPO_ROOT, runAsCli } from '../bundleForBrowser.mjs';

/** Resolves to the path of the written bundle. */
export function buildDemoCosmosWallet({ rootDir = REPO_ROOT } = {}) {
  return bundleForBrowser({ folder: path.join(rootDir, 'demo', 'wallet', 'cosmos'), entry: 'createDemoCosmosWallet.mjs', out: 'createDemoCosmosWallet.js' });
}

await runAsCli(import.meta.url, buildDemoCosmosWallet);
