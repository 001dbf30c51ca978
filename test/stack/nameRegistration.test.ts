// The data service twin's name registration and suggestions (demo/stack/profileRoutes.mjs,
// nameRegistration.mjs, nameRegistry.mjs): names registered with a personal_sign signature
// are answered by the name lookup, the reverse lookup and the identity call for the stack's life.
// Registered names live as long as the stack (one test run, test files running at once), so this
// file signs with default-mnemonic accounts 20-25, which nothing else registers with, and random names.
import { expect } from 'chai';
import type { HDAccount } from 'viem/accounts';
import { devAccountAt } from '../support/devAccounts';
import { DEV, dataGet, lookupProfile, type Profile } from './dataKit';
import { IDS, stackInfo } from './stackInfo';

interface Failure {
  status: 'FAILED';
  reasons: { name: string; description: string }[];
}
interface Suggestions {
  suggestions: { name: string; registered: boolean }[];
}

const randomLabel = (prefix = 'wm') => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const ensip11 = (chainId: number) => (0x80000000 | chainId) >>> 0;

/** The message the name service wants signed. */
const nameMessage = (name: string, timestamp = nowSeconds()) => JSON.stringify({ name, attributes: {}, timestamp });

async function post<T>(body: unknown, ids = IDS): Promise<{ status: number; body: T }> {
  const { apiUrl } = await stackInfo();
  const res = await fetch(`${apiUrl}/v1/profile/account?${ids}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Signs `message` with `signer` and posts it for `address` (the signer's by default). */
async function register<T = Profile>(signer: HDAccount, message: string, { coinType = ensip11(1), address = signer.address }: { coinType?: number | string; address?: string } = {}) {
  return post<T>({ coin_type: coinType, address, message, signature: await signer.signMessage({ message }) });
}

const reverse = (address: string) => dataGet<Profile[]>(`/v1/profile/reverse/${address}`, `sender=${address}&apiVersion=2`);
const identity = (address: string) => dataGet<{ name: string | null; avatar: string | null }>(`/v1/identity/${address}`, `sender=${address}`);
const suggestions = (name: string, zone = 'zone=reown.id') => dataGet<Suggestions & Failure>(`/v1/profile/suggestions/${encodeURIComponent(name)}`, zone);

function expectFailure(answer: { status: number; body: Failure }, status: number, name: string, description: RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).to.equal(status);
  expect(answer.body.status).to.equal('FAILED');
  expect(answer.body.reasons).to.have.length(1);
  expect(answer.body.reasons[0]!.name).to.equal(name);
  expect(answer.body.reasons[0]!.description).to.match(description);
}

describe('local stack: account-name registration', () => {
  // Registered in the first test, read by the later ones.
  const label = randomLabel('Reg');
  const name = `${label.toLowerCase()}.reown.id`;

  it('suggests the name itself (free) and free variants; a taken name is never shown as free', async () => {
    const fresh = randomLabel();
    const { status, body } = await suggestions(fresh);
    expect(status).to.equal(200);
    expect(body.suggestions[0]).to.deep.equal({ name: `${fresh}.reown.id`, registered: false });
    expect(body.suggestions.length).to.be.greaterThan(1);
    for (const s of body.suggestions.slice(1)) {
      expect(s.registered).to.equal(false);
      expect(s.name).to.match(new RegExp(`^${fresh}\\d+\\.reown\\.id$`));
    }
    // A fixed name, typed in any case and zone: taken, and no variant equals it.
    const taken = await suggestions('DEV0.wcn.id');
    expect(taken.body.suggestions[0]).to.deep.equal({ name: 'dev0.reown.id', registered: true });
    expect(taken.body.suggestions.slice(1).every((s) => !s.registered && s.name !== 'dev0.reown.id')).to.equal(true);
  });

  it('refuses suggestions for a name that breaks the rule, or another zone', async () => {
    for (const bad of ['abc', 'has space', 'under_score', 'dots.in.it']) expectFailure(await suggestions(bad), 400, 'InvalidName', /^Invalid name/);
    expect((await suggestions(randomLabel(), 'zone=eth')).status).to.equal(400);
    expect((await suggestions(randomLabel(), '')).status).to.equal(400);
  });

  it('registers a name signed with personal_sign, and answers it in every read', async () => {
    const owner = devAccountAt(20);
    const { status, body } = await register(owner, nameMessage(`${label}.reown.id`));
    expect(status, JSON.stringify(body)).to.equal(200);
    expect(Object.keys(body)).to.have.members(['name', 'registered_at', 'updated_at', 'addresses', 'attributes']);
    expect(body.name).to.equal(name);
    expect(body.addresses).to.deep.equal({ [String(ensip11(1))]: { address: owner.address.toLowerCase(), created_at: body.registered_at } });
    expect(Math.abs(Date.parse(body.registered_at) - Date.now())).to.be.lessThan(60_000);
    expect(body.attributes).to.deep.equal({});

    // The name lookup (either zone), the reverse lookup and the identity call.
    for (const spelling of [name, `${label.toLowerCase()}.wcn.id`]) expect((await lookupProfile(spelling)).body, spelling).to.deep.equal(body);
    expect((await reverse(owner.address)).body).to.deep.equal([body]);
    expect((await identity(owner.address)).body).to.deep.equal({ name, avatar: null });
    expect((await suggestions(label)).body.suggestions[0]).to.deep.equal({ name, registered: true });
  });

  it('refuses a name already taken, a second name for the same address and a name of a fixed account', async () => {
    const other = devAccountAt(21);
    expectFailure(await register(other, nameMessage(name)), 409, 'NameTaken', /^Name is already taken$/);
    expectFailure(await register(other, nameMessage(label.toUpperCase())), 409, 'NameTaken', /^Name is already taken$/);
    expectFailure(await register(other, nameMessage('dev1.wcn.id')), 409, 'NameTaken', /^Name is already taken$/);
    // One name per address.
    expectFailure(await register(devAccountAt(20), nameMessage(randomLabel())), 409, 'AddressHasName', new RegExp(`^Address already has a name: ${name}$`));
    expect((await identity(other.address)).body.name).to.equal(null);
  });

  it('refuses a bad signature, an expired or future timestamp, and a name that breaks the rule', async () => {
    const signer = devAccountAt(21);
    const wanted = randomLabel();
    // Signed by another key than the address's, or not a signature at all.
    expectFailure(await register(devAccountAt(22), nameMessage(wanted), { address: signer.address }), 401, 'InvalidSignature', /^Invalid signature/);
    const message = nameMessage(wanted);
    const signature = await signer.signMessage({ message });
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'a' ? 'b' : 'a'}${signature.slice(11)}`;
    expectFailure(await post({ coin_type: ensip11(1), address: signer.address, message, signature: flipped }), 401, 'InvalidSignature', /^Invalid signature/);
    expectFailure(await post({ coin_type: ensip11(1), address: signer.address, message, signature: '0x1234' }), 401, 'InvalidSignature', /^Invalid signature/);
    // A signature of another message than the one sent.
    expectFailure(await post({ coin_type: ensip11(1), address: signer.address, message: nameMessage(`${wanted}x`), signature }), 401, 'InvalidSignature', /^Invalid signature/);

    // More than 10 minutes away from now, either way.
    expectFailure(await register(signer, nameMessage(wanted, nowSeconds() - 11 * 60)), 400, 'MessageExpired', /^Message expired/);
    expectFailure(await register(signer, nameMessage(wanted, nowSeconds() + 11 * 60)), 400, 'MessageExpired', /^Message expired/);

    for (const bad of ['abc', 'a b c d', 'under_score', 'émile', `${'x'.repeat(64)}`, 'name.eth']) {
      expectFailure(await register(signer, nameMessage(bad)), 400, 'InvalidName', /^Invalid name: at least 4 characters, only letters, digits and hyphens$/);
    }
    // None of these registered anything.
    expect((await lookupProfile(`${wanted}.reown.id`)).body).to.deep.equal([]);
    expect((await identity(signer.address)).body.name).to.equal(null);
    expect((await reverse(signer.address)).body).to.deep.equal([]);
  });

  it('refuses malformed requests with a reason', async () => {
    const signer = devAccountAt(21);
    expectFailure(await post('{not json'), 400, 'InvalidRequest', /^Invalid request/);
    expectFailure(await post({ address: signer.address, message: nameMessage(randomLabel()), signature: '0x' }), 400, 'InvalidRequest', /coin_type/);
    expectFailure(await register(signer, nameMessage(randomLabel()), { coinType: 0 }), 400, 'UnsupportedCoinType', /^Unsupported coin_type/);
    expectFailure(await register(signer, nameMessage(randomLabel()), { coinType: 501 }), 400, 'UnsupportedCoinType', /^Unsupported coin_type/);
    expectFailure(await register(signer, nameMessage(randomLabel()), { address: 'not-an-address' }), 400, 'InvalidAddress', /^Invalid address/);
    expectFailure(await register(signer, JSON.stringify({ label: randomLabel(), timestamp: nowSeconds() })), 400, 'InvalidMessage', /^Invalid message/);
    expectFailure(await register(signer, 'plain text'), 400, 'InvalidMessage', /^Invalid message/);
  });

  it('takes coin type 60 and any EVM chain id (ENSIP-11), as a number or a string', async () => {
    const viaSixty = randomLabel();
    const sixty = await register(devAccountAt(21), nameMessage(viaSixty), { coinType: 60 });
    expect(sixty.status, JSON.stringify(sixty.body)).to.equal(200);
    expect(sixty.body.addresses).to.have.keys(['60']);
    expect((await identity(devAccountAt(21).address)).body.name).to.equal(`${viaSixty}.reown.id`);

    // Base (a chain the stack runs), as a decimal string.
    const onBase = await register(devAccountAt(22), nameMessage(randomLabel()), { coinType: String(ensip11(8453)) });
    expect(onBase.status, JSON.stringify(onBase.body)).to.equal(200);
    expect(onBase.body.addresses).to.have.keys([String(ensip11(8453))]);
  });

  it('registers a name sent twice at once only once', async () => {
    const wanted = randomLabel();
    const answers = await Promise.all([register(devAccountAt(23), nameMessage(wanted)), register(devAccountAt(24), nameMessage(wanted))]);
    expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 409]);
    const winner = answers[0]!.status === 200 ? devAccountAt(23) : devAccountAt(24);
    expect((await lookupProfile(`${wanted}.reown.id`)).body.addresses[String(ensip11(1))]!.address).to.equal(winner.address.toLowerCase());

    // The test fixture forgets a registered name (never a fixed one).
    const { apiUrl } = await stackInfo();
    const forget = await fetch(`${apiUrl}/__names?name=${wanted}.reown.id`, { method: 'DELETE' });
    expect(await forget.json()).to.deep.equal({ removed: 1 });
    expect((await lookupProfile(`${wanted}.reown.id`)).body).to.deep.equal([]);
    expect((await identity(winner.address)).body.name).to.equal(null);
    expect(await (await fetch(`${apiUrl}/__names?name=dev0.reown.id`, { method: 'DELETE' })).json()).to.deep.equal({ removed: 0 });
    expect((await lookupProfile('dev0.reown.id')).body.addresses['60']!.address).to.equal(DEV[0]);
  });

  it('wants the ids, answers POST only on /v1/profile/account, and is logged', async () => {
    const { apiUrl } = await stackInfo();
    const projectId = `names-test-${Math.random().toString(36).slice(2)}`;
    const noIds = await post<{ error: string }>({}, 'projectId=p');
    expect(noIds.status).to.equal(400);
    expect(noIds.body.error).to.contain('st').and.to.contain('sv');
    expect((await fetch(`${apiUrl}/v1/profile/account?${IDS}`)).status).to.equal(405);
    const ids = `projectId=${projectId}&st=appkit&sv=html-wagmi-4.2.2`;
    const refused = await post<Failure>({ coin_type: 60, address: devAccountAt(25).address, message: nameMessage('abc'), signature: '0x' }, ids);
    expect(refused.status).to.equal(400);
    const log = (await (await fetch(`${apiUrl}/__log`)).json()) as { method: string; path: string; query: string; status: number }[];
    // The JSON body makes the browser ask first (CORS preflight): both are logged.
    expect(log.filter((e) => e.query.includes(projectId)).map((e) => [e.method, e.path, e.status])).to.deep.equal([
      ['OPTIONS', '/v1/profile/account', 204],
      ['POST', '/v1/profile/account', 400],
    ]);
  });
});
