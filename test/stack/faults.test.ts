import { expect } from 'chai';
import { DEV } from './dataKit';
import { stackInfo } from './stackInfo';

// Every fault here is scoped to this file's own projectId, so test files running at the same
// time against the same services are never hit by them.
const PROJECT = `fault-test-${Math.random().toString(36).slice(2)}`;
const IDS = `projectId=${PROJECT}&st=appkit&sv=html-wagmi-4.2.2`;
const BALANCE = `/v1/account/${DEV[2]}/balance`;

interface Fault {
  id: number;
  path: string;
  mode: string;
  times: number | null;
  delayMs: number;
  projectId: string | null;
}

async function addFault(base: string, fault: Record<string, unknown>): Promise<Fault> {
  const res = await fetch(`${base}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ projectId: PROJECT, ...fault }),
  });
  expect(res.status).to.equal(201);
  return ((await res.json()) as { fault: Fault }).fault;
}

const listFaults = async (base: string) => ((await (await fetch(`${base}/__faults`)).json()) as { faults: Fault[] }).faults.filter((f) => f.projectId === PROJECT);
const clearFaults = (base: string) => fetch(`${base}/__faults?projectId=${PROJECT}`, { method: 'DELETE' });

describe('local stack: fault injection', () => {
  let api = '';
  let explorer = '';
  before(async () => {
    ({ apiUrl: api, explorerUrl: explorer } = await stackInfo());
  });
  afterEach(async () => {
    await clearFaults(api);
    await clearFaults(explorer);
  });

  it('503 and 403 answer JSON errors, with CORS, on either service', async () => {
    await addFault(api, { path: '/v1/account/*/balance', mode: '503' });
    await addFault(explorer, { path: '/getWallets', mode: '403' });
    const down = await fetch(`${api}${BALANCE}?currency=usd&chainId=eip155:1&${IDS}`);
    expect(down.status).to.equal(503);
    expect(down.headers.get('access-control-allow-origin')).to.equal('*');
    expect(await down.json()).to.deep.equal({ status: 503, message: 'Service Unavailable' });
    const refused = await fetch(`${explorer}/getWallets?${IDS}`);
    expect(refused.status).to.equal(403);
    expect(await refused.json()).to.deep.equal({ status: 403, message: 'Unauthorized: origin not allowed' });
    // Other paths, and other projects' calls to the same path, are untouched.
    expect((await fetch(`${api}/v1/supported-chains?${IDS}`)).status).to.equal(200);
    expect((await fetch(`${api}${BALANCE}?currency=usd&chainId=eip155:1&projectId=other&st=appkit&sv=x`)).status).to.equal(200);
  });

  it('malformed and empty answer 200 with a body that is not JSON', async () => {
    await addFault(api, { path: '/v1/identity/*', mode: 'malformed' });
    await addFault(explorer, { path: '/appkit/v1/config', mode: 'empty' });
    const broken = await fetch(`${api}/v1/identity/${DEV[0]}?${IDS}`);
    expect(broken.status).to.equal(200);
    expect(await broken.text()).to.equal('{"broken');
    const empty = await fetch(`${explorer}/appkit/v1/config?${IDS}`);
    expect(empty.status).to.equal(200);
    expect(await empty.text()).to.equal('');
  });

  it('reset drops the connection, so fetch rejects, and the log records status 0', async () => {
    await addFault(explorer, { path: '/getWalletImage/*', mode: 'reset' });
    const marker = `reset-${Date.now()}`;
    let failure: unknown = null;
    await fetch(`${explorer}/getWalletImage/x?${IDS}&m=${marker}`).catch((error: unknown) => (failure = error));
    expect(failure).to.be.instanceOf(TypeError);
    const log = (await (await fetch(`${explorer}/__log`)).json()) as { query: string; status: number; fault?: string }[];
    expect(log.filter((e) => e.query.includes(marker)).map((e) => [e.status, e.fault])).to.deep.equal([[0, 'reset']]);
  });

  it('slow answers correctly after delayMs', async () => {
    await addFault(api, { path: '/v1/supported-chains', mode: 'slow', delayMs: 400 });
    const started = performance.now();
    const res = await fetch(`${api}/v1/supported-chains?${IDS}`);
    expect(performance.now() - started).to.be.at.least(380);
    expect(res.status).to.equal(200);
    expect(((await res.json()) as { http: string[] }).http).to.include('eip155:1');
  });

  it('applies to the JSON-RPC gateway too, and stops after `times` matches', async () => {
    const fault = await addFault(api, { path: '/v1/', mode: '503', times: 2 });
    expect(fault).to.include({ path: '/v1/', mode: '503', times: 2, projectId: PROJECT });
    const call = () =>
      fetch(`${api}/v1/?chainId=eip155:1&projectId=${PROJECT}`, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) });
    expect((await call()).status).to.equal(503);
    expect((await listFaults(api)).map((f) => f.times)).to.deep.equal([1]);
    expect((await call()).status).to.equal(503);
    expect(await listFaults(api)).to.deep.equal([]);
    expect((await call()).status).to.equal(200);
  });

  it('never faults the OPTIONS preflight', async () => {
    await addFault(api, { path: '/v1/fungible/price', mode: '503' });
    // application/json makes this a preflighted request: a faulted preflight would make fetch reject.
    const res = await fetch(`${api}/v1/fungible/price?${IDS}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', addresses: [], projectId: PROJECT }),
    });
    expect(res.status).to.equal(503);
  });

  it('lists faults and clears them', async () => {
    await addFault(api, { path: '/v1/a', mode: 'empty' });
    const slow = await addFault(api, { path: '/v1/b', mode: 'slow' });
    expect(slow.delayMs).to.equal(15_000);
    expect((await listFaults(api)).map((f) => [f.path, f.mode, f.times])).to.deep.equal([['/v1/a', 'empty', null], ['/v1/b', 'slow', null]]);
    const cleared = (await (await clearFaults(api)).json()) as { cleared: number };
    expect(cleared.cleared).to.equal(2);
    expect(await listFaults(api)).to.deep.equal([]);
  });

  it('refuses a fault it cannot apply', async () => {
    for (const fault of [{ path: '/x', mode: '500' }, { path: 'x', mode: '503' }, { path: '/x', mode: 'slow', times: 0 }]) {
      const res = await fetch(`${api}/__faults`, { method: 'POST', body: JSON.stringify(fault) });
      expect(res.status, JSON.stringify(fault)).to.equal(400);
    }
  });
});
