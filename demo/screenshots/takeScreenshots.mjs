// The README's pictures, taken from the real demo on the local stack so they stay true:
// Connect and Account, light and dark. npm run screenshots (dist/ is built first when stale).
import puppeteer from 'puppeteer-core';
import { fileURLToPath } from 'node:url';
import { chromiumPath, chromiumProblem } from '../setup/checkChromium.mjs';
import { ensureBuild } from '../setup/ensureBuild.mjs';
import { startStack } from '../stack/startStack.mjs';

const OUT = fileURLToPath(new URL('./', import.meta.url));
const executablePath = chromiumPath();

/** Waits until the modal's dialog shows `view` with its content and its opening has ended. */
async function viewShown(page, view) {
  await page.waitForFunction(
    (name) => {
      const dialog = document.querySelector('wallet-modal')?.shadowRoot?.querySelector('[role="dialog"]');
      return dialog?.dataset.view === name && !dialog.querySelector('[data-view-loading], [aria-busy="true"]');
    },
    { timeout: 20_000 },
    view,
  );
  await page.evaluate(() => Promise.all(document.querySelector('wallet-modal').shadowRoot.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));
}

/** The card alone, with a margin of backdrop around it. */
async function shoot(page, name) {
  const card = await page.evaluateHandle(() => document.querySelector('wallet-modal').shadowRoot.querySelector('.wm-card'));
  const box = await card.boundingBox();
  const margin = 24;
  await page.screenshot({ path: `${OUT}${name}.png`, clip: { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin } });
  console.log(`demo/screenshots/${name}.png`);
}

const problem = chromiumProblem(executablePath);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
await ensureBuild().catch(() => process.exit(1)); // the build has said why

const stack = await startStack({ quiet: true, demoPort: 0, servicePort: 0, explorerPort: 0 });
const browser = await puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--lang=en-US'] });
try {
  for (const mode of ['light', 'dark']) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 900, height: 900, deviceScaleFactor: 2 });
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: mode }]);
    await page.goto(stack.urls.demo, { waitUntil: 'networkidle0' });
    await page.evaluate((theme) => document.querySelector('wallet-modal').setAttribute('theme-mode', theme), mode);
    await page.evaluate(() => document.querySelector('wallet-button').shadowRoot.querySelector('button').click());
    await viewShown(page, 'Connect');
    await shoot(page, `connect-${mode}`);
    // Connect the demo wallet, then open Account from the button once the balance shows.
    await page.evaluate(() => [...document.querySelector('wallet-modal').shadowRoot.querySelectorAll('button')].find((b) => b.textContent.includes('Demo Wallet')).click());
    await page.waitForFunction(() => /[1-9]/.test(document.querySelector('wallet-button')?.shadowRoot?.querySelector('.wm-balance')?.textContent ?? ''), { timeout: 20_000 });
    await page.evaluate(() => document.querySelector('wallet-button').shadowRoot.querySelector('button').click());
    await viewShown(page, 'Account');
    await page.waitForFunction(() => !document.querySelector('wallet-modal').shadowRoot.querySelector('.wm-skeleton'), { timeout: 20_000 });
    await shoot(page, `account-${mode}`);
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}
