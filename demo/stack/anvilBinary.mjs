// Finds the native anvil executable shipped by @foundry-rs/anvil's per-platform package.
// Spawning the binary itself (not the npm `bin.mjs` wrapper) means the pid we hold is anvil's,
// so stop() and the parent-death signal reach the real process.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function anvilBinaryPath() {
  const exe = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`;
  const candidates = [];
  try {
    candidates.push(path.join(path.dirname(require.resolve(`${platformPackage}/package.json`)), 'bin', exe));
  } catch {
    // not installed for this platform: try the fallbacks below
  }
  candidates.push(path.join(repoRoot, 'node_modules', platformPackage, 'bin', exe));
  candidates.push(path.join(repoRoot, 'node_modules', '@foundry-rs', 'dist', exe)); // where the wrapper's postinstall puts it
  const found = candidates.find((file) => existsSync(file));
  if (!found) {
    throw new Error(`anvil binary not found (looked for ${platformPackage}). Run npm install; @foundry-rs/anvil is a dependency of the demo workspace (demo/package.json).`);
  }
  return found;
}
