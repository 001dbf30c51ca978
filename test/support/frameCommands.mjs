// @web/test-runner server command that reads the secure frame's approval screen as a visitor
// (or their screen reader) finds it: a browser test cannot look into a cross-origin frame, so it
// asks the server side, which reads the frame's document in the same Chromium through puppeteer
// (the ChromeLauncher's page of the test's session).
//   executeServerCommand('secure-frame-page', { url, title })  the page of the test page's
//     iframe whose document is at `url` and whose title attribute is `title` (the newest such):
//     { lang, dir, theme, accent, screen } where `screen` is null when nothing waits for approval,
//     else { title, label, origin, rows: [[label, value]], body, scrollHint, approve, reject,
//     approveDescription }, where `body` is the box the request's body scrolls in
//     ({ role, label, focusable, focused, description, overflows, atEnd, rect }), `scrollHint` the
//     hint shown under it (null while hidden), and each button is { text, enabled, focused, rect }
//     (every rect in the frame's own viewport). It answers null while no such frame exists.
//     With { sample: true } the screen also has `unobscured`: { top, body, bar }, each whether
//     the browser now counts that part wholly in view and unobscured (IntersectionObserver v2,
//     as the frame itself watches them), from an observer made for the read and awaited.
//   executeServerCommand('wheel-at', { x, y, deltaY })  the visitor turns the mouse wheel over
//     the point (x, y) of the test page (a real wheel event, which scrolls what lies there).
//   executeServerCommand('test-page-viewport', { width, height })  gives the test page a viewport
//     of that size (no reload); { reset: true } gives it back the one it had. A file that sets
//     it must reset it when it ends (in `after`): the runner may reuse the page.
//   executeServerCommand('test-page-behind', { behind: true })  puts another tab of the test's
//     browser context in front, so the test page is in the background (document hidden);
//     { behind: false } closes that tab and brings the test page back to the front.

function testPage(session) {
  if (session.browser.type !== 'puppeteer') throw new Error('secure-frame-page needs the puppeteer-based Chrome launcher');
  return session.browser.getPage(session.id);
}

/** Runs in the frame. */
async function readPage({ sample }) {
  const root = document.documentElement;
  const section = document.querySelector('.approval');
  // The browser's first report of a new observer: what it counts as visible now.
  const unobscured = (parts) =>
    new Promise((resolve) => {
      const seen = new Map();
      const observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) seen.set(entry.target, entry.isVisible === true && entry.intersectionRatio >= 0.99);
          if (seen.size < parts.length) return;
          observer.disconnect();
          resolve(parts.map((part) => seen.get(part)));
        },
        { threshold: [0, 0.99, 1], trackVisibility: true, delay: 100 },
      );
      for (const part of parts) observer.observe(part);
    });
  const rectOf = (element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  };
  const button = (name) => {
    const element = section.querySelector(`button.${name}`);
    if (!element) return null;
    return { text: element.textContent, enabled: !element.disabled, focused: document.activeElement === element, rect: rectOf(element) };
  };
  // What aria-describedby says: the texts of the elements it names, in order.
  const description = (element) => {
    const ids = element?.getAttribute('aria-describedby');
    return ids ? ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : null;
  };
  const body = section?.querySelector('.body');
  const hint = section?.querySelector('.scroll-hint');
  const sampled = sample && section ? await unobscured([section.querySelector('.key'), body, section.querySelector('.bar')]) : null;
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
      body: body && {
        role: body.getAttribute('role'),
        label: body.getAttribute('aria-label'),
        focusable: body.tabIndex >= 0,
        focused: document.activeElement === body,
        description: description(body),
        overflows: body.scrollHeight - body.clientHeight > 2,
        atEnd: body.scrollTop + body.clientHeight >= body.scrollHeight - 2,
        rect: rectOf(body),
      },
      scrollHint: hint && !hint.hidden ? hint.textContent : null,
      approve: button('approve'),
      reject: button('reject'),
      approveDescription: description(section.querySelector('button.approve')),
      ...(sampled ? { unobscured: { top: sampled[0], body: sampled[1], bar: sampled[2] } } : {}),
    },
  };
}

async function readFrame(session, url, title, sample) {
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
  return found.evaluate(readPage, { sample }).catch(() => null);
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

async function wheelAt(session, { x, y, deltaY }) {
  const page = testPage(session);
  await page.mouse.move(x, y);
  await page.mouse.wheel({ deltaY });
  return true;
}

const ownViewports = new Map(); // session id -> the test page's viewport before a test set one

async function setViewport(session, payload) {
  const page = testPage(session);
  if (payload.reset) {
    const own = ownViewports.get(session.id);
    ownViewports.delete(session.id);
    if (own !== undefined) await page.setViewport(own);
  } else {
    if (!ownViewports.has(session.id)) ownViewports.set(session.id, page.viewport());
    await page.setViewport({ width: payload.width, height: payload.height });
  }
  return page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
}

export function frameCommandsPlugin() {
  return {
    name: 'frame-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'secure-frame-page') {
        if (!payload || typeof payload.url !== 'string' || typeof payload.title !== 'string') throw new Error('secure-frame-page needs { url, title }');
        return readFrame(session, payload.url, payload.title, payload.sample === true);
      }
      if (command === 'test-page-behind') {
        if (!payload || typeof payload.behind !== 'boolean') throw new Error('test-page-behind needs { behind: true | false }');
        return putBehind(session, payload.behind);
      }
      if (command === 'wheel-at') {
        if (!payload || ![payload.x, payload.y, payload.deltaY].every(Number.isFinite)) throw new Error('wheel-at needs { x, y, deltaY }');
        return wheelAt(session, payload);
      }
      if (command === 'test-page-viewport') {
        const sized = payload && Number.isInteger(payload.width) && Number.isInteger(payload.height) && payload.width > 0 && payload.height > 0;
        if (!payload || (!sized && payload.reset !== true)) throw new Error('test-page-viewport needs { width, height } or { reset: true }');
        return setViewport(session, payload);
      }
      return undefined;
    },
  };
}
