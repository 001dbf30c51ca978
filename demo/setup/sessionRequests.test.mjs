// The smart-session library's strict reading (demo/sessions/; node:test, `npm run test:setup`): what
// readGrantRequest and readRevokeRequest accept, what they refuse and with which reason, and that a
// permission context reads back only when it is exactly one.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { concatHex, erc20Abi, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { decodePermissionContext } from '../sessions/decodePermissionContext.mjs';
import { encodePermissionContext } from '../sessions/encodePermissionContext.mjs';
import { grantResponse } from '../sessions/grantResponse.mjs';
import { readGrantRequest } from '../sessions/readGrantRequest.mjs';
import { readRevokeRequest } from '../sessions/readRevokeRequest.mjs';
import { sessionDelegation } from '../sessions/sessionDelegation.mjs';
import { sessionKeyAddress } from '../sessions/sessionKeyAddress.mjs';

const NOW = 1_800_000_000;
const sessionKey = privateKeyToAccount(generatePrivateKey());
const owner = privateKeyToAccount(generatePrivateKey());
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const native = { type: 'native-token-recurring-allowance', data: { allowance: '0x2386F26FC10000', start: NOW - 10, period: 86_400 } };
const request = (overrides = {}) => ({
  chainId: '0x2105',
  expiry: NOW + 3600,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: sessionKey.publicKey }] } },
  permissions: [native],
  policies: [],
  ...overrides,
});
const read = (params) => readGrantRequest([params], { now: NOW });

describe('readGrantRequest', () => {
  test('returns a copy with canonical hex and lowercase addresses', () => {
    const params = request({ address: privateKeyToAccount(generatePrivateKey()).address });
    const got = read(params);
    assert.equal(got.chainId, '0x2105');
    assert.equal(got.address, params.address.toLowerCase());
    assert.deepEqual(got.permissions, [{ type: native.type, data: { ...native.data, allowance: '0x2386f26fc10000' } }]);
    params.permissions[0].data.allowance = '0xffff';
    assert.equal(got.permissions[0].data.allowance, '0x2386f26fc10000', 'later changes to the params change nothing');
  });

  test('a contract-call carries the selectors of the named functions, which the answer does not echo', () => {
    const got = read(request({ permissions: [{ type: 'contract-call', data: { address: TOKEN, abi: erc20Abi, functions: [{ functionName: 'transfer' }] } }] }));
    assert.deepEqual(got.permissions[0].data.selectors, ['0xa9059cbb']);
    const answer = grantResponse({ request: got, address: owner.address, context: '0x01' });
    assert.deepEqual(answer.permissions[0].data, { address: TOKEN, abi: erc20Abi, functions: [{ functionName: 'transfer' }] });
    assert.deepEqual(Object.keys(answer), ['chainId', 'address', 'expiry', 'signer', 'permissions', 'policies', 'context', 'signerMeta']);
  });

  const refusals = [
    ['no array', () => readGrantRequest(request(), { now: NOW }), /takes one request/],
    ['two requests', () => readGrantRequest([request(), request()], { now: NOW }), /takes one request/],
    ['an unknown field', () => read(request({ version: 2 })), /unsupported field "version"/],
    ['a decimal chain id', () => read(request({ chainId: '8453' })), /chainId must be a hex chain id/],
    ['a past expiry', () => read(request({ expiry: NOW })), /expiry must be a time in the future/],
    ['two keys', () => read(request({ signer: { type: 'keys', data: { keys: [request().signer.data.keys[0], request().signer.data.keys[0]] } } })), /exactly one key/],
    ['an account signer', () => read(request({ signer: { type: 'account', data: { id: owner.address } } })), /: signer\.type must be "keys"$/],
    ['a p256 key', () => read(request({ signer: { type: 'keys', data: { keys: [{ type: 'secp256r1', publicKey: sessionKey.publicKey }] } } })), /must be "secp256k1"/],
    ['a key off the curve', () => read(request({ signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: `0x04${'11'.repeat(64)}` }] } } })), /not a point of secp256k1/],
    ['no permission', () => read(request({ permissions: [] })), /at least one permission/],
    ['two permissions', () => read(request({ permissions: [native, native] })), /One permission per request/],
    ['an unknown type', () => read(request({ permissions: [{ type: 'native-token-transfer', data: {} }] })), /is not supported/],
    ['a zero allowance', () => read(request({ permissions: [{ ...native, data: { ...native.data, allowance: '0x0' } }] })), /allowance must be a hex amount above 0/],
    ['a decimal allowance', () => read(request({ permissions: [{ ...native, data: { ...native.data, allowance: '100' } }] })), /allowance must be a hex amount above 0/],
    ['a zero period', () => read(request({ permissions: [{ ...native, data: { ...native.data, period: 0 } }] })), /period must be a whole number/],
    ['argument conditions', () => read(request({ permissions: [{ type: 'contract-call', data: { address: TOKEN, abi: erc20Abi, functions: [{ functionName: 'transfer', args: [] }] } }] })), /: permissions\[0\]\.data\.functions\[0\] has an unsupported field "args"$/],
    ['a function not in the abi', () => read(request({ permissions: [{ type: 'contract-call', data: { address: TOKEN, abi: erc20Abi, functions: [{ functionName: 'mint' }] } }] })), /the abi has no function "mint"/],
    ['two value limits', () => read(request({ permissions: [{ type: 'contract-call', data: { address: TOKEN, abi: erc20Abi, functions: [{ functionName: 'transfer', valueLimit: '0x1' }, { functionName: 'approve' }] } }] })), /one value limit/],
    ['a policy', () => read(request({ policies: [{ type: 'gas-limit', data: { limit: '0x1' } }] })), /policies must be \[\]/],
  ];
  for (const [what, call, reason] of refusals) test(`refuses ${what}`, () => assert.throws(call, reason));
});

describe('sessionKeyAddress', () => {
  test("is the key's address", () => assert.equal(sessionKeyAddress(sessionKey.publicKey), sessionKey.address.toLowerCase()));
  test('refuses a compressed key', () => assert.throws(() => sessionKeyAddress(`0x02${sessionKey.publicKey.slice(4, 68)}`), /uncompressed/));
});

describe('readRevokeRequest and decodePermissionContext', () => {
  const granted = read(request());
  const delegation = { ...sessionDelegation({ request: granted, delegator: owner.address }), signature: `0x${'ab'.repeat(65)}` };
  const context = encodePermissionContext([delegation]);
  const revoke = (overrides = {}) => ({ pci: '7c1b7f5e-2f0a-4a53-a0c5-8a5e6e0f1b2c', permissions: granted.permissions, expiry: granted.expiry, address: `eip155:8453:${owner.address}`, context, ...overrides });

  test('reads what a grant answered', () => {
    const got = readRevokeRequest(revoke());
    assert.equal(got.chainId, 8453);
    assert.equal(got.address, owner.address.toLowerCase());
    assert.equal(got.delegation.delegate, sessionKey.address.toLowerCase());
    assert.equal(got.delegation.salt, delegation.salt);
  });
  test('refuses a context by another account', () => assert.throws(() => readRevokeRequest(revoke({ address: `eip155:8453:${sessionKey.address}` })), /delegation by another account/));
  test('refuses permissions the context does not enforce', () =>
    assert.throws(() => readRevokeRequest(revoke({ permissions: [{ ...native, data: { ...native.data, allowance: '0x1' } }] })), /not the ones the context enforces/));
  test('refuses another expiry', () => assert.throws(() => readRevokeRequest(revoke({ expiry: granted.expiry + 1 })), /not the ones the context enforces/));
  test('refuses an address that is not CAIP-10', () => assert.throws(() => readRevokeRequest(revoke({ address: owner.address })), /CAIP-10/));
  test('refuses params as an array', () => assert.throws(() => readRevokeRequest([revoke()]), /must be an object/));
  test('a context reads back only when it is exactly one', () => {
    assert.equal(decodePermissionContext(context).length, 1);
    assert.throws(() => decodePermissionContext(concatHex([context, '0x00'])), /not an encoded list of delegations/);
    assert.throws(() => decodePermissionContext(encodePermissionContext([])), /not an encoded list of delegations/);
    assert.throws(() => decodePermissionContext(toHex('hello')), /not an encoded list of delegations/);
  });
});
