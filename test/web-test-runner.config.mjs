// @web/test-runner configuration: every test runs in Debian's Chromium (never a downloaded
// browser), one fresh browser context per test file so storage never leaks between files.
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleTestFilesPlugin } from './support/bundleTestFilesPlugin.mjs';
import { popupCommandsPlugin } from './support/popupCommands.mjs';
import { emulateCommandsPlugin } from './support/emulateCommands.mjs';
import { frameCommandsPlugin } from './support/frameCommands.mjs';
import { demoPageCommandsPlugin } from './support/demoPageCommands.mjs';
import { holdRequestCommandsPlugin } from './support/holdRequestCommands.mjs';
import { manualMiningLockPlugin } from './support/manualMiningLockPlugin.mjs';
import { stackPlugin } from './support/stackPlugin.mjs';
import { summaryReporter } from './support/summaryReporter.mjs';
import { testPagesMiddleware } from './support/testPagesMiddleware.mjs';
import { chromiumPath, chromiumProblem } from '../demo/setup/checkChromium.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const executablePath = chromiumPath(); // CHROME_PATH, or /usr/bin/chromium
// No browser: one line that says how to install one, not puppeteer's stack trace.
const noBrowser = chromiumProblem(executablePath);
if (noBrowser) {
  process.stderr.write(`${noBrowser}\n`);
  process.exit(1);
}

export default {
  rootDir,
  files: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
  nodeResolve: false,
  concurrency: 2,
  concurrentBrowsers: 1,
  testsFinishTimeout: 5 * 60_000,
  testFramework: { config: { timeout: 15_000 } },
  middleware: [testPagesMiddleware],
  reporters: [defaultReporter(), summaryReporter()],
  // The real local stack (anvil chains and the service twins) for the whole run, on free ports,
  // and the server commands that click in popups (the social login's) and read the secure
  // frame's approval screen for the tests, and that hold a test page's requests; one file at a
  // time on the manual-mining chain.
  plugins: [bundleTestFilesPlugin({ rootDir }), stackPlugin(), popupCommandsPlugin(), emulateCommandsPlugin(), frameCommandsPlugin(), demoPageCommandsPlugin(), holdRequestCommandsPlugin(), manualMiningLockPlugin()],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
      async createPage({ browser }) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        page.once('close', () => context.close().catch(() => {}));
        return page;
      },
    }),
  ],
};
