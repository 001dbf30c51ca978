// @web/test-runner server command that works in the demo page as its visitor (a host developer)
// does: the demo is served by the stack's own server, on another origin than the test page, so a
// browser test cannot reach into the iframe it opens it in; the server side runs the script in
// that frame through puppeteer (the ChromeLauncher's page of the test's session).
//   executeServerCommand('demo-frame', { url, script })  runs `script`, the body of an async
//     function, in the newest iframe of the test page (its own, not one nested in it) whose document URL starts with `url`, and
//     answers { value }, what it returns (as JSON), or { value: null } while no such frame exists
//     (the runner takes a bare null or undefined for a command nobody handled).

function testPage(session) {
  if (session.browser.type !== 'puppeteer') throw new Error('demo-frame needs the puppeteer-based Chrome launcher');
  return session.browser.getPage(session.id);
}

async function runInFrame(session, url, script) {
  const page = testPage(session);
  const frame = page
    .frames()
    .filter((f) => f.parentFrame() === page.mainFrame() && f.url().startsWith(url))
    .at(-1);
  if (!frame) return { value: null };
  return { value: (await frame.evaluate(`(async () => {\n${script}\n})()`)) ?? null };
}

export function demoPageCommandsPlugin() {
  return {
    name: 'demo-page-commands',
    async executeCommand({ command, payload, session }) {
      if (command !== 'demo-frame') return undefined;
      if (!payload || typeof payload.url !== 'string' || typeof payload.script !== 'string') throw new Error('demo-frame needs { url, script }');
      return runInFrame(session, payload.url, payload.script);
    },
  };
}
