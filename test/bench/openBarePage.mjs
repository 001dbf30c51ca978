// The smallest host page, for the benchmarks: one script tag and the two elements, served from
// the demo's origin (so /dist/ loads as on the demo pages) but without the demo page's own
// scripts (its demo wallets). The modal reads its wallet list and chain data from the local
// stack's services (api-url, explorer-url), as a host points it at the hosted ones.

/** For scale: the same page with, as its one script, a two-line element that renders a button. */
const FLOOR_SCRIPT = '/__bench/floor.js';
const FLOOR_ELEMENT = `customElements.define('wallet-button', class extends HTMLElement {
  connectedCallback() { this.attachShadow({ mode: 'open' }).append(Object.assign(document.createElement('button'), { textContent: 'Connect Wallet' })); }
});`;

/** The builds a bare page can load, by name: the script tag of each. */
export const BARE_BUILDS = {
  floor: `<script src="${FLOOR_SCRIPT}"></script>`,
  UMD: '<script src="/dist/wallet-modal.umd.js"></script>',
  ESM: '<script type="module" src="/dist/wallet-modal.js"></script>',
};

/**
 * Opens the bare page with `build`'s script in a fresh browser context, CPU slowed `cpuSlowdown`
 * times. Resolves, once the page has loaded and the button exists, to the page, its context
 * (the caller closes it) and when the button first existed (ms from the start of navigation,
 * seen frame by frame).
 */
export async function openBarePage(browser, stackUrls, build, { cpuSlowdown = 1, waitUntil = 'load' } = {}) {
  const origin = stackUrls.demo;
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (cpuSlowdown > 1) await page.emulateCPUThrottling(cpuSlowdown);
  const url = `${origin}/__bench/bare.html`;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url() === `${origin}${FLOOR_SCRIPT}`) return void request.respond({ contentType: 'text/javascript', body: FLOOR_ELEMENT });
    if (request.url() !== url) return void request.continue();
    void request.respond({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare host</title>${BARE_BUILDS[build]}</head>
<body><wallet-button></wallet-button><wallet-modal networks="eip155:1,eip155:8453" project-id="bench" api-url="${stackUrls.api}" explorer-url="${stackUrls.explorer}"></wallet-modal></body></html>`,
    });
  });
  await page.evaluateOnNewDocument(() => {
    const check = () => {
      if (document.querySelector('wallet-button')?.shadowRoot?.querySelector('button')) window.__buttonReady = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto(url, { waitUntil });
  await page.waitForFunction(() => window.__buttonReady);
  const buttonReady = await page.evaluate(() => window.__buttonReady);
  return { page, context, buttonReady };
}
