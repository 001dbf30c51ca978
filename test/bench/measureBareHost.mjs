// One visit of the bare host page (openBarePage.mjs) for the benchmark: navigation to a usable
// button; for the modal's builds, whether the dialog is in the first frame after the click; and,
// when asked, the page's JavaScript heap once the modal has opened and the network is quiet,
// after a forced garbage collection (for the floor: the heap of the page with its button alone).
import { openBarePage } from './openBarePage.mjs';

/** Bytes of JavaScript heap the page's isolate uses after a full garbage collection. */
export async function heapAfterGc(page) {
  const cdp = await page.createCDPSession();
  try {
    // Twice: objects freed by the first collection's finalizers go in the second.
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach();
  }
}

/** Clicks the button; resolves to whether the dialog was in the DOM at the next animation frame. */
export function clickAndSeeFirstFrame(page) {
  return page.evaluate(async () => {
    const modal = document.querySelector('wallet-modal');
    const dialog = () => modal.shadowRoot?.querySelector('[role="dialog"]');
    document.querySelector('wallet-button').shadowRoot.querySelector('button').click();
    return new Promise((resolve) => requestAnimationFrame(() => resolve(Boolean(dialog()))));
  });
}

/** `{ buttonReady, firstFrame, heap }` of one visit; firstFrame is null for the floor, heap null unless asked. */
export async function measureBareHost(browser, stackUrls, build, { cpuSlowdown = 1, heap = false } = {}) {
  // Quiet network before the click, as on a page a visitor has been reading for a moment.
  const { page, context, buttonReady } = await openBarePage(browser, stackUrls, build, { cpuSlowdown, waitUntil: 'networkidle0' });
  try {
    let firstFrame = null;
    if (build !== 'floor') {
      firstFrame = await clickAndSeeFirstFrame(page);
      if (heap) {
        await page.waitForFunction(() => document.querySelector('wallet-modal').shadowRoot?.querySelector('[role="dialog"]'));
        await page.waitForNetworkIdle({ idleTime: 500 });
      }
    }
    return { buttonReady, firstFrame, heap: heap ? await heapAfterGc(page) : null };
  } finally {
    await context.close();
  }
}
