// The data-service twin's smart-session routes (demo/stack/sessionRoutes.mjs; node:test, `npm run
// test:setup`): the hosted shapes of create, list, getcontext, activate and revoke, and the hosted
// refusals, on a data service with no chain behind it (the routes read none).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { createDataService } from '../stack/dataService.mjs';
import { closeServer, listen } from '../stack/ports.mjs';

const ACCOUNT = 'eip155:8453:0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const REQUEST = {
  expiry: Math.floor(Date.now() / 1000) + 3600,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: `0x04${'11'.repeat(64)}` }] } },
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', start: 1, period: 86400 } }],
  policies: [],
};
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const running = {};

const sessionsUrl = (caip10, tail = '', query = 'projectId=p') => `${running.api}/v1/sessions/${encodeURIComponent(caip10)}${tail}?${query}`;
const post = (url, body) => fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const create = async (caip10 = ACCOUNT, query = 'projectId=p&v=2') => (await post(sessionsUrl(caip10, '', query), REQUEST)).json();
const list = async (caip10 = ACCOUNT) => (await fetch(sessionsUrl(caip10))).json();
const refusal = async (response) => ({ status: response.status, body: await response.json() });
const failed = (field, description) => ({ status: 400, body: { status: 'FAILED', reasons: [{ field, description }] } });

describe('the data-service twin: /v1/sessions', () => {
  before(async () => {
    running.server = createServer(createDataService({ getChains: () => [] }));
    running.api = `http://127.0.0.1:${await listen(running.server, { host: '127.0.0.1', port: 0, label: 'data service' })}`;
  });
  after(async () => {
    if (running.server) await closeServer(running.server);
  });

  test('create answers a uuid v4 pci and a fresh secp256k1 key: with v=2 the uncompressed point, else its ASCII hex', async () => {
    const v2 = await create();
    assert.deepEqual(Object.keys(v2), ['pci', 'key']);
    assert.match(v2.pci, UUID_V4);
    assert.equal(v2.key.type, 'secp256k1');
    assert.match(v2.key.publicKey, /^0x04[0-9a-f]{128}$/);
    const v1 = await create(ACCOUNT, 'projectId=p');
    assert.match(v1.key.publicKey, /^0x[0-9a-f]{260}$/);
    assert.match(Buffer.from(v1.key.publicKey.slice(2), 'hex').toString('ascii'), /^04[0-9a-f]{128}$/);
    assert.notEqual(v1.pci, v2.pci);
    assert.notEqual((await create()).key.publicKey, v2.key.publicKey);
  });

  test('list, getcontext, activate and revoke answer in the hosted shapes', async () => {
    const caip10 = 'eip155:1:0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    assert.deepEqual(await list(caip10), { pcis: [] });
    const before = Math.floor(Date.now() / 1000);
    const { pci } = await create(caip10);
    const [item] = (await list(caip10)).pcis;
    assert.deepEqual(Object.keys(item), ['project', 'pci', 'expiry', 'createdAt', 'permissions', 'policies', 'context', 'revokedAt']);
    assert.deepEqual(item.project, { id: 'p', name: 'Local project', url: null, iconUrl: null });
    assert.equal(item.pci, pci);
    assert.equal(item.expiry, REQUEST.expiry);
    assert.ok(item.createdAt >= before && item.createdAt <= before + 5);
    assert.deepEqual([item.permissions, item.policies, item.context, item.revokedAt], [REQUEST.permissions, [], null, null]);
    assert.deepEqual(await (await fetch(sessionsUrl(caip10, '/getcontext', `projectId=p&pci=${pci}`))).json(), { context: null });

    const activated = await post(sessionsUrl(caip10, '/activate'), { pci, ...REQUEST, context: '0xABCD01' });
    assert.equal(activated.status, 200);
    assert.equal(await activated.text(), '');
    assert.deepEqual(await (await fetch(sessionsUrl(caip10, '/getcontext', `projectId=p&pci=${pci.toUpperCase()}`))).json(), { context: '0xabcd01' });
    assert.equal((await list(caip10)).pcis[0].context, '0xabcd01');

    const revoked = await post(sessionsUrl(caip10, '/revoke'), { pci, signature: '0x1234' });
    assert.equal(revoked.status, 200);
    assert.equal(await revoked.text(), '');
    const after = (await list(caip10)).pcis[0];
    assert.ok(after.revokedAt >= before && after.revokedAt <= before + 5);
    // Another spelling of the account is another key of the hosted store.
    assert.deepEqual(await list(caip10.toLowerCase()), { pcis: [] });
  });

  test('an unknown pci, a revoked one and a bad CAIP-10 are refused as hosted', async () => {
    const unknown = '2b1e4c7a-0d4e-4f55-9a43-7c1d2e3f4a5b';
    assert.deepEqual(await refusal(await fetch(sessionsUrl(ACCOUNT, '/getcontext', `projectId=p&pci=${unknown}`))), failed('pci', `Permission for PCI is not found: ${unknown}`));
    assert.deepEqual(await refusal(await post(sessionsUrl(ACCOUNT, '/activate'), { pci: 'nope', ...REQUEST, context: '0x01' })), failed('pci', 'Permission for PCI is not found: nope'));
    assert.deepEqual(await refusal(await post(sessionsUrl(ACCOUNT, '/revoke'), { pci: unknown, signature: '0x' })), failed('pci', `Permission for PCI is not found: ${unknown}`));

    const { pci } = await create();
    // The hosted struct is { pci } alone: the signature is neither required nor read.
    assert.equal((await post(sessionsUrl(ACCOUNT, '/revoke'), { pci })).status, 200);
    assert.deepEqual(await refusal(await post(sessionsUrl(ACCOUNT, '/revoke'), { pci, signature: '0x12' })), failed('pci', `Permission is revoked: ${pci}`));

    assert.deepEqual(await refusal(await fetch(sessionsUrl('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'))), failed('', 'Crypto utils error: Wrong CAIP-10 format: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8'));
    assert.deepEqual(await refusal(await post(sessionsUrl('cosmos:hub:abc', '', 'projectId=p&v=2'), REQUEST)), failed('', 'Crypto utils error: Namespace is not supported: cosmos:hub:abc'));
    assert.deepEqual(await refusal(await fetch(sessionsUrl('eip155:1:0x1234'))), failed('', 'Crypto utils error: Address format is not supported: 0x1234'));
  });

  test('the query, the body and the project are refused as the hosted extractors and checks refuse them', async () => {
    const noProject = await fetch(sessionsUrl(ACCOUNT, '', 'st=x'));
    assert.equal(noProject.status, 400);
    assert.equal(await noProject.text(), 'Failed to deserialize query string: missing field `projectId`');
    assert.deepEqual(await refusal(await fetch(sessionsUrl(ACCOUNT, '', 'projectId='))), {
      status: 401,
      body: { status: 'FAILED', reasons: [{ field: 'authentication', description: 'We failed to authenticate your request' }] },
    });
    const badVersion = await post(sessionsUrl(ACCOUNT, '', 'projectId=p&v=two'), REQUEST);
    assert.equal(badVersion.status, 400);
    assert.equal(await badVersion.text(), 'Failed to deserialize query string: v: invalid digit found in string');
    const badPci = await fetch(sessionsUrl(ACCOUNT, '/getcontext', 'projectId=p&pci=nope'));
    assert.equal(badPci.status, 400);
    assert.match(await badPci.text(), /^Failed to deserialize query string: pci: UUID parsing failed/);

    const storedBefore = (await list()).pcis.length;
    const notJson = await post(sessionsUrl(ACCOUNT, '', 'projectId=p&v=2'), '{');
    assert.equal(notJson.status, 400);
    assert.match(await notJson.text(), /^Failed to parse the request body as JSON: /);
    const bodyRejection = async (tail, body) => {
      const response = await post(sessionsUrl(ACCOUNT, tail, 'projectId=p&v=2'), body);
      return [response.status, await response.text()];
    };
    const rejected = (detail) => [422, `Failed to deserialize the JSON body into the target type: ${detail}`];
    const { policies, ...noPolicies } = REQUEST;
    assert.deepEqual(policies, []);
    assert.deepEqual(await bodyRejection('', noPolicies), rejected('missing field `policies`'));
    assert.deepEqual(await bodyRejection('', { ...REQUEST, expiry: '1' }), rejected('expiry: invalid type: string "1", expected usize'));
    assert.deepEqual(await bodyRejection('', { ...REQUEST, expiry: -1 }), rejected('expiry: invalid value: integer `-1`, expected usize'));
    assert.deepEqual(await bodyRejection('', { ...REQUEST, signer: { type: 'keys' } }), rejected('signer: missing field `data`'));
    assert.deepEqual(await bodyRejection('', { ...REQUEST, permissions: [{ data: {} }] }), rejected('permissions[0]: missing field `type`'));
    assert.deepEqual(await bodyRejection('', []), rejected('invalid type: sequence, expected struct NewPermissionPayload'));
    const { pci } = await create();
    assert.deepEqual(await bodyRejection('/activate', { pci, ...REQUEST, context: 'zz' }), rejected('context: invalid value: string "zz", expected a valid hex string'));
    assert.deepEqual(await bodyRejection('/revoke', { signature: '0x' }), rejected('missing field `pci`'));
    // Nothing was stored by a refused call: only the one create() added a session, and the refused activate left it without a context.
    const stored = (await list()).pcis;
    assert.equal(stored.length, storedBefore + 1);
    assert.equal(stored.find((item) => item.pci === pci)?.context, null);

    const wrongMethod = await fetch(sessionsUrl(ACCOUNT, '/revoke'));
    assert.equal(wrongMethod.status, 405);
  });
});
