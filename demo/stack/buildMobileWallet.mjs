// Bundles the demo mobile wallet (demo/mobile-wallet/app.mjs, which imports the wallet-side
// WalletConnect SDKs) for the browser into demo/mobile-wallet/.build/app.js. Run by
// startStack() on every start; also a CLI: `node demo/stack/buildMobileWallet.mjs`.
import path from 'node:path';
import { bundleForBrowser, REPO_ROOT, runAsCli } from './bundleForBrowser.mjs';

/** Resolves to the path of the written bundle. */
export function buildMobileWallet({ rootDir = REPO_ROOT } = {}) {
  return bundleForBrowser({ folder: path.join(rootDir, 'demo', 'mobile-wallet'), entry: 'app.mjs', out: 'app.js' });
}

await runAsCli(import.meta.url, buildMobileWallet);
