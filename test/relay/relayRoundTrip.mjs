#!/usr/bin/env node
// Round trip through the local WalletConnect relay with the real SDKs on both ends, in Node:
// a dapp (@walletconnect/sign-client) and a wallet (@reown/walletkit) pair, settle a session,
// sign with and send from anvil's dev account 0, survive a relay restart, see a second proposal
// rejected, and end with a wallet-side disconnect. Prints each check with its time; exits 1 on
// the first failure. Everything it starts (relay, anvil, both clients) is stopped in any case.
//   node test/relay/relayRoundTrip.mjs   (WC_LOG=warn|info|debug: SDK logs; RELAY_RESTART_DOWN_MS)
import { performance } from 'node:perf_hooks';
import { Core } from '@walletconnect/core';
import { SignClient } from '@walletconnect/sign-client';
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils';
import { WalletKit } from '@reown/walletkit';
import { parseEther, toHex, verifyMessage } from 'viem';
import { startAnvilChains } from '../../demo/stack/startAnvilChains.mjs';
import { startRelay } from '../../demo/stack/relay/startRelay.mjs';
import { MemoryStorage } from './memoryStorage.mjs';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'; // anvil dev accounts 0 and 1
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const METHODS = ['personal_sign', 'eth_sendTransaction'];
const EVENTS = ['accountsChanged', 'chainChanged'];
const NAMESPACES = { eip155: { chains: ['eip155:1'], methods: METHODS, events: EVENTS } };
const STEP_TIMEOUT_MS = 20_000;
const RECEIPT_TIMEOUT_MS = 10_000; // anvil mines at once; a receipt later than this is a failure
const WATCHDOG_MS = 150_000;
const SDK_LOG = process.env.WC_LOG || 'silent';
// How long the relay stays down in the restart step: longer than the SDK's first reconnect
// attempt (100 ms after the close), so the clients have to retry.
const RESTART_DOWN_MS = Number(process.env.RELAY_RESTART_DOWN_MS ?? 300);

// ---------- locality guard: the SDK must not try to reach any host but loopback ----------
const externalFetches = [];
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    externalFetches.push(url.origin + url.pathname);
    return Promise.reject(new TypeError(`blocked non-loopback fetch: ${url.origin}`));
  }
  return realFetch(input, init);
};

// ---------- small helpers ----------
const ms = (t0) => Math.round(performance.now() - t0);
const timings = {};
let failed = false;

function withTimeout(promise, timeoutMs, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${timeoutMs} ms`)), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function check(name, fn, timeoutMs = STEP_TIMEOUT_MS) {
  const t0 = performance.now();
  try {
    const detail = await withTimeout(Promise.resolve().then(fn), timeoutMs, name);
    timings[name] = ms(t0);
    process.stdout.write(`ok   ${name} (${timings[name]} ms)${detail ? ` - ${detail}` : ''}\n`);
  } catch (error) {
    failed = true;
    process.stdout.write(`FAIL ${name} (${ms(t0)} ms): ${error?.message ?? error}\n`);
    throw error;
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const nextEvent = (emitter, event) => new Promise((resolve) => emitter.once(event, resolve));

async function chainRpc(rpcUrl, method, params = []) {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(5000),
  });
  const json = await res.json();
  if (json.error) throw Object.assign(new Error(json.error.message), { code: json.error.code });
  return json.result;
}

// eth_sendTransaction answers with the hash once the transaction is in anvil's pool; anvil
// mines it right after (automine), so the receipt can be null for a moment: ask again until it
// is there, within a bound.
async function waitForReceipt(rpcUrl, hash, { timeoutMs = RECEIPT_TIMEOUT_MS, intervalMs = 50 } = {}) {
  const t0 = performance.now();
  for (let polls = 1; ; polls += 1) {
    const receipt = await chainRpc(rpcUrl, 'eth_getTransactionReceipt', [hash]);
    if (receipt) return { receipt, polls, waitedMs: ms(t0) };
    if (performance.now() - t0 >= timeoutMs) throw new Error(`no receipt for ${hash} within ${timeoutMs} ms (${polls} polls)`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

// In Node the SDK has no verify iframe: register() already returns at once (no window), but
// resolve() fetches https://verify.walletconnect.org/attestation/<hash> for every proposal and
// request. On the test's cores both become no-ops, so the verify context stays "UNKNOWN".
function disableVerify(core) {
  core.verify.register = async () => undefined;
  core.verify.resolve = async () => undefined;
}

// ---------- what runs ----------
const resources = { relay: null, anvil: null, dapp: null, wallet: null };
const relayEvents = [];

async function stopAll() {
  const cores = [resources.dapp?.core, resources.wallet?.core].filter(Boolean);
  for (const core of cores) {
    try {
      core.heartbeat?.stop?.();
      await withTimeout(core.relayer.transportClose(), 3000, 'transportClose').catch(() => {});
    } catch {
      // best effort: the process exits right after
    }
  }
  await Promise.allSettled([resources.relay?.stop(), resources.anvil?.stop()]);
}

const watchdog = setTimeout(async () => {
  process.stdout.write(`FAIL watchdog: the round trip took longer than ${WATCHDOG_MS} ms\n`);
  await stopAll();
  process.exit(1);
}, WATCHDOG_MS);

process.on('unhandledRejection', (reason) => {
  process.stderr.write(`(unhandled rejection inside the SDK: ${reason?.message ?? reason})\n`);
});

async function main() {
  let rpcUrl;
  let relay;
  await check('relay and anvil (chain 1) start', async () => {
    [resources.relay, resources.anvil] = await Promise.all([
      startRelay({ log: (entry) => relayEvents.push(entry) }),
      startAnvilChains({ chainIds: [1] }),
    ]);
    relay = resources.relay;
    rpcUrl = resources.anvil.chains[0].rpcUrl;
    return `${relay.url}, anvil ${rpcUrl}`;
  });

  const run = `${process.pid}-${Date.now()}`; // distinct storage prefixes per client and run
  const metadata = (name) => ({ name, description: `${name} (relay round trip)`, url: 'http://127.0.0.1', icons: [] });

  let dapp;
  let wallet;
  await check('dapp (sign-client) and wallet (walletkit) initialise against the relay', async () => {
    dapp = resources.dapp = await SignClient.init({
      projectId: 'local',
      relayUrl: relay.url,
      customStoragePrefix: `dapp-${run}`,
      storage: new MemoryStorage(),
      telemetryEnabled: false,
      logger: SDK_LOG,
      metadata: metadata('Relay test dapp'),
    });
    const walletCore = new Core({
      projectId: 'local',
      relayUrl: relay.url,
      customStoragePrefix: `wallet-${run}`,
      storage: new MemoryStorage(),
      telemetryEnabled: false,
      logger: SDK_LOG,
    });
    // WalletKit's init POSTs an "INIT" event to https://pulse.walletconnect.org/batch whatever
    // telemetryEnabled says (only a vitest env var skips it): a no-op on the test's wallet.
    walletCore.eventClient.init = async () => undefined;
    wallet = resources.wallet = await WalletKit.init({
      core: walletCore,
      metadata: metadata('Relay test wallet'),
      // Requests reach the wallet at once instead of 1 s after the previous answer; the engine
      // still drops duplicate request ids.
      signConfig: { disableRequestQueue: true },
    });
    disableVerify(dapp.core);
    disableVerify(walletCore);
  });

  // The wallet answers every request by forwarding it to anvil, which signs and sends for its
  // unlocked dev accounts.
  const answered = [];
  wallet.on('session_request', async ({ id, topic, params }) => {
    answered.push(params.request.method);
    let response;
    try {
      response = { id, jsonrpc: '2.0', result: await chainRpc(rpcUrl, params.request.method, params.request.params) };
    } catch (error) {
      response = { id, jsonrpc: '2.0', error: { code: 5000, message: error.message } };
    }
    await wallet.respondSessionRequest({ topic, response }).catch((error) => {
      process.stderr.write(`(wallet could not answer request ${id}: ${error.message})\n`);
    });
  });

  async function pairAndPropose() {
    const { uri, approval } = await dapp.connect({ requiredNamespaces: NAMESPACES, optionalNamespaces: NAMESPACES });
    assert(uri?.startsWith('wc:'), `connect() gave no pairing URI (${uri})`);
    const proposal = nextEvent(wallet, 'session_proposal');
    await wallet.pair({ uri });
    return { uri, approval, proposal: await proposal };
  }

  let session;
  await check('connect: propose, pair by URI, approve with anvil account 0, dapp gets the session', async () => {
    const t0 = performance.now();
    const { approval, proposal } = await pairAndPropose();
    const namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: { eip155: { ...NAMESPACES.eip155, accounts: [`eip155:1:${ACCOUNT_0}`] } },
    });
    await wallet.approveSession({ id: proposal.id, namespaces });
    session = await approval();
    timings.connect = ms(t0);
    const accounts = session.namespaces.eip155?.accounts ?? [];
    assert(accounts.includes(`eip155:1:${ACCOUNT_0}`), `session accounts: ${accounts.join(', ')}`);
    assert(METHODS.every((m) => session.namespaces.eip155.methods.includes(m)), 'session lacks a method');
    assert(wallet.getActiveSessions()[session.topic], 'the wallet does not hold the session');
    return `connect time through the relay ${timings.connect} ms, session ${session.topic.slice(0, 8)}…`;
  });

  const personalSign = async (message) => {
    const signature = await dapp.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [toHex(message), ACCOUNT_0] },
    });
    const valid = await verifyMessage({ address: ACCOUNT_0, message, signature });
    assert(valid, `signature ${signature} does not verify for ${ACCOUNT_0}`);
    return signature;
  };

  await check('personal_sign: wallet forwards to anvil, dapp verifies with viem', async () => {
    const signature = await personalSign(`wallet-modal relay round trip ${run}`);
    return `signature ${signature.slice(0, 12)}…`;
  });

  await check('eth_sendTransaction: wallet forwards to anvil, receipt status 1', async () => {
    const hash = await dapp.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'eth_sendTransaction', params: [{ from: ACCOUNT_0, to: ACCOUNT_1, value: toHex(parseEther('0.01')) }] },
    });
    assert(/^0x[0-9a-f]{64}$/i.test(hash), `not a transaction hash: ${hash}`);
    const { receipt, polls, waitedMs } = await waitForReceipt(rpcUrl, hash);
    assert(receipt.status === '0x1', `receipt status ${receipt.status}`);
    return `tx ${hash.slice(0, 12)}… in block ${Number(receipt.blockNumber)} (receipt after ${polls} poll(s), ${waitedMs} ms)`;
  });

  await check('relay restart in the middle: both clients come back and a request goes through', async () => {
    const before = relayEvents.filter((e) => e.event === 'connect').length;
    const t0 = performance.now();
    await relay.restart({ downMs: RESTART_DOWN_MS });
    const restartMs = ms(t0);
    await personalSign(`after the restart ${run}`);
    const reconnects = relayEvents.filter((e) => e.event === 'connect').length - before;
    assert(reconnects >= 2, `expected both clients to reconnect, saw ${reconnects} connection(s)`);
    return `relay down ${restartMs} ms, ${reconnects} reconnections, request answered ${ms(t0)} ms after the restart began`;
  });

  await check('second proposal rejected by the wallet: the dapp approval rejects', async () => {
    const { approval, proposal } = await pairAndPropose();
    await wallet.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') });
    const outcome = await approval().then(
      (s) => ({ session: s }),
      (error) => ({ error }),
    );
    assert(outcome.error, 'approval() resolved although the wallet rejected');
    assert(outcome.error.code === getSdkError('USER_REJECTED').code, `rejection code ${outcome.error.code} (${outcome.error.message})`);
    return `rejected with ${outcome.error.code} "${outcome.error.message}"`;
  });

  await check('wallet disconnectSession: the dapp receives session_delete', async () => {
    const deleted = nextEvent(dapp, 'session_delete');
    await wallet.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') });
    const event = await deleted;
    assert(event.topic === session.topic, `session_delete for ${event.topic}`);
    assert(dapp.session.getAll().every((s) => s.topic !== session.topic), 'the dapp still holds the session');
    return `topic ${event.topic.slice(0, 8)}…`;
  });

  await check('the wallet answered exactly the requests sent, nothing left the machine', async () => {
    const expected = ['personal_sign', 'eth_sendTransaction', 'personal_sign'];
    assert(JSON.stringify(answered) === JSON.stringify(expected), `wallet saw ${answered.join(', ')}`);
    assert(externalFetches.length === 0, `non-loopback fetches: ${[...new Set(externalFetches)].join(', ')}`);
    const counts = relayEvents.reduce((acc, e) => ({ ...acc, [e.event]: (acc[e.event] ?? 0) + 1 }), {});
    const errors = relayEvents.filter((e) => /error|bad-frame/.test(e.event));
    assert(errors.length === 0, `relay reported ${errors.map((e) => `${e.event}: ${e.error}`).join('; ')}`);
    return `relay saw ${counts.publish ?? 0} publishes, ${counts.subscribe ?? 0} subscriptions, ${counts.deliver ?? 0} deliveries`;
  });
}

const started = performance.now();
try {
  await main();
} catch {
  // reported by check()
} finally {
  const t0 = performance.now();
  await stopAll();
  clearTimeout(watchdog);
  process.stdout.write(`${failed ? 'FAILED' : 'PASSED'}: relay round trip in ${ms(started)} ms (connect ${timings.connect ?? '-'} ms; cleanup ${ms(t0)} ms)\n`);
}
// The SDK keeps timers (expirer, heartbeat remnants) that would hold the process open.
process.exit(failed ? 1 : 0);
