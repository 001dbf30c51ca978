// Bundles the demo Polkadot wallet (demo/wallet/polkadot/createDemoPolkadotWallet.mjs and the
// @scure/sr25519 and @noble code it imports by package name) for the demo page into
// demo/wallet/polkadot/.build/createDemoPolkadotWallet.js. Run by startStack() on every start;
// also a CLI: `node demo/stack/polkadot/buildDemoPolkadotWallet.mjs`. Tests import the sources.
import path from 'node:path';
import { bundleForBrowser, REPO_ROOT, runAsCli } from '../bundleForBrowser.mjs';

/** Resolves to the path of the written bundle. */
export function buildDemoPolkadotWallet({ rootDir = REPO_ROOT } = {}) {
  return bundleForBrowser({ folder: path.join(rootDir, 'demo', 'wallet', 'polkadot'), entry: 'createDemoPolkadotWallet.mjs', out: 'createDemoPolkadotWallet.js' });
}

await runAsCli(import.meta.url, buildDemoPolkadotWallet);
