#!/usr/bin/env node
// The first step of `npm start` and `npm test`: runs `npm ci` when node_modules is missing or
// does not match package-lock.json, so that on a fresh clone the README's two commands work as
// written. Node built-ins only (it runs before anything is installed).
//
// "Matches" means: npm's record of what it installed (node_modules/.package-lock.json, written by
// every `npm ci` / `npm install`) holds every package of the lock that is not optional, at the
// lock's version, and nothing the lock does not list. Optional packages (other platforms' builds
// of rollup, esbuild, anvil, …) may be absent: npm skips those that do not fit this machine.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Why node_modules needs `npm ci`, or null when it matches the lock. `lock` and `installed` are
 * the parsed package-lock.json and node_modules/.package-lock.json (null when missing).
 */
export function installProblem(lock, installed) {
  if (!lock?.packages) return 'package-lock.json is missing or unreadable';
  if (!installed?.packages) return 'node_modules is missing';
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key || entry.link) continue;
    const got = installed.packages[key];
    if (!got) {
      if (entry.optional || entry.devOptional) continue;
      return `${key.replace(/^.*node_modules\//, '')} is not installed`;
    }
    if (got.version !== entry.version) return `${key.replace(/^.*node_modules\//, '')} is ${got.version}, the lock says ${entry.version}`;
  }
  for (const key of Object.keys(installed.packages)) {
    if (key && !lock.packages[key]) return `${key.replace(/^.*node_modules\//, '')} is installed but not in the lock`;
  }
  return null;
}

/** Runs `npm ci` in `rootDir` when node_modules does not match the lock; returns false if that fails. */
export function ensureInstall({ rootDir = REPO_ROOT, log = (line) => process.stdout.write(`${line}\n`) } = {}) {
  const problem = installProblem(
    readJson(path.join(rootDir, 'package-lock.json')),
    readJson(path.join(rootDir, 'node_modules', '.package-lock.json')),
  );
  if (!problem) {
    log('[setup] dependencies: node_modules matches package-lock.json');
    return true;
  }
  log(`[setup] dependencies: ${problem}; running npm ci (once; about half a minute)`);
  // Inside an npm script npm_execpath is the npm that runs us: use the same one.
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli && /\.[cm]?js$/.test(npmCli) ? [process.execPath, [npmCli]] : ['npm', []];
  const npmCi = (...flags) =>
    spawnSync(command, [...args, 'ci', '--no-audit', '--no-fund', ...flags], {
      cwd: rootDir,
      stdio: 'inherit',
      shell: command === 'npm' && process.platform === 'win32',
    });
  // The lock names each package's version and integrity, but not where its tarball lies, so npm
  // asks the registry for every package's metadata and then its tarball, 2 × 1,200 requests,
  // even with both in its cache. --prefer-offline takes what the cache holds as it is (a fresh
  // machine's empty cache fetches as usual): a fifth less CPU, and no waiting on the registry.
  let result = npmCi('--prefer-offline');
  if (result.status !== 0 && !result.error) {
    // Cached metadata older than a version the lock names fails so: ask the registry this time.
    log('[setup] npm ci from the cache failed (see above); once more, asking the registry');
    result = npmCi();
  }
  if (result.status !== 0) {
    log(`[setup] npm ci failed${result.error ? `: ${result.error.message}` : ''}; see above`);
    return false;
  }
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(ensureInstall() ? 0 : 1);
}
