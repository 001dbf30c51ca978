#!/usr/bin/env node
// The tests run in Debian's Chromium, never a downloaded browser: the test runner launches the
// file at CHROME_PATH, or /usr/bin/chromium (test/web-test-runner.config.mjs). Without it,
// puppeteer fails with a long stack trace; this says in one line how to get one instead.
// Run first by `npm test` (before the minutes of typecheck and build) and by the runner's config.
// Node built-ins only.
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** The browser the test runner launches. */
export function chromiumPath(env = process.env) {
  return env.CHROME_PATH || DEFAULT_CHROMIUM;
}

/** A one-line message when there is no browser to run at `executable`; null when there is. */
export function chromiumProblem(executable = chromiumPath()) {
  const where = executable === DEFAULT_CHROMIUM ? DEFAULT_CHROMIUM : `CHROME_PATH=${executable}`;
  let isFile = false;
  try {
    isFile = statSync(executable).isFile();
    if (isFile) accessSync(executable, constants.X_OK);
  } catch {
    return isFile
      ? `The tests need Chromium, but ${where} is not executable: fix its permissions or set CHROME_PATH to a Chromium binary.`
      : `The tests need Chromium, but there is none at ${where}: install it (Debian: apt-get install chromium) or set CHROME_PATH to your Chromium binary.`;
  }
  return isFile ? null : `The tests need Chromium, but ${where} is not a file: install it (Debian: apt-get install chromium) or set CHROME_PATH to your Chromium binary.`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problem = chromiumProblem();
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
}
