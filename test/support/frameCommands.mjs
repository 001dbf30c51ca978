// @web/test-runner server command that reads the secure frame's approval screen as a visitor
// (or their screen reader) finds it: a browser test cannot look into a cross-origin frame, so it
// asks the server side, which reads the frame's document in the same Chromium through puppeteer
// (the ChromeLauncher's page of the test's session).
//   executeServerCommand('secure-frame-page', { url, title })  the page of the test page's
//     iframe whose document is at `url` and whose title attribute is `title` (the newest such):
//     { lang, dir, theme, accent, screen } where `screen` is null when nothing waits for approval,
//     else { title, label, origin, rows: [[label, value]], approve, reject, approveDescription }
//     and each button is { text, enabled, rect } (rect in the frame's own viewport).
//   It answers null while no such frame exists.
//   executeServerCommand('test-page-behind', { behind: true })  puts another tab of the test's
//     browser context in front, so the test page is in the background (document hidden);
//     { behind: false } closes that tab and brings the test page back to the front.

function testPage(session) {
  if (session.browser.type !== 'puppeteer') throw new Error('secure-frame-page needs the puppeteer-based Chrome launcher');
  return session.browser.getPage(session.id);
}

/** Runs in the frame. */
function readPage() {
  const root = document.documentElement;
  const section = document.querySelector('.approval');
  const button = (name) => {
    const element = section.querySelector(`button.${name}`);
    if (!element) return null;
    const { x, y, width, height } = element.getBoundingClientRect();
    return { text: element.textContent, enabled: !element.disabled, rect: { x, y, width, height } };
  };
  const describedBy = section?.querySelector('button.approve')?.getAttribute('aria-describedby');
  return {
    lang: root.lang,
    dir: root.dir,
    theme: root.dataset.theme ?? null,
    accent: getComputedStyle(root).getPropertyValue('--accent').trim(),
    screen: section && {
      title: section.querySelector('h1')?.textContent ?? '',
      label: section.getAttribute('aria-label'),
      origin: section.querySelector('.origin')?.textContent ?? '',
      rows: [...section.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']),
      approve: button('approve'),
      reject: button('reject'),
      approveDescription: describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null,
    },
  };
}

async function readFrame(session, url, title) {
  const page = testPage(session);
  const main = page.mainFrame();
  let found;
  for (const frame of page.frames()) {
    if (frame.parentFrame() !== main || frame.url() !== url) continue;
    const element = await frame.frameElement().catch(() => null);
    if (!element) continue;
    const named = await element.evaluate((node, wanted) => node.getAttribute('title') === wanted && node.isConnected, title).catch(() => false);
    await element.dispose();
    if (named) found = frame;
  }
  if (!found) return null;
  // The frame may navigate or go while it is read: the next poll sees it again.
  return found.evaluate(readPage).catch(() => null);
}

const inFront = new Map(); // session id -> the tab put in front of the test page

async function putBehind(session, behind) {
  const page = testPage(session);
  await inFront.get(session.id)?.close().catch(() => undefined);
  inFront.delete(session.id);
  if (behind) {
    const other = await page.browserContext().newPage();
    inFront.set(session.id, other);
    await other.bringToFront();
  } else {
    await page.bringToFront();
  }
  return page.evaluate(() => document.visibilityState);
}

export function frameCommandsPlugin() {
  return {
    name: 'frame-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'secure-frame-page') {
        if (!payload || typeof payload.url !== 'string' || typeof payload.title !== 'string') throw new Error('secure-frame-page needs { url, title }');
        return readFrame(session, payload.url, payload.title);
      }
      if (command === 'test-page-behind') {
        if (!payload || typeof payload.behind !== 'boolean') throw new Error('test-page-behind needs { behind: true | false }');
        return putBehind(session, payload.behind);
      }
      return undefined;
    },
  };
}
