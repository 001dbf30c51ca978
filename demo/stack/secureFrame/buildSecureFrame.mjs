// Bundles the secure frame app (demo/secure-frame/app.mjs, which imports viem for keys and
// signing) for the browser into demo/secure-frame/.build/app.js. Run by startStack() on every
// start; also a CLI: `node demo/stack/secureFrame/buildSecureFrame.mjs`.
import path from 'node:path';
import { bundleForBrowser, REPO_ROOT, runAsCli } from '../bundleForBrowser.mjs';

/** Resolves to the path of the written bundle. */
export function buildSecureFrame({ rootDir = REPO_ROOT } = {}) {
  return bundleForBrowser({ folder: path.join(rootDir, 'demo', 'secure-frame'), entry: 'app.mjs', out: 'app.js' });
}

await runAsCli(import.meta.url, buildSecureFrame);
