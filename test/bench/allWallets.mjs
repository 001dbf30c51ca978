// Benchmark, not a test: AllWallets with 600 wallets in Chromium (ESM build, demo/esm.html)
// against the local stack, whose wallet-list service is given the 520 bundled wallets plus 80
// generated ones. Prints, as medians over fresh browser contexts:
//   - open AllWallets -> dialog in the DOM -> first rows painted (lazy chunk + page 1 included)
//   - frame times (requestAnimationFrame deltas) while scrolling to the end, every page loading
//   - keystroke -> search results painted (debounce + request + the 300 ms minimum wait)
// Timings on a shared machine are noisy: compare runs side by side, never as absolutes.
//   node test/bench/allWallets.mjs        (after a build; BENCH_RUNS=5 by default)
// BENCH_IMAGES=png answers every wallet image with a small PNG instead of the stack's SVG,
// BENCH_IMAGES=none with a 404 (placeholders only): they show what the images cost.
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { startStack } from '../../demo/stack/startStack.mjs';
import { loadWallets } from '../../demo/stack/walletListService.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TOTAL = 600;
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const NETWORKS = 'eip155:1,eip155:8453,eip155:42161,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const QUERIES = ['r', 'rain', 'wallet', 'zzz'];
const IMAGES = process.env.BENCH_IMAGES ?? 'svg';

const sha = (text) => createHash('sha256').update(text).digest('hex');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];
const ms = (value) => `${value.toFixed(1)} ms`;

/** The bundled catalogue, topped up to TOTAL with generated wallets of the same shape. */
function walletsForBench() {
  const wallets = loadWallets();
  for (let i = wallets.length; i < TOTAL; i += 1) {
    const name = `Bench Wallet ${String(i).padStart(3, '0')}`;
    const h = sha(`image:${name}`);
    wallets.push({
      ...wallets[i % 40],
      id: sha(name),
      name,
      image_id: `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 30)}00`,
      rdns: null,
      badge_type: 'none',
      order: (i + 1) * 10,
      injected: null,
    });
  }
  return wallets;
}

/** A 96×96 single-colour PNG (what a real catalogue image is like to decode, unlike an SVG). */
function png(seed) {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(96, 0);
  header.writeUInt32BE(96, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rgb = [(seed * 37) % 256, (seed * 91) % 256, 120];
  const row = Buffer.from([0, ...Array.from({ length: 96 * 3 }, (_, i) => rgb[i % 3])]);
  const pixels = deflateSync(Buffer.concat(Array(96).fill(row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

async function replaceImages(page) {
  if (IMAGES === 'svg') return;
  await page.setRequestInterception(true);
  let seed = 0;
  page.on('request', (request) => {
    if (!request.url().includes('/getWalletImage/')) return request.continue();
    seed += 1;
    const headers = { 'access-control-allow-origin': '*' };
    if (IMAGES === 'none') return request.respond({ status: 404, headers, contentType: 'application/json', body: '{}' });
    return request.respond({ status: 200, headers, contentType: 'image/png', body: png(seed) });
  });
}

/** Opens demo/esm.html in a fresh context with every chain configured, so all 600 wallets match. */
async function freshPage(browser, demoUrl) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await replaceImages(page);
  await page.goto(`${demoUrl}/esm.html`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => document.body.dataset.ready === 'true' && customElements.get('wallet-modal'));
  await page.evaluate((networks) => document.querySelector('wallet-modal').setAttribute('networks', networks), NETWORKS);
  return { page, close: () => context.close() };
}

// In the page: helpers reading the modal's shadow root.
const IN_PAGE = `
  window.__wm = {
    root: () => document.querySelector('wallet-modal').shadowRoot,
    dialog: () => window.__wm.root().querySelector('[role="dialog"]'),
    tiles: () => window.__wm.root().querySelectorAll('.wm-grid button.wm-tile'),
    status: () => window.__wm.root().querySelector('.wm-results-status')?.textContent ?? '',
    frame: () => new Promise((resolve) => requestAnimationFrame(() => resolve())),
    // After the next frame's paint: a rAF, then a task.
    painted: () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  };
`;

async function measureOpen(page) {
  await page.evaluate(IN_PAGE);
  return page.evaluate(async () => {
    const wm = window.__wm;
    const start = performance.now();
    const opened = document.querySelector('wallet-modal').open({ view: 'AllWallets' });
    await opened;
    const dialog = performance.now() - start;
    while (wm.tiles().length === 0) await wm.frame();
    const committed = performance.now() - start;
    await wm.painted();
    return { dialog, committed, painted: performance.now() - start, rows: wm.tiles().length };
  });
}

async function measureScroll(page, total, fromTop = false) {
  return page.evaluate(async (total, fromTop) => {
    const wm = window.__wm;
    const body = wm.root().querySelector('.wm-body');
    if (fromTop) {
      body.scrollTop = 0;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const deltas = [];
    let last = performance.now();
    let done = false;
    const started = last;
    // Scroll like a steady fling: 80 px per frame until every wallet is in and the end is reached.
    await new Promise((resolve) => {
      const step = (now) => {
        deltas.push(now - last);
        last = now;
        body.scrollTop += 80;
        const atEnd = body.scrollTop + body.clientHeight >= body.scrollHeight - 2;
        if (atEnd && wm.tiles().length >= total) done = true;
        if (done || now - started > 60_000) return resolve();
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    const images = wm.root().querySelectorAll('.wm-tile img').length;
    return { deltas: deltas.slice(1), rows: wm.tiles().length, images, seconds: (performance.now() - started) / 1000 };
  }, total, fromTop);
}

async function measureSearch(page, query) {
  await page.evaluate(async () => {
    const wm = window.__wm;
    wm.root().querySelector('input[type="search"]').focus();
  });
  await page.evaluate(() => {
    performance.clearResourceTimings();
    window.__lastKey = 0;
    window.__wm.root().addEventListener('keydown', () => (window.__lastKey = performance.now()), { capture: true });
  });
  await page.keyboard.type(query);
  const result = await page.evaluate(async (query) => {
    const wm = window.__wm;
    while (!/found$/.test(wm.status())) await wm.frame();
    const committed = performance.now() - window.__lastKey;
    await wm.painted();
    const entry = performance.getEntriesByType('resource').filter((e) => e.name.includes(`search=${encodeURIComponent(query)}`)).at(-1);
    return {
      committed,
      painted: performance.now() - window.__lastKey,
      request: entry ? entry.responseEnd - entry.startTime : NaN,
      results: wm.tiles().length,
      status: wm.status(),
    };
  }, query);
  // Clear the field (the clear control), back to the list.
  await page.evaluate(async () => {
    const wm = window.__wm;
    wm.root().querySelector('.wm-search-clear')?.click();
    while (/found$|Searching/.test(wm.status())) await wm.frame();
  });
  return result;
}

const wallets = walletsForBench();
const stack = await startStack({ quiet: true, demoPort: 0, servicePort: 0, explorerPort: 0, walletListOptions: { wallets } });
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const opens = [];
  const scrolls = [];
  const rescrolls = [];
  const searches = Object.fromEntries(QUERIES.map((q) => [q, []]));
  for (let run = 0; run < RUNS; run += 1) {
    const { page, close } = await freshPage(browser, stack.urls.demo);
    opens.push(await measureOpen(page));
    scrolls.push(await measureScroll(page, wallets.length));
    rescrolls.push(await measureScroll(page, wallets.length, true));
    for (const query of QUERIES) searches[query].push(await measureSearch(page, query));
    await close();
  }
  console.log(`\nAllWallets with ${wallets.length} wallets (ESM build, ${IMAGES} images, ${RUNS} fresh runs, medians)`);
  const m = (list, key) => ms(median(list.map((r) => r[key])));
  console.log(`  open -> dialog in the DOM: ${m(opens, 'dialog')}, first ${opens[0].rows} rows committed: ${m(opens, 'committed')}, painted: ${m(opens, 'painted')}`);
  const frames = (label, list) => {
    const all = list.flatMap((s) => s.deltas);
    console.log(
      `  ${label} (${list[0].rows} rows, ${list[0].images} images shown, ~${median(list.map((s) => s.seconds)).toFixed(1)} s): ` +
        `frame median ${ms(median(all))}, p95 ${ms(quantile(all, 0.95))}, p99 ${ms(quantile(all, 0.99))}, worst ${ms(Math.max(...all))}, ` +
        `frames > 17 ms: ${all.filter((d) => d > 17.5).length} of ${all.length}`,
    );
  };
  frames('first scroll to the end, pages and images loading', scrolls);
  frames('second scroll, everything loaded', rescrolls);
  for (const query of QUERIES) {
    const runs = searches[query];
    console.log(
      `  search "${query}" (${runs[0].status}): keystroke -> results committed ${m(runs, 'committed')}, painted ${m(runs, 'painted')} ` +
        `(request ${m(runs, 'request')})`,
    );
  }
} finally {
  await browser.close();
  await stack.stop();
}
