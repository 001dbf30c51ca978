// Benchmark, not a test: what a visitor downloads before the first click, and how long the
// first click and a browser-wallet connection take, in Chromium against the local stack, on the
// demo pages and on a bare host page (openBarePage.mjs): navigation to a usable button beside the
// floor (a two-line element), the dialog in the first frame after the click, the JavaScript heap
// once the modal is open; then what the modal adds to the fixture host app's JavaScript
// (fixtureWeight.mjs). It ends with a summary of the figures issue 30 names.
// Timings on a shared machine are noisy: read the medians side by side, never as absolutes.
//   npm run bench            (after npm run build)
//   BENCH_RUNS=9             visits per figure (default 5)
//   BENCH_FIXTURE=0          leaves out the fixture app's builds (about a minute)
import puppeteer from 'puppeteer-core';
import { gzipSync } from 'node:zlib';
import { startStack } from '../../demo/stack/startStack.mjs';
import { fixtureWeight } from './fixtureWeight.mjs';
import { benchBareHosts } from './benchBareHosts.mjs';
import { printSummary } from './printSummary.mjs';
import { readFileSync } from 'node:fs';

// npm start's dist/ is not minified: its weights and timings are not the product's.
if (JSON.parse(readFileSync(new URL('../../dist/build-manifest.json', import.meta.url), 'utf8')).minified === false) {
  console.error('dist/ is an unminified npm start build; run npm run build');
  process.exit(1);
}

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, url, { cpuSlowdown = 1 } = {}) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (cpuSlowdown > 1) await page.emulateCPUThrottling(cpuSlowdown);
  // When the button first exists, seen frame by frame from the start of the navigation.
  await page.evaluateOnNewDocument(() => {
    const check = () => {
      if (document.querySelector('wallet-button')?.shadowRoot?.querySelector('button')) window.__buttonReady = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
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
    // The frame after the click: the dialog is in it when it is in the DOM at its animation frame.
    const firstFrame = await new Promise((resolve) => requestAnimationFrame(() => resolve(Boolean(dialog()))));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const painted = dialog() ? performance.now() - start : NaN;
    let wallet;
    while (!(wallet = [...modal.shadowRoot.querySelectorAll('button')].find((b) => b.textContent.includes('Demo Wallet')))) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const connectStart = performance.now();
    wallet.click();
    // Connected: the modal closes, and the button shows the account and its balance.
    while (dialog()) await new Promise((resolve) => setTimeout(resolve, 2));
    const account = performance.now() - connectStart;
    const shown = () => document.querySelector('wallet-button').shadowRoot.querySelector('.wm-balance');
    while (!shown() || shown().dataset.unavailable || !/[1-9]/.test(shown().textContent)) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    return { committed, painted, firstFrame, buttonReady: window.__buttonReady, account, balance: performance.now() - connectStart };
  });
  const lazy = [...scripts.keys()].filter((path) => path.startsWith('/dist/') && !beforeClick.files.includes(path));
  await context.close();
  return { beforeClick, timings, lazy };
}

/**
 * A first visit choosing WalletConnect: click on the button to the QR code drawn (the SDK
 * chunk loads, the socket to the local relay opens, the proposal is published), and every
 * request the page makes that leaves this machine (there must be none).
 */
async function measureFirstQr(browser, url) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const outside = [];
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url());
    if (!['data:', 'blob:'].includes(protocol) && !['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) outside.push(request.url());
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => document.querySelector('wallet-button')?.shadowRoot?.querySelector('button'));
  const qr = await page.evaluate(async () => {
    const modal = document.querySelector('wallet-modal');
    const start = performance.now();
    document.querySelector('wallet-button').shadowRoot.querySelector('button').click();
    let choice;
    while (!(choice = [...modal.shadowRoot.querySelectorAll('button')].find((b) => b.textContent.includes('WalletConnect')))) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    choice.click();
    while (!modal.shadowRoot.querySelector('svg.wm-qr')) await new Promise((resolve) => setTimeout(resolve, 2));
    return performance.now() - start;
  });
  await context.close();
  return { qr, outside };
}

const stack = await startStack({ quiet: true, demoPort: 0, servicePort: 0, explorerPort: 0 });
const demo = {};
let bare;
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  for (const [name, path, build] of [['UMD (demo page)', '/', 'UMD'], ['ESM (demo/esm.html)', '/esm.html', 'ESM']]) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, `${stack.urls.demo}${path}`));
    const first = runs[0];
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`\n${name}`);
    console.log(`  before the first click: ${kb(first.beforeClick.gzip)} gzip (${kb(first.beforeClick.raw)} raw) in ${first.beforeClick.files.length} file(s)`);
    console.log(`  loaded after the click: ${first.lazy.join(', ') || 'nothing'}`);
    const t = (key) => `${median(runs.map((r) => r.timings[key])).toFixed(1)} ms`;
    console.log(`  navigation → usable button: ${t('buttonReady')}`);
    console.log(`  click → dialog in the DOM: ${t('committed')}, → after the next frame: ${t('painted')} (median of ${RUNS}); in the first frame after the click: ${runs.filter((r) => r.timings.firstFrame).length}/${RUNS}`);
    const slow = [];
    for (let i = 0; i < RUNS; i += 1) slow.push(await measure(browser, `${stack.urls.demo}${path}`, { cpuSlowdown: 4 }));
    const ts = (key) => `${median(slow.map((r) => r.timings[key])).toFixed(1)} ms`;
    demo[build] = { normal: runs.filter((r) => r.timings.firstFrame).length, slow: slow.filter((r) => r.timings.firstFrame).length };
    console.log(`  CPU slowed 4× (a mid-range phone): navigation → usable button ${ts('buttonReady')}; click → dialog in the DOM ${ts('committed')}, → after the next frame ${ts('painted')}; in the first frame: ${slow.filter((r) => r.timings.firstFrame).length}/${RUNS}`);
    console.log(`  wallet click → connected (modal closed): ${t('account')}, → balance on the button: ${t('balance')}`);
    const qrRuns = [];
    for (let i = 0; i < RUNS; i += 1) qrRuns.push(await measureFirstQr(browser, `${stack.urls.demo}${path}`));
    const outside = [...new Set(qrRuns.flatMap((run) => run.outside))];
    console.log(`  first visit, click → WalletConnect QR code drawn: ${median(qrRuns.map((run) => run.qr)).toFixed(1)} ms (median of ${RUNS})`);
    console.log(`  requests leaving this machine: ${outside.length ? outside.join(', ') : 'none'}`);
  }
  bare = await benchBareHosts(browser, stack.urls, RUNS);
} finally {
  await browser.close();
  await stack.stop();
}
// The builds last, when no page is being timed: they take both cores.
const fixture = process.env.BENCH_FIXTURE === '0' ? null : fixtureWeight();
printSummary({ runs: RUNS, bare, demo, fixture });
