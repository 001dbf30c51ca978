// @web/test-runner server commands for the popups a test (or the modal) opens, such as the
// social login's: a browser test cannot reach into a cross-origin window, so it asks the server
// side, which drives the same Chromium through puppeteer (the ChromeLauncher's page of the
// test's session; its popups live in that page's browser context, which is the test file's own).
//   executeServerCommand('popup-click', { origin, name })  clicks the button whose text is `name`
//     in the newest open page whose URL starts with `origin`, waiting up to 10 s for both;
//   executeServerCommand('popup-count', { origin })        the number of open pages whose URL
//     starts with `origin` (to check that a popup closed).

const CLICK_WAIT_MS = 10_000;
const POLL_MS = 100;

function isPayload(payload, withName) {
  if (!payload || typeof payload !== 'object' || typeof payload.origin !== 'string' || !/^https?:\/\/[^/]+/.test(payload.origin)) return false;
  return !withName || (typeof payload.name === 'string' && payload.name.length > 0);
}

function testPage(session) {
  if (session.browser.type !== 'puppeteer') throw new Error('popup commands need the puppeteer-based Chrome launcher');
  return session.browser.getPage(session.id);
}

/** `url` starts with `prefix`, and a bare origin is not matched by a longer port (":80" vs ":8080"). */
function startsWith(url, prefix) {
  return url.startsWith(prefix) && (prefix.endsWith('/') || /^[/?#]?$/.test(url.charAt(prefix.length)));
}

/** The open pages of the test's browser context whose URL starts with `origin`, oldest first. */
async function pagesAt(session, origin) {
  const pages = await testPage(session).browserContext().pages();
  return pages.filter((page) => !page.isClosed() && startsWith(page.url(), origin));
}

/** The first button-like element whose trimmed text is exactly `name`, or null (runs in the page). */
function findButton(name) {
  const candidates = document.querySelectorAll('button, input[type="submit"], input[type="button"], [role="button"], a');
  for (const element of candidates) {
    const text = (element instanceof HTMLInputElement ? element.value : element.textContent ?? '').trim();
    if (text === name && !element.disabled) return element;
  }
  return null;
}

async function clickIn(session, origin, name) {
  const deadline = Date.now() + CLICK_WAIT_MS;
  let lastError;
  while (Date.now() < deadline) {
    const page = (await pagesAt(session, origin)).at(-1);
    if (page) {
      try {
        // After the load (style sheets included), so the button is where it is clicked.
        const loaded = await page.evaluate(() => document.readyState === 'complete');
        const handle = loaded ? await page.evaluateHandle(findButton, name) : undefined;
        if (!handle) throw new Error('the page is still loading');
        const element = handle.asElement();
        if (element) {
          // A real (trusted) click where the page lays it out; a DOM click where it cannot. A click
          // that closes its window (Done, Cancel) can fail to report back: the window's end is its answer.
          await element.click().catch(async (error) => {
            await new Promise((resolve) => setTimeout(resolve, POLL_MS));
            if (page.isClosed()) return;
            await element.evaluate((node) => node.click()).catch((again) => {
              if (!page.isClosed()) throw again ?? error;
            });
          });
          await handle.dispose().catch(() => undefined);
          return true;
        }
        await handle.dispose();
      } catch (error) {
        // The page navigated (or closed) while it was read: look again.
        lastError = error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  // Every open page of the context, so a failure shows where the popup went instead.
  const all = (await testPage(session).browserContext().pages()).filter((page) => !page.isClosed()).map((page) => page.url());
  throw new Error(`popup-click: no button "${name}" in a page at ${origin} within ${CLICK_WAIT_MS} ms (open pages: ${all.join(', ') || 'none'})${lastError ? `; last error: ${lastError.message}` : ''}`);
}

export function popupCommandsPlugin() {
  return {
    name: 'popup-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'popup-click') {
        if (!isPayload(payload, true)) throw new Error('popup-click needs { origin: "http(s)://host:port", name: "button text" }');
        return clickIn(session, payload.origin, payload.name);
      }
      if (command === 'popup-count') {
        if (!isPayload(payload, false)) throw new Error('popup-count needs { origin: "http(s)://host:port" }');
        return (await pagesAt(session, payload.origin)).length;
      }
      return undefined;
    },
  };
}
