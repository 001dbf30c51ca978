#!/usr/bin/env node
// The local relay's protocol rules, checked with raw WebSocket clients (no SDK): malformed
// frames, id echo, mailboxes and ttl, exactly-once delivery per subscription id, acks, no echo
// to the publisher, the 2.25 session methods, pings, restart, clean-up and the port-in-use
// message. Prints each check; exits 1 on the first failure; stops every relay it started.
//   node test/relay/relayProtocol.mjs
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { startRelay } from '../../demo/stack/relay/startRelay.mjs';
import { subscriptionIdFor } from '../../demo/stack/relay/clientIdentity.mjs';

const STEP_TIMEOUT_MS = 10_000;
const QUIET_MS = 150; // how long "nothing arrives" is watched for
const relays = [];
const sockets = new Set();
let failed = false;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const topic = (n) => n.toString(16).padStart(64, '0');
let rpcId = 1_700_000_000_000_000_000n;
const nextId = () => (rpcId += 1n).toString();

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Polls `read` until `done(value)` holds or `timeoutMs` passes; returns the last value read. */
async function until(read, done, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  let value = read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(5);
    value = read();
  }
  return value;
}

async function check(name, fn) {
  const t0 = performance.now();
  let timer;
  try {
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${STEP_TIMEOUT_MS} ms`)), STEP_TIMEOUT_MS);
    });
    const detail = await Promise.race([fn(), timeout]);
    process.stdout.write(`ok   ${name} (${Math.round(performance.now() - t0)} ms)${detail ? ` - ${detail}` : ''}\n`);
  } catch (error) {
    failed = true;
    process.stdout.write(`FAIL ${name}: ${error?.message ?? error}\n`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

// An unsigned JWT whose iss names a client: the relay reads iss, never the signature.
function fakeJwt(iss) {
  const part = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'x', aud: 'ws://relay', iat: 1 })}.c2ln`;
}

/** A raw relay client: `call()` JSON-RPC, inspect `deliveries`, ack or not. */
async function connect(relay, { iss, autoAck = true } = {}) {
  const query = iss ? `?auth=${fakeJwt(iss)}&projectId=local&ua=test&useOnCloseEvent=true` : '?projectId=local';
  const ws = new WebSocket(`${relay.url}/${query}`);
  sockets.add(ws);
  const client = { ws, deliveries: [], raw: [], pings: 0, closeCode: null, waiters: new Map(), listeners: [] };
  ws.on('ping', () => (client.pings += 1));
  ws.on('close', (code) => {
    client.closeCode = code;
    sockets.delete(ws);
  });
  ws.on('message', (data) => {
    const text = data.toString();
    client.raw.push(text);
    const msg = JSON.parse(text);
    if (msg.method === 'irn_subscription') {
      client.deliveries.push(msg);
      if (autoAck) ws.send(JSON.stringify({ id: msg.id, jsonrpc: '2.0', result: true }));
    } else if (client.waiters.has(String(msg.id))) {
      client.waiters.get(String(msg.id))(msg);
      client.waiters.delete(String(msg.id));
    }
    client.listeners.forEach((fn) => fn(msg, text));
  });
  client.call = (method, params, id = nextId()) =>
    new Promise((resolve) => {
      client.waiters.set(String(id), resolve);
      ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
    });
  client.sendRaw = (text) =>
    new Promise((resolve) => {
      const onMessage = (msg, raw) => {
        client.listeners = client.listeners.filter((fn) => fn !== onMessage);
        resolve({ msg, raw });
      };
      client.listeners.push(onMessage);
      ws.send(text);
    });
  client.close = () =>
    new Promise((resolve) => {
      if (ws.readyState === WebSocket.CLOSED) return resolve();
      ws.once('close', resolve);
      ws.close();
    });
  client.waitForDeliveries = async (count) => {
    const deadline = Date.now() + 3000;
    while (client.deliveries.length < count && Date.now() < deadline) await sleep(5);
    await sleep(QUIET_MS); // and nothing more
    return client.deliveries.map((d) => d.params.data);
  };
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return client;
}

const publish = (client, t, message, extra = {}) => client.call('irn_publish', { topic: t, message, ttl: 300, tag: 1108, ...extra });

async function main() {
  const relay = await startRelay();
  relays.push(relay);

  await check('malformed frames get JSON-RPC errors and the socket keeps working', async () => {
    const c = await connect(relay);
    const cases = [
      ['not json', -32700, 'null'],
      ['[1,2]', -32600, 'null'],
      ['{"jsonrpc":"2.0","id":"7"}', -32600, '"7"'],
      ['{"id":"1700000000000000001","jsonrpc":"2.0","method":"irn_nope","params":{}}', -32601, '"1700000000000000001"'],
      ['{"id":1700000000000000123,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"zz"}}', -32602, '1700000000000000123'],
      ['{"id":"8","jsonrpc":"2.0","method":"irn_subscribe","params":null}', -32602, '"8"'],
    ];
    for (const [frame, code, idText] of cases) {
      const { msg, raw } = await c.sendRaw(frame);
      assert(msg.error?.code === code, `${frame} -> ${raw}`);
      assert(raw.startsWith(`{"id":${idText},`), `id not echoed verbatim for ${frame}: ${raw}`);
    }
    const ok = await c.call('irn_subscribe', { topic: topic(1) }, '1700000000000000999');
    assert(typeof ok.result === 'string' && ok.id === '1700000000000000999', `subscribe after errors: ${JSON.stringify(ok)}`);
    await c.close();
    return `${cases.length} bad frames answered, 19-digit numeric id echoed unchanged`;
  });

  await check('mailbox: a later subscriber gets the message once per subscription id; never the publisher', async () => {
    const t = topic(2);
    const a = await connect(relay);
    const published = await publish(a, t, 'hello-mailbox');
    assert(published.result === true, `publish: ${JSON.stringify(published)}`);
    const b = await connect(relay, { iss: 'did:key:zB' });
    const sub = await b.call('irn_subscribe', { topic: t });
    assert(sub.result === subscriptionIdFor(t, 'did:key:zB'), 'subscription id is not sha256(topic + clientId)');
    let got = await b.waitForDeliveries(1);
    assert(got.length === 1 && got[0].message === 'hello-mailbox' && got[0].tag === 1108 && got[0].topic === t, JSON.stringify(got));
    assert(typeof got[0].publishedAt === 'number' && b.deliveries[0].params.id === sub.result, 'delivery lacks publishedAt or subscription id');
    assert(/^\d{19}$/.test(b.deliveries[0].id), `relay request id ${b.deliveries[0].id} is not 19 digits`);
    await b.call('irn_subscribe', { topic: t }); // same subscription again: nothing new
    got = await b.waitForDeliveries(1);
    assert(got.length === 1, `re-subscribing re-delivered: ${got.length}`);
    await a.call('irn_subscribe', { topic: t }); // the publisher subscribing: not its own message
    assert((await a.waitForDeliveries(0)).length === 0, 'publisher got its own message');
    const c = await connect(relay);
    await c.call('irn_subscribe', { topic: t });
    assert((await c.waitForDeliveries(1)).length === 1, 'a second subscriber did not get the message');
    await Promise.all([a.close(), b.close(), c.close()]);
    return 'publisher excluded, 1 delivery per subscription id';
  });

  await check('live delivery to subscribers; unsubscribe stops it; duplicate publish delivered once', async () => {
    const t = topic(3);
    const a = await connect(relay);
    const b = await connect(relay);
    await a.call('irn_subscribe', { topic: t });
    const sub = await b.call('irn_subscribe', { topic: t });
    await publish(a, t, 'live-1');
    await publish(a, t, 'live-1'); // the SDK re-publishes when an ack is slow
    assert((await b.waitForDeliveries(1)).length === 1, 'live message not delivered exactly once');
    assert((await a.waitForDeliveries(0)).length === 0, 'publisher got its own live message');
    const unsub = await b.call('irn_unsubscribe', { topic: t, id: sub.result });
    assert(unsub.result === true, `unsubscribe: ${JSON.stringify(unsub)}`);
    await publish(a, t, 'live-2');
    assert((await b.waitForDeliveries(1)).length === 1, 'delivered after unsubscribe');
    await Promise.all([a.close(), b.close()]);
  });

  await check('a delivery is only done once acked: unacked messages come back after reconnecting', async () => {
    const t = topic(4);
    const a = await connect(relay);
    await publish(a, t, 'needs-ack');
    const d1 = await connect(relay, { iss: 'did:key:zD', autoAck: false });
    await d1.call('irn_subscribe', { topic: t });
    assert((await d1.waitForDeliveries(1)).length === 1, 'first delivery missing');
    await d1.close(); // no ack sent
    const d2 = await connect(relay, { iss: 'did:key:zD' });
    await d2.call('irn_batchSubscribe', { topics: [t] });
    assert((await d2.waitForDeliveries(1)).length === 1, 'unacked message not redelivered');
    await d2.close(); // acked this time
    const d3 = await connect(relay, { iss: 'did:key:zD' });
    await d3.call('irn_subscribe', { topic: t });
    assert((await d3.waitForDeliveries(0)).length === 0, 'acked message delivered again');
    await Promise.all([a.close(), d3.close()]);
  });

  await check('ttl: an expired message is not delivered', async () => {
    const t = topic(5);
    const a = await connect(relay);
    await publish(a, t, 'short-lived', { ttl: 1 });
    await sleep(1100);
    const b = await connect(relay);
    await b.call('irn_subscribe', { topic: t });
    assert((await b.waitForDeliveries(0)).length === 0, 'expired message delivered');
    await Promise.all([a.close(), b.close()]);
  });

  await check('wc_proposeSession / wc_approveSession subscribe the caller and publish what they carry', async () => {
    const pairing = topic(6);
    const sessionTopic = topic(7);
    const dapp = await connect(relay, { iss: 'did:key:zDapp' });
    const wallet = await connect(relay, { iss: 'did:key:zWallet' });
    const proposed = await dapp.call('wc_proposeSession', { pairingTopic: pairing, sessionProposal: 'proposal', ttl: 300, correlationId: 1 });
    assert(proposed.result === true, `wc_proposeSession: ${JSON.stringify(proposed)}`);
    await wallet.call('irn_subscribe', { topic: pairing });
    let got = await wallet.waitForDeliveries(1);
    assert(got.length === 1 && got[0].message === 'proposal' && got[0].tag === 1100, `wallet got ${JSON.stringify(got)}`);
    const approved = await wallet.call('wc_approveSession', {
      sessionTopic, pairingTopic: pairing, sessionProposalResponse: 'response', sessionSettlementRequest: 'settle', correlationId: 1,
    });
    assert(approved.result === true, `wc_approveSession: ${JSON.stringify(approved)}`);
    got = await dapp.waitForDeliveries(1); // live: wc_proposeSession subscribed the dapp
    assert(got.length === 1 && got[0].message === 'response' && got[0].tag === 1101 && got[0].topic === pairing, `dapp got ${JSON.stringify(got)}`);
    await dapp.call('irn_subscribe', { topic: sessionTopic });
    got = await dapp.waitForDeliveries(2); // from the mailbox
    assert(got[1]?.message === 'settle' && got[1].tag === 1102 && got[1].topic === sessionTopic, `dapp got ${JSON.stringify(got)}`);
    await publish(dapp, sessionTopic, 'settle-ack');
    got = await wallet.waitForDeliveries(2); // live: wc_approveSession subscribed the wallet
    assert(got.length === 2 && got[1].message === 'settle-ack', `wallet got ${JSON.stringify(got)}`);
    await Promise.all([dapp.close(), wallet.close()]);
  });

  await check('closing sockets drops their subscriptions; mailboxes stay', async () => {
    // The sockets of the checks above are closed, but the relay may not have seen every close
    // yet: start from a settled count, or a late close would be taken for this check's.
    const before = await until(() => relay.stats(), (stats) => stats.connections === 0);
    const a = await connect(relay);
    await a.call('irn_batchSubscribe', { topics: [topic(8), topic(9)] });
    assert(relay.stats().subscriptions === before.subscriptions + 2, `stats ${JSON.stringify(relay.stats())}`);
    await a.close();
    // The client's close event and the relay's are not ordered: wait (bounded) for the relay's.
    const dropped = (stats) => stats.subscriptions === before.subscriptions && stats.connections === before.connections;
    const after = await until(() => relay.stats(), dropped);
    assert(dropped(after), `stats ${JSON.stringify(after)}`);
    return JSON.stringify(after);
  });

  await check('restart(): sockets closed with 1012, same port, mailboxes kept', async () => {
    const t = topic(10);
    const a = await connect(relay);
    await publish(a, t, 'survives-restart');
    await relay.restart({ downMs: 100 });
    // restart() resolves once the relay's side of each socket is closed; the client's close
    // event may come a little later, so wait for it (bounded) instead of counting on downMs.
    const closeCode = await until(() => a.closeCode, (code) => code !== null);
    assert(closeCode === 1012, `close code ${closeCode}`);
    const b = await connect(relay); // same URL, same port
    await b.call('irn_subscribe', { topic: t });
    const got = await b.waitForDeliveries(1);
    assert(got.length === 1 && got[0].message === 'survives-restart', `after restart: ${JSON.stringify(got)}`);
    await b.close();
    return `port ${relay.port}`;
  });

  await check('pings: sent on the interval; a socket that never pongs is terminated', async () => {
    const fast = await startRelay({ pingIntervalMs: 100 });
    relays.push(fast);
    const ponging = await connect(fast);
    const silent = new WebSocket(fast.url, { autoPong: false });
    sockets.add(silent);
    const silentClosed = new Promise((resolve) => silent.once('close', resolve));
    await new Promise((resolve) => silent.once('open', resolve));
    await silentClosed;
    // The ping to the live socket and the termination of the silent one leave the relay in
    // the same tick but on two sockets, so they may arrive in either order: wait (bounded).
    await until(() => ponging.pings, (pings) => pings >= 2);
    assert(ponging.pings >= 2 && ponging.closeCode === null, `pinged ${ponging.pings} times, closed ${ponging.closeCode}`);
    await ponging.close();
    await fast.stop();
    return `${ponging.pings} pings to the live socket`;
  });

  await check('port in use: a clear error; GET /health answers', async () => {
    let error;
    try {
      relays.push(await startRelay({ port: relay.port, flag: '--relay-port', env: 'WM_RELAY_PORT' }));
    } catch (e) {
      error = e;
    }
    assert(error?.code === 'EADDRINUSE', `expected EADDRINUSE, got ${error?.message}`);
    assert(error.message === `Port ${relay.port} is already in use (WalletConnect relay). Choose another with --relay-port or WM_RELAY_PORT.`, error.message);
    const health = await fetch(`${relay.url.replace('ws:', 'http:')}/health`);
    assert(health.status === 200, `health ${health.status}`);
    return `"${error.message}"`;
  });
}

try {
  await main();
} catch {
  // reported by check()
} finally {
  sockets.forEach((ws) => ws.terminate());
  await Promise.allSettled(relays.map((r) => r.stop()));
  process.stdout.write(`${failed ? 'FAILED' : 'PASSED'}: relay protocol\n`);
}
process.exitCode = failed ? 1 : 0;
