// The twin's 'body' fault mode (demo/stack/faults.mjs), which the fuzz tests serve their
// generated answers with: the given JSON or text, status and content type, for the matching
// path and project only, counted by `times`, and refused when malformed.
import { expect } from 'chai';
import { stackInfo } from '../stack/stackInfo';

const PROJECT = `body-fault-${Math.random().toString(36).slice(2)}`;
const IDS = `projectId=${PROJECT}&st=appkit&sv=html-wagmi-4.2.2`;

const addFault = (base: string, fault: Record<string, unknown>) =>
  fetch(`${base}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ projectId: PROJECT, ...fault }) });

describe("local stack: the 'body' fault mode", () => {
  let api = '';
  let explorer = '';
  before(async () => {
    ({ apiUrl: api, explorerUrl: explorer } = await stackInfo());
  });
  afterEach(async () => {
    await Promise.all([api, explorer].map((base) => fetch(`${base}/__faults?projectId=${PROJECT}`, { method: 'DELETE' })));
  });

  it('answers the given JSON, own __proto__ keys included, for that path and project only', async () => {
    const body = JSON.parse('{"count":1,"data":[{"id":"x","name":"<img onerror>","__proto__":{"polluted":1}}]}') as unknown;
    expect((await addFault(explorer, { path: '/getWallets', mode: 'body', body })).status).to.equal(201);
    const res = await fetch(`${explorer}/getWallets?${IDS}&entries=4`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('application/json; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).to.equal('*');
    expect(await res.text()).to.equal(JSON.stringify(body));
    const other = (await (await fetch(`${explorer}/getWallets?projectId=other&st=appkit&sv=x&entries=1`)).json()) as { data: unknown[] };
    expect(other.data).to.have.length(1);
    const log = (await (await fetch(`${explorer}/__log`)).json()) as { query: string; fault?: string }[];
    expect(log.some((entry) => entry.fault === 'body' && entry.query.includes(PROJECT))).to.equal(true);
  });

  it('answers text as is, with the given status and content type, `times` times', async () => {
    const path = '/v1/identity/*';
    expect((await addFault(api, { path, mode: 'body', status: 418, text: '<html>\u0000', contentType: 'text/html', times: 1 })).status).to.equal(201);
    const listed = ((await (await fetch(`${api}/__faults`)).json()) as { faults: Record<string, unknown>[] }).faults.find((f) => f.projectId === PROJECT);
    expect(listed).to.include({ mode: 'body', status: 418, contentType: 'text/html', bytes: 7 });
    const res = await fetch(`${api}/v1/identity/0x1?${IDS}`);
    expect([res.status, res.headers.get('content-type'), await res.text()]).to.deep.equal([418, 'text/html', '<html>\u0000']);
    expect((await fetch(`${api}/v1/identity/0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266?${IDS}`)).status).to.equal(200);
  });

  it('refuses a body fault without exactly one of body and text, with a bad status, or answer fields on another mode', async () => {
    const refused = [
      { path: '/x', mode: 'body' },
      { path: '/x', mode: 'body', body: 1, text: '1' },
      { path: '/x', mode: 'body', text: 5 },
      { path: '/x', mode: 'body', body: 1, status: 199 },
      { path: '/x', mode: 'body', body: 1, status: 200.5 },
      { path: '/x', mode: 'body', body: 1, contentType: 'a\r\nSet-Cookie: x=1' },
      { path: '/x', mode: '503', body: 1 },
      { path: '/x', mode: 'slow', status: 200 },
    ];
    for (const fault of refused) expect((await addFault(api, fault)).status, JSON.stringify(fault)).to.equal(400);
    // A JSON body that is itself null or a string is a body, not a missing one.
    expect((await addFault(api, { path: '/x', mode: 'body', body: null })).status).to.equal(201);
    expect((await addFault(api, { path: '/y', mode: 'body', body: 'text' })).status).to.equal(201);
    expect(await (await fetch(`${api}/y?${IDS}`)).text()).to.equal('"text"');
  });
});
