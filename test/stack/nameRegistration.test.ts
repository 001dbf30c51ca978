// The data-service twin's name registration and suggestions (demo/stack/profileRoutes.mjs,
// nameRegistration.mjs, nameRegistry.mjs, nameRules.mjs) answer and refuse as the hosted name
// service does (blockchain-api src/handlers/profile/register.rs, suggestions.rs): its checks in
// its order, its statuses and its `{ status: 'FAILED', reasons: [{ field, description }] }`.
// Registered names are answered by the name lookup, the reverse lookup and the identity call.
// Registered names live as long as the stack (one test run, test files running at once), so this
// file signs with default-mnemonic accounts 20-25, which nothing else registers with, and random names.
import { expect } from 'chai';
import type { HDAccount } from 'viem/accounts';
import { devAccountAt } from '../support/devAccounts';
import { DEV, dataGet, identity, lookupProfile, type Profile } from './dataKit';
import { IDS, stackInfo } from './stackInfo';

interface Failure {
  status: 'FAILED';
  reasons: { field: string; description: string }[];
}
interface Suggestions {
  suggestions: { name: string; registered: boolean }[];
}

const randomLabel = (prefix = 'wm') => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const ensip11 = (chainId: number) => (0x80000000 | chainId) >>> 0;

/** The message the name service wants signed. */
const nameMessage = (name: string, timestamp = nowSeconds(), attributes: unknown = {}) => JSON.stringify({ name, attributes, timestamp });

/** POSTs `body` (JSON, or a text as it is); the answer's body is JSON when it is JSON, else its text. */
async function post<T>(body: unknown, ids = IDS): Promise<{ status: number; body: T }> {
  const { apiUrl } = await stackInfo();
  const res = await fetch(`${apiUrl}/v1/profile/account?${ids}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : text) as T };
}

/** Signs `message` with `signer` and posts it for `address` (the signer's, checksummed, by default). */
async function register<T = Profile>(signer: HDAccount, message: string, { coinType = ensip11(1), address = signer.address }: { coinType?: unknown; address?: string } = {}) {
  return post<T>({ message, signature: await signer.signMessage({ message }), coin_type: coinType, address });
}

const reverse = (address: string) => dataGet<Profile[]>(`/v1/profile/reverse/${address}`, `sender=${address}&apiVersion=2`);
const suggestions = (label: string, zone = 'zone=reown.id') => dataGet<Suggestions & Failure>(`/v1/profile/suggestions/${encodeURIComponent(label)}`, zone);

function expectFailure(answer: { status: number; body: unknown }, status: number, field: string, description: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).to.equal(status);
  const { reasons } = answer.body as Failure;
  expect(answer.body).to.have.property('status', 'FAILED');
  expect(reasons).to.have.length(1);
  expect(reasons[0]!.field).to.equal(field);
  if (typeof description === 'string') expect(reasons[0]!.description).to.equal(description);
  else expect(reasons[0]!.description).to.match(description);
}

describe('local stack: account-name registration', () => {
  // Registered in the first test, read by the later ones.
  const label = randomLabel('reg');
  const name = `${label}.reown.id`;

  it('suggests the name itself and four free names like it, in the zone asked (reown.id by default)', async () => {
    const fresh = randomLabel();
    const { status, body } = await suggestions(fresh);
    expect(status).to.equal(200);
    expect(body.suggestions).to.have.length(5);
    expect(body.suggestions[0]).to.deep.equal({ name: `${fresh}.reown.id`, registered: false });
    for (const s of body.suggestions.slice(1)) expect(s).to.deep.include({ registered: false }).and.to.have.property('name').that.matches(new RegExp(`^${fresh}\\d+\\.reown\\.id$`));
    expect((await suggestions(fresh, '')).body).to.deep.equal(body);
    expect((await suggestions(fresh, 'zone=wcn.id')).body.suggestions[0]).to.deep.equal({ name: `${fresh}.wcn.id`, registered: false });
    // A fixed name: taken, and no free name equals it.
    const taken = await suggestions('dev0');
    expect(taken.body.suggestions[0]).to.deep.equal({ name: 'dev0.reown.id', registered: true });
    expect(taken.body.suggestions.slice(1).every((s) => !s.registered && s.name !== 'dev0.reown.id')).to.equal(true);
  });

  it('refuses suggestions for a label shorter than 3, then one of the wrong format', async () => {
    expectFailure(await suggestions('ab'), 400, 'name', 'Invalid name length: ab');
    expectFailure(await suggestions('A_'), 400, 'name', 'Invalid name length: A_');
    for (const bad of ['Dev0', 'has space', 'under_score']) expectFailure(await suggestions(bad), 400, 'name', `Invalid name format: ${bad}`);
    // Three characters, dots and hyphens are the hosted service's format.
    for (const good of ['abc', 'a.b-c']) expect((await suggestions(good)).status, good).to.equal(200);
  });

  it('registers a name signed with personal_sign under its coin type and 60, and answers it in every read', async () => {
    const owner = devAccountAt(20);
    const { status, body } = await register(owner, nameMessage(name));
    expect(status, JSON.stringify(body)).to.equal(200);
    expect(Object.keys(body)).to.have.members(['name', 'registered_at', 'updated_at', 'addresses', 'attributes']);
    expect(body.name).to.equal(name);
    expect(body.addresses).to.deep.equal({
      [String(ensip11(1))]: { address: owner.address, created_at: body.registered_at },
      60: { address: owner.address, created_at: body.registered_at },
    });
    expect(Math.abs(Date.parse(body.registered_at) - Date.now())).to.be.lessThan(60_000);
    expect(body.attributes).to.deep.equal({});

    // The name lookup (either zone), the reverse lookup (one profile per address row, as the
    // hosted join answers; the address as registered, checksummed) and the identity call.
    for (const spelling of [name, `${label}.wcn.id`]) expect((await lookupProfile(spelling)).body, spelling).to.deep.equal(body);
    expect((await reverse(owner.address)).body).to.deep.equal([body, body]);
    expect((await reverse(owner.address.toLowerCase())).body).to.deep.equal([]);
    expect((await identity(owner.address.toLowerCase())).body).to.include({ name, avatar: null });
    expect((await suggestions(label)).body.suggestions[0]).to.deep.equal({ name, registered: true });
  });

  it('refuses a name already registered (its own words, 400), and takes a second name for the same address', async () => {
    const other = devAccountAt(21);
    expectFailure(await register(other, nameMessage(name)), 400, 'name', `Name is already registered: ${name}`);
    expectFailure(await register(other, nameMessage('dev1.reown.id')), 400, 'name', 'Name is already registered: dev1.reown.id');
    // Before the timestamp is looked at.
    expectFailure(await register(other, nameMessage(name, nowSeconds() - 3600)), 400, 'name', `Name is already registered: ${name}`);
    expect((await identity(other.address)).body.name).to.equal(null);

    const second = `${randomLabel()}.reown.id`;
    expect((await register(devAccountAt(20), nameMessage(second))).status).to.equal(200);
    // The identity call answers the first name of the address.
    expect((await identity(devAccountAt(20).address)).body.name).to.equal(name);
    expect((await reverse(devAccountAt(20).address)).body.map((p) => p.name)).to.deep.equal([name, name, second, second]);
  });

  it('refuses a timestamp more than 10 seconds from now, either way', async () => {
    const signer = devAccountAt(21);
    // +12, not +11: the service's clock may have passed one more second.
    for (const offset of [-11, 12, -3600]) {
      const timestamp = nowSeconds() + offset;
      expectFailure(await register(signer, nameMessage(`${randomLabel()}.reown.id`, timestamp)), 400, 'timestamp', `Signature UNIXTIME timestamp is too old: ${timestamp}`);
    }
  });

  it('refuses a bad signature, and an address that is not checksummed, with 401', async () => {
    const signer = devAccountAt(21);
    const wanted = `${randomLabel()}.reown.id`;
    const verification = 'Signature validation error: Signature verification error';
    // Signed by another key than the address's, a changed signature, one of another message, not a signature.
    expectFailure(await register(devAccountAt(22), nameMessage(wanted), { address: signer.address }), 401, 'signature', verification);
    const message = nameMessage(wanted);
    const signature = await signer.signMessage({ message });
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'a' ? 'b' : 'a'}${signature.slice(11)}`;
    expectFailure(await post({ message, signature: flipped, coin_type: ensip11(1), address: signer.address }), 401, 'signature', verification);
    expectFailure(await post({ message: nameMessage(wanted), signature: await signer.signMessage({ message: nameMessage(`x${wanted}`) }), coin_type: 60, address: signer.address }), 401, 'signature', verification);
    expectFailure(await post({ message, signature: '0x1234', coin_type: ensip11(1), address: signer.address }), 401, 'signature', verification);
    // What the hosted check cannot read: a signature that is not hex, an address in lowercase.
    expectFailure(await post({ message, signature: '0xnothex', coin_type: ensip11(1), address: signer.address }), 401, 'signature', 'Signature validation error: Invalid signature');
    expectFailure(await post({ message, signature, coin_type: ensip11(1), address: signer.address.toLowerCase() }), 401, 'signature', 'Signature validation error: Invalid signature');
    // None of these registered anything.
    expect((await lookupProfile(wanted)).body).to.deep.equal([]);
    expect((await identity(signer.address)).body.name).to.equal(null);
  });

  it('refuses attributes other than a plain-text bio, and keeps a bio', async () => {
    const signer = devAccountAt(22);
    for (const attributes of [{ avatar: 'https://example.com/a.png' }, { bio: '' }, { bio: 'no <tags>' }, { bio: 'x'.repeat(256) }]) {
      expectFailure(await register(signer, nameMessage(`${randomLabel()}.reown.id`, nowSeconds(), attributes)), 400, 'attributes', 'Unsupported name attribute in payload');
    }
    const withBio = await register(signer, nameMessage(`${randomLabel()}.reown.id`, nowSeconds(), { bio: 'Builder @ home: https://example.com/?a=b' }));
    expect(withBio.status, JSON.stringify(withBio.body)).to.equal(200);
    expect(withBio.body.attributes).to.deep.equal({ bio: 'Builder @ home: https://example.com/?a=b' });
  });

  it('checks the name (format, length, zone) and then the coin type, as the hosted service', async () => {
    const signer = devAccountAt(21);
    const refusals: [string, string][] = [
      ['Abcd.reown.id', 'Invalid name format'],
      ['ab_c.reown.id', 'Invalid name format'],
      ['abcd', 'Invalid name length'],
      ['ab.reown.id', 'Invalid name length'],
      [`${'x'.repeat(65)}.reown.id`, 'Invalid name length'],
      ['abcd.eth.id', 'Name is not in the allowed zones'],
    ];
    // A coin type no chain stands for is looked at after the name.
    for (const [bad, reason] of refusals) expectFailure(await register(signer, nameMessage(bad), { coinType: 501 }), 400, 'name', `${reason}: ${bad}`);
    for (const coinType of [0, 501, ensip11(31337)]) {
      expectFailure(await register(signer, nameMessage(`${randomLabel()}.reown.id`), { coinType }), 400, 'coin_type', `Unsupported coin type: ${coinType}`);
    }
  });

  it('refuses a body or a message of the wrong shape as the hosted extractors and parser do', async () => {
    const signer = devAccountAt(21);
    const notJson = await post<string>('{not json');
    expect(notJson.status).to.equal(400);
    expect(notJson.body).to.match(/^Failed to parse the request body as JSON: /);
    const shapes: [unknown, string][] = [
      [{}, 'missing field `message`'],
      [{ message: 'x', signature: '0x', address: signer.address }, 'missing field `coin_type`'],
      [{ message: 'x', signature: '0x', coin_type: String(ensip11(1)), address: signer.address }, 'coin_type: invalid type: string "2147483649", expected u32'],
      [{ message: 'x', signature: '0x', coin_type: -1, address: signer.address }, 'coin_type: invalid value: integer `-1`, expected u32'],
      [{ message: { name: 'x' }, signature: '0x', coin_type: 60, address: signer.address }, 'message: invalid type: map, expected a string'],
    ];
    for (const [body, detail] of shapes) {
      expect(await post(body), detail).to.deep.equal({ status: 422, body: `Failed to deserialize the JSON body into the target type: ${detail}` });
    }
    expectFailure(await register(signer, 'plain text'), 422, '', /^Deserialization error: /);
    expectFailure(await register(signer, JSON.stringify({ name: `${randomLabel()}.reown.id` })), 422, '', 'Deserialization error: missing field `timestamp`');
    expectFailure(await register(signer, JSON.stringify({ name: `${randomLabel()}.reown.id`, timestamp: String(nowSeconds()) })), 422, '', /^Deserialization error: invalid type: string/);
  });

  it('takes coin type 60, an ENSIP-11 coin type of any chain it serves, and that chain id bare', async () => {
    const viaSixty = await register(devAccountAt(23), nameMessage(`${randomLabel()}.reown.id`), { coinType: 60 });
    expect(viaSixty.status, JSON.stringify(viaSixty.body)).to.equal(200);
    expect(viaSixty.body.addresses).to.have.keys(['60']);
    const onBase = await register(devAccountAt(23), nameMessage(`${randomLabel()}.reown.id`), { coinType: ensip11(8453) });
    expect(onBase.status, JSON.stringify(onBase.body)).to.equal(200);
    expect(onBase.body.addresses).to.have.keys([String(ensip11(8453)), '60']);
    // The hosted service keeps only the low 31 bits of a coin type to find the chain.
    expect((await register(devAccountAt(23), nameMessage(`${randomLabel()}.reown.id`), { coinType: 8453 })).status).to.equal(200);
  });

  it('registers a name sent twice at once only once: the other fails as the hosted insert does (500, empty), or is already registered', async () => {
    const wanted = `${randomLabel()}.reown.id`;
    const message = nameMessage(wanted);
    const bodies = await Promise.all([24, 25].map(async (index) => ({ message, signature: await devAccountAt(index).signMessage({ message }), coin_type: ensip11(1), address: devAccountAt(index).address })));
    const answers = await Promise.all(bodies.map((body) => post<Profile>(body)));
    expect(answers.filter((a) => a.status === 200), JSON.stringify(answers)).to.have.length(1);
    const loser = answers.find((a) => a.status !== 200)!;
    // Which one the second gets depends on whether it passed the name check before the first was stored.
    expect([{ status: 500, body: '' }, { status: 400, body: { status: 'FAILED', reasons: [{ field: 'name', description: `Name is already registered: ${wanted}` }] } }]).to.deep.include(loser);
    const winner = answers[0]!.status === 200 ? devAccountAt(24) : devAccountAt(25);
    expect((await lookupProfile(wanted)).body.addresses['60']!.address).to.equal(winner.address);

    // The test fixture forgets a registered name (never a fixed one).
    const { apiUrl } = await stackInfo();
    const forget = await fetch(`${apiUrl}/__names?name=${wanted}`, { method: 'DELETE' });
    expect(await forget.json()).to.deep.equal({ removed: 1 });
    expect((await lookupProfile(wanted)).body).to.deep.equal([]);
    expect(await (await fetch(`${apiUrl}/__names?name=dev0.reown.id`, { method: 'DELETE' })).json()).to.deep.equal({ removed: 0 });
    expect((await lookupProfile('dev0.reown.id')).body.addresses['60']!.address.toLowerCase()).to.equal(DEV[0]);
  });

  it('wants the ids, answers POST only on /v1/profile/account, and is logged', async () => {
    const { apiUrl } = await stackInfo();
    const projectId = `names-test-${Math.random().toString(36).slice(2)}`;
    const noIds = await post<{ error: string }>({}, 'projectId=p');
    expect(noIds.status).to.equal(400);
    expect(noIds.body.error).to.contain('st').and.to.contain('sv');
    expect((await fetch(`${apiUrl}/v1/profile/account?${IDS}`)).status).to.equal(405);
    const ids = `projectId=${projectId}&st=appkit&sv=html-wagmi-4.2.2`;
    const refused = await post<Failure>({ message: nameMessage('ab.reown.id'), signature: '0x', coin_type: 60, address: devAccountAt(25).address }, ids);
    expect(refused.status).to.equal(400);
    const log = (await (await fetch(`${apiUrl}/__log`)).json()) as { method: string; path: string; query: string; status: number }[];
    // The JSON body makes the browser ask first (CORS preflight): both are logged.
    expect(log.filter((e) => e.query.includes(projectId)).map((e) => [e.method, e.path, e.status])).to.deep.equal([
      ['OPTIONS', '/v1/profile/account', 204],
      ['POST', '/v1/profile/account', 400],
    ]);
  });
});
