// Running commands in the fixture host app (test/hostApp/app), for its test and the benchmark.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const APP = path.join(ROOT, 'test/hostApp/app');
export const INSTALLED = path.join(APP, 'node_modules/wallet-modal');

/** The path of a tool's script in the repository's node_modules. */
export const bin = (name, file) => path.join(ROOT, 'node_modules', name, file);

/** Runs `step`, returning its result and how long it took in seconds. */
export function timed(step) {
  const start = performance.now();
  const result = step();
  return { result, seconds: (performance.now() - start) / 1000 };
}

/** Runs a command in the app; its stdout and stderr, or a failure that shows them. */
export function runOrFail(what, command, args, options = {}) {
  const done = spawnSync(command, args, { cwd: APP, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (done.status !== 0) assert.fail(`${what} failed (exit ${done.status ?? done.signal}):\n${done.stdout}${done.stderr}`.slice(0, 6000));
  return { stdout: done.stdout, stderr: done.stderr };
}
