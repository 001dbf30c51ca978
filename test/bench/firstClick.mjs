// Benchmark, not a test: what a visitor downloads before the first click, and how long the
// first click and a browser-wallet connection take, in Chromium against the local stack.
// Timings on a shared machine are noisy: read the medians side by side, never as absolutes.
//   npm run bench            (after npm run build)
import puppeteer from 'puppeteer-core';
import { gzipSync } from 'node:zlib';
import { startStack } from '../../demo/stack/startStack.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, url) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script') return;
    try {
      scripts.set(new URL(response.url()).pathname, await response.buffer());
    } catch {
      // a response without a body (redirect) carries no bytes
    }
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => customElements.get('wallet-modal') && document.querySelector('wallet-button')?.shadowRoot?.querySelector('button'));
  const modalFiles = [...scripts].filter(([path]) => path.startsWith('/dist/'));
  const beforeClick = {
    files: modalFiles.map(([path]) => path),
    raw: modalFiles.reduce((sum, [, body]) => sum + body.length, 0),
    gzip: modalFiles.reduce((sum, [, body]) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
  const timings = await page.evaluate(async () => {
    const modal = document.querySelector('wallet-modal');
    const dialog = () => modal.shadowRoot.querySelector('[role="dialog"]');
    const start = performance.now();
    document.querySelector('wallet-button').shadowRoot.querySelector('button').click();
    await Promise.resolve();
    const committed = dialog() ? performance.now() - start : NaN;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const painted = dialog() ? performance.now() - start : NaN;
    let wallet;
    while (!(wallet = [...modal.shadowRoot.querySelectorAll('button')].find((b) => b.textContent.includes('Demo Wallet')))) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const connectStart = performance.now();
    wallet.click();
    while (dialog()?.dataset.view !== 'Account') await new Promise((resolve) => setTimeout(resolve, 2));
    const account = performance.now() - connectStart;
    while (!dialog().textContent.includes('ETH') || dialog().textContent.includes('0.00 ETH') && !dialog().textContent.includes(',')) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    return { committed, painted, account, balance: performance.now() - connectStart };
  });
  const lazy = [...scripts.keys()].filter((path) => path.startsWith('/dist/') && !beforeClick.files.includes(path));
  await context.close();
  return { beforeClick, timings, lazy };
}

const stack = await startStack({ quiet: true, demoPort: 0, servicePort: 0, explorerPort: 0 });
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  for (const [name, path] of [['UMD (demo page)', '/'], ['ESM (demo/esm.html)', '/esm.html']]) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, `${stack.urls.demo}${path}`));
    const first = runs[0];
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`\n${name}`);
    console.log(`  before the first click: ${kb(first.beforeClick.gzip)} gzip (${kb(first.beforeClick.raw)} raw) in ${first.beforeClick.files.length} file(s)`);
    console.log(`  loaded after the click: ${first.lazy.join(', ') || 'nothing'}`);
    const t = (key) => `${median(runs.map((r) => r.timings[key])).toFixed(1)} ms`;
    console.log(`  click → dialog in the DOM: ${t('committed')}, → after the next frame: ${t('painted')} (median of ${RUNS})`);
    console.log(`  wallet click → Account: ${t('account')}, → balance shown: ${t('balance')}`);
  }
} finally {
  await browser.close();
  await stack.stop();
}
