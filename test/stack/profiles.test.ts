import { expect } from 'chai';
import { DEV, dataGet, lookupProfile, type Profile } from './dataKit';
import { IDS, stackInfo } from './stackInfo';

const V2 = 'apiVersion=2';
const reverse = (address: string) => dataGet<Profile[]>(`/v1/profile/reverse/${address}`, `sender=${DEV[0]}&${V2}`);

describe('local stack: name lookups', () => {
  it('resolves a name to its profile, the EVM address under coin type 60', async () => {
    const { status, body } = await lookupProfile('dev0.reown.id');
    expect(status).to.equal(200);
    expect(Object.keys(body)).to.have.members(['name', 'registered_at', 'updated_at', 'addresses', 'attributes']);
    expect(body.name).to.equal('dev0.reown.id');
    expect(Object.keys(body.addresses)).to.deep.equal(['60']);
    expect(body.addresses['60']!.address).to.equal('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    for (const time of [body.registered_at, body.updated_at, body.addresses['60']!.created_at]) expect(Number.isNaN(Date.parse(time)), time).to.equal(false);
    // The avatar is the one the identity call answers: both read the same table.
    const identity = await dataGet<{ name: string; avatar: string }>(`/v1/identity/${DEV[0]}`, `sender=${DEV[0]}`);
    expect(body.attributes).to.deep.equal({ avatar: identity.body.avatar, bio: 'anvil dev account 0' });
    expect(identity.body.avatar).to.match(/^data:image\/svg\+xml;base64,/);
  });

  it('resolves the legacy .wcn.id zone like .reown.id', async () => {
    for (const name of ['dev1.reown.id', 'dev1.wcn.id']) {
      const { status, body } = await lookupProfile(name);
      expect(status, name).to.equal(200);
      expect(body.name, name).to.equal('dev1.reown.id');
      expect(body.addresses['60']!.address).to.equal('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
      expect(body.attributes, 'a name with neither avatar nor bio').to.deep.equal({});
    }
  });

  it('answers a free name as the hosted service does: [] for apiVersion=2, else 404', async () => {
    for (const name of ['nobody.reown.id', 'xdev0.reown.id', 'nobody.wcn.id']) {
      expect(await lookupProfile(name), name).to.deep.equal({ status: 200, body: [] });
      const path = `/v1/profile/account/${encodeURIComponent(name)}`;
      for (const version of ['', 'apiVersion=1']) {
        expect(await dataGet(path, version), `${name} ${version}`).to.deep.equal({
          status: 404,
          body: { status: 'FAILED', reasons: [{ field: 'name', description: `Name is not found in the database: ${name}` }] },
        });
      }
    }
    // A registered name is found without the version too.
    expect((await dataGet<{ name: string }>('/v1/profile/account/dev0.reown.id', '')).body.name).to.equal('dev0.reown.id');
  });

  it('refuses a name of the wrong format, length or zone, in that order, as the hosted service does', async () => {
    const refusals: [string, string][] = [
      ['DEV1.reown.id', 'Invalid name format'],
      ['dev_1.reown.id', 'Invalid name format'],
      ['dev0', 'Invalid name length'],
      ['ab.reown.id', 'Invalid name length'],
      [`${'x'.repeat(65)}.reown.id`, 'Invalid name length'],
      ['dev0.reown.id.example', 'Invalid name length'],
      ['dev0.eth.id', 'Name is not in the allowed zones'],
      ['dev0.example.com', 'Name is not in the allowed zones'],
    ];
    for (const [name, reason] of refusals) {
      const { status, body } = await lookupProfile(name);
      expect({ status, body }, name).to.deep.equal({ status: 400, body: { status: 'FAILED', reasons: [{ field: 'name', description: `${reason}: ${name}` }] } });
    }
  });

  it('reverse-resolves an address exactly as stored (checksummed) to its profiles, [] when it has none (404 without apiVersion=2)', async () => {
    const dev0 = await reverse('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(dev0.status).to.equal(200);
    expect(dev0.body).to.deep.equal([(await lookupProfile('dev0.reown.id')).body]);
    expect((await reverse('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).body.map((p) => p.name)).to.deep.equal(['dev1.reown.id']);
    // The hosted lookup compares the text: another spelling of the address, or no address at all, has no name.
    for (const other of [DEV[0], DEV[5], 'not-an-address']) expect(await reverse(other), other).to.deep.equal({ status: 200, body: [] });
    expect(await dataGet(`/v1/profile/reverse/${DEV[5]}`, `sender=${DEV[0]}`)).to.deep.equal({
      status: 404,
      body: { status: 'FAILED', reasons: [{ field: 'address', description: 'No name for address is found' }] },
    });
  });

  it('wants the ids and a whole-number apiVersion, and answers GET only', async () => {
    const path = '/v1/profile/account/dev0.reown.id';
    const noIds = await dataGet<{ error: string }>(path, V2, 'projectId=p');
    expect(noIds.status).to.equal(400);
    expect(noIds.body.error).to.contain('st').and.to.contain('sv');
    const { apiUrl } = await stackInfo();
    const notANumber = await fetch(`${apiUrl}${path}?apiVersion=two&${IDS}`);
    expect(notANumber.status).to.equal(400);
    expect(await notANumber.text()).to.contain('apiVersion');
    const post = await fetch(`${apiUrl}${path}?${V2}&${IDS}`, { method: 'POST' });
    expect(post.status).to.equal(405);
  });

  it('answers cross-origin, is logged like the other calls and takes injected faults', async () => {
    const { apiUrl } = await stackInfo();
    const projectId = `profile-test-${Math.random().toString(36).slice(2)}`;
    const ids = `projectId=${projectId}&st=appkit&sv=html-wagmi-4.2.2`;
    const found = await fetch(`${apiUrl}/v1/profile/account/dev0.reown.id?${V2}&${ids}`);
    expect(found.headers.get('access-control-allow-origin')).to.equal('*');
    const missing = await fetch(`${apiUrl}/v1/profile/account/nobody.reown.id?${V2}&${ids}`);
    expect(missing.headers.get('access-control-allow-origin')).to.equal('*');
    const log = (await (await fetch(`${apiUrl}/__log`)).json()) as { path: string; query: string; status: number }[];
    expect(log.filter((e) => e.query.includes(projectId)).map((e) => [e.path, e.status])).to.deep.equal([
      ['/v1/profile/account/dev0.reown.id', 200],
      ['/v1/profile/account/nobody.reown.id', 200],
    ]);
    const fault = await fetch(`${apiUrl}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v1/profile/reverse/*', mode: '503', times: 1, projectId }),
    });
    expect(fault.status).to.equal(201);
    expect((await fetch(`${apiUrl}/v1/profile/reverse/${DEV[0]}?${V2}&${ids}`)).status).to.equal(503);
    expect((await fetch(`${apiUrl}/v1/profile/reverse/${DEV[0]}?${V2}&${ids}`)).status).to.equal(200);
  });
});
