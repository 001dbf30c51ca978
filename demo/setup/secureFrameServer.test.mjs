// The secure frame's server as a host would deploy it (node:test; `npm run test:setup`): its
// test-only routes (the code-ageing control, the embedder page, which relays any framing site's
// messages to the frame, and the silent site) are not there unless the test runner's stack asks.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { createSecureFrameServer } from '../stack/secureFrameServer.mjs';
import { closeServer, listen } from '../stack/ports.mjs';

async function serve(options) {
  let origin = '';
  const { handler } = createSecureFrameServer({
    rootDir: '.',
    getBuild: () => Promise.resolve(),
    getOrigin: () => origin,
    getOidcOrigin: () => 'http://127.0.0.1:9',
    socialClientSecrets: {},
    sendMail: () => Promise.resolve(),
    ...options,
  });
  const server = createServer(handler);
  const port = await listen(server, { host: '127.0.0.1', port: 0, label: 'secure frame' });
  origin = `http://127.0.0.1:${port}`;
  return { origin, stop: () => closeServer(server) };
}

const expireCodes = (origin) =>
  fetch(`${origin}/test/expire-codes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ada@example.test' }) });

describe('the secure frame server', () => {
  const running = {};
  before(async () => {
    running.deployed = await serve({});
    running.testing = await serve({ testRoutes: true });
  });
  after(() => Promise.all(Object.values(running).map((server) => server.stop())));

  test('by default serves none of the test pages, nor the code-ageing control', async () => {
    const { origin } = running.deployed;
    for (const path of ['/test/embedder?projectId=p', '/test/embedder.js', '/test/silent-site/sdk?projectId=p', '/test/silent-site/sdk.js']) {
      const res = await fetch(`${origin}${path}`);
      assert.equal(res.status, 404, path);
      assert.equal(await res.text(), 'Not found');
    }
    const res = await expireCodes(origin);
    assert.equal(res.status, 404);
    assert.equal(res.headers.get('access-control-allow-origin'), null);
  });

  test('with testRoutes serves them all, as the test runner\'s stack asks', async () => {
    const { origin } = running.testing;
    for (const name of ['embedder', 'silent-site/sdk']) {
      const page = await fetch(`${origin}/test/${name}?projectId=p`);
      assert.equal(page.status, 200, name);
      assert.ok((await page.text()).includes(`<script src="/test/${name}.js"></script>`), name);
    }
    const res = await expireCodes(origin);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { expired: 0 });
  });
});
