// @web/test-runner server commands that hold some of the test page's requests (its frames'
// too), so that a test can act while a chunk of the modal's code is still on its way. Only the
// page of the test's session (the ChromeLauncher's), through puppeteer's request interception.
//   executeServerCommand('hold-requests', { pattern, fail? })  from now on, each request whose URL
//     matches the regular expression `pattern` waits (with `fail: true`, fails at once, as offline); answers true;
//   executeServerCommand('held-requests')  answers the URLs waiting;
//   executeServerCommand('release-requests')  lets them go on and holds no more; answers how many.
const holds = new Map();

function testPage(session) {
  if (session.browser.type !== 'puppeteer') throw new Error('hold-requests needs the puppeteer-based Chrome launcher');
  return session.browser.getPage(session.id);
}

async function hold(session, pattern, fail) {
  if (holds.has(session.id)) throw new Error('hold-requests: this page already holds requests; release them first');
  const page = testPage(session);
  const matches = new RegExp(pattern);
  const held = [];
  const onRequest = (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (matches.test(request.url())) {
      if (fail) request.abort('internetdisconnected').catch(() => undefined);
      else held.push(request);
    }
    // A request seen as the hold ends has nothing left to continue: the browser sends it itself.
    else request.continue().catch(() => undefined);
  };
  holds.set(session.id, { page, held, onRequest });
  page.on('request', onRequest);
  // Not from the browser's caches either: a chunk an earlier frame of the page fetched would
  // otherwise come from its memory cache, past the hold.
  await page.setCacheEnabled(false);
  await page.setRequestInterception(true);
  return true;
}

async function release(session) {
  const hold = holds.get(session.id);
  if (!hold) return 0;
  holds.delete(session.id);
  hold.page.off('request', hold.onRequest);
  await hold.page.setRequestInterception(false);
  await hold.page.setCacheEnabled(true);
  await Promise.all(hold.held.map((request) => request.continue().catch(() => undefined)));
  return hold.held.length;
}

export function holdRequestCommandsPlugin() {
  return {
    name: 'hold-request-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'hold-requests') {
        if (typeof payload?.pattern !== 'string') throw new Error('hold-requests needs { pattern }');
        return hold(session, payload.pattern, payload.fail === true);
      }
      if (command === 'held-requests') return holds.get(session.id)?.held.map((request) => request.url()) ?? [];
      if (command === 'release-requests') return release(session);
      return undefined;
    },
  };
}
