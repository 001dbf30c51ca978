// The data service twin's sign-in session service (demo/stack/auth/): nonce → authenticate
// (EIP-4361 for EVM, Sign-In-With-Solana or plain text with ed25519 for Solana, BIP-322 for
// Bitcoin) → me → sign-out, replayed nonces, expired sessions. Signs with default-mnemonic
// accounts 26-27, Solana dev key 9 and Bitcoin dev key 9 (signing moves no funds).
import { ed25519 } from '@noble/curves/ed25519';
import * as bitcoin from 'bitcoinjs-lib';
import { expect } from 'chai';
import { hexToBytes } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { encodeBase58 } from '../../demo/stack/solana/base58.mjs';
import { signMessageBip322Base64 } from '../../demo/wallet/bitcoin/bip322.mjs';
import { BIP122_TESTNET, BITCOIN_DEV_KEYS } from '../support/bitcoinDevKeys';
import { devAccountAt } from '../support/devAccounts';
import { SOLANA_MAINNET, solanaDevKeypair } from '../support/solanaDevKeys';
import { IDS, stackInfo } from './stackInfo';

const evm = devAccountAt(26);
const stranger = devAccountAt(27);
const BIP122_MAINNET = 'bip122:000000000019d6689c085ae165831e93';

interface Answer<T> {
  status: number;
  body: T;
}
interface Refusal {
  status: number;
  message: string;
  error: string;
}
interface Session {
  address: string;
  chainId: number | string;
  namespace: string;
  caip2Network: string;
  chainIdNamespace: string;
  domain: string | null;
  uri: string | null;
  nonce: string;
  sub: string;
  aud: string;
  iss: string;
  iat: number;
  exp: number;
}

async function call<T>(method: string, path: string, { headers = {}, body, query = '' }: { headers?: Record<string, string>; body?: unknown; query?: string } = {}): Promise<Answer<T>> {
  const { apiUrl } = await stackInfo();
  const res = await fetch(`${apiUrl}/auth/v1/${path}?${[IDS, query].filter(Boolean).join('&')}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const getNonce = async () => (await call<{ nonce: string; token: string }>('GET', 'nonce')).body;
const authenticate = <T = { token: string }>(nonceToken: string, body: unknown, query = '') =>
  call<T>('POST', 'authenticate', { headers: { 'x-nonce-jwt': `Bearer ${nonceToken}` }, body, query });
const me = (token: string) => call<Session & Refusal>('GET', 'me', { headers: { authorization: `Bearer ${token}` } });
const signOut = (token: string) => call<{ signedOut: true } & Refusal>('POST', 'sign-out', { headers: { authorization: `Bearer ${token}` } });

/** A strict EIP-4361 message from this page (domain = its host), as the modal would write it. */
function siwe(nonce: string, overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
  return createSiweMessage({
    address: evm.address, chainId: 1, domain: location.host, nonce, uri: location.origin, version: '1', issuedAt: new Date(),
    statement: 'Sign in to the wallet-modal tests.', ...overrides,
  });
}

async function evmSignIn(query = '') {
  const { nonce, token } = await getNonce();
  const message = siwe(nonce);
  return authenticate(token, { data: { accountAddress: evm.address, chainId: 'eip155:1' }, message, signature: await evm.signMessage({ message }) }, query);
}

function expectRefusal(answer: Answer<unknown>, status: number, message: RegExp) {
  const body = answer.body as Refusal;
  expect(answer.status, JSON.stringify(body)).to.equal(status);
  expect(body.message).to.match(message);
  expect(body.error).to.equal(body.message);
}

const solanaKey = solanaDevKeypair(9);
const solanaAddress = solanaKey.publicKey.toBase58();
const signSolana = (message: string) => ed25519.sign(new TextEncoder().encode(message), solanaKey.secretKey.slice(0, 32));
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const siws = (nonce: string, address = solanaAddress) =>
  `${location.host} wants you to sign in with your Solana account:\n${address}\n\nSign in to the wallet-modal tests.\n\nURI: ${location.origin}\nVersion: 1\nChain ID: mainnet\nNonce: ${nonce}\nIssued At: ${new Date().toISOString()}`;

const bitcoinKey = BITCOIN_DEV_KEYS[9]!;
const signBitcoin = (message: string, address: string, privateKey: string) =>
  signMessageBip322Base64({ message: new TextEncoder().encode(message), address, privateKey: hexToBytes(`0x${privateKey}`) });

describe('local stack: sign-in sessions (SIWX)', () => {
  it('hands out fresh nonces with a nonce token', async () => {
    const [a, b] = await Promise.all([getNonce(), getNonce()]);
    expect(a.nonce).to.match(/^[a-zA-Z0-9]{8,}$/); // what EIP-4361 allows
    expect(a.nonce).not.to.equal(b.nonce);
    expect(a.token.split('.')).to.have.length(3);
    const claims = JSON.parse(atob(a.token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { nonce: string; exp: number; iat: number };
    expect(claims.nonce).to.equal(a.nonce);
    expect(claims.exp - claims.iat).to.equal(300);
  });

  it('signs in with EIP-4361 (EVM), answers the session on me, and signs out', async () => {
    const { nonce, token } = await getNonce();
    const message = siwe(nonce);
    const signed = await authenticate(token, { data: { accountAddress: evm.address, chainId: 'eip155:1' }, message, signature: await evm.signMessage({ message }) });
    expect(signed.status, JSON.stringify(signed.body)).to.equal(200);
    expect(Object.keys(signed.body)).to.deep.equal(['token']);

    const session = await me(signed.body.token);
    expect(session.status).to.equal(200);
    expect(session.body).to.deep.include({
      address: evm.address, chainId: 1, namespace: 'eip155', caip2Network: 'eip155:1', chainIdNamespace: 'eip155',
      domain: location.host, uri: location.origin, nonce, sub: `eip155:1:${evm.address}`, aud: 'test-project',
    });
    // One day by default.
    expect(session.body.exp - session.body.iat).to.equal(24 * 60 * 60);
    expect(Math.abs(session.body.iat - Date.now() / 1000)).to.be.lessThan(60);

    expect(await signOut(signed.body.token)).to.deep.equal({ status: 200, body: { signedOut: true } });
    expectRefusal(await me(signed.body.token), 401, /^Unauthorized: signed out$/);
    // Signing out again is no error.
    expect((await signOut(signed.body.token)).status).to.equal(200);
  });

  it('takes a chain reference beside `namespace`, and `address` for `accountAddress`', async () => {
    const { nonce, token } = await getNonce();
    const message = siwe(nonce, { chainId: 8453 });
    const signed = await authenticate(token, { data: { namespace: 'eip155', chainId: 8453, address: evm.address }, message, signature: await evm.signMessage({ message }) });
    expect(signed.status, JSON.stringify(signed.body)).to.equal(200);
    expect((await me(signed.body.token)).body).to.deep.include({ chainId: 8453, caip2Network: 'eip155:8453', namespace: 'eip155' });
  });

  it('refuses a replayed nonce, another nonce and a missing or forged nonce token', async () => {
    const { nonce, token } = await getNonce();
    const message = siwe(nonce);
    const body = { data: { accountAddress: evm.address, chainId: 'eip155:1' }, message, signature: await evm.signMessage({ message }) };
    expect((await authenticate(token, body)).status).to.equal(200);
    expectRefusal(await authenticate(token, body), 401, /^Nonce already used/);

    // A fresh nonce token with a message that carries the old nonce.
    const fresh = await getNonce();
    expectRefusal(await authenticate(fresh.token, body), 401, /^Nonce mismatch/);
    // The nonce token without "Bearer " works too, once.
    const bare = await getNonce();
    const bareMessage = siwe(bare.nonce);
    const bareBody = { data: { accountAddress: evm.address, chainId: 'eip155:1' }, message: bareMessage, signature: await evm.signMessage({ message: bareMessage }) };
    const answer = await call('POST', 'authenticate', { headers: { 'x-nonce-jwt': bare.token }, body: bareBody });
    expect(answer.status).to.equal(200);

    expectRefusal(await call('POST', 'authenticate', { body: bareBody }), 401, /no nonce token/);
    const [head, payload, mac] = bare.token.split('.') as [string, string, string];
    expectRefusal(await authenticate(`${head}.${payload}.${mac.slice(0, -2)}AA`, bareBody), 401, /^Invalid nonce token$/);
    // A session token is no nonce token.
    expectRefusal(await authenticate((answer.body as { token: string }).token, bareBody), 401, /^Invalid nonce token$/);
  });

  it('refuses EVM sign-ins that are not strict EIP-4361, or for another domain, address or chain, or badly signed', async () => {
    const data = { accountAddress: evm.address, chainId: 'eip155:1' };
    const attempt = async (write: (nonce: string) => string, { signer = evm, body = {} }: { signer?: typeof evm; body?: Record<string, unknown> } = {}) => {
      const { nonce, token } = await getNonce();
      const message = write(nonce);
      return authenticate(token, { data, message, signature: await signer.signMessage({ message }), ...body });
    };
    expectRefusal(await attempt((nonce) => siwe(nonce, { domain: 'evil.example' })), 401, /^Domain mismatch/);
    expectRefusal(await attempt((nonce) => siwe(nonce, { chainId: 10 })), 401, /^Chain mismatch/);
    expectRefusal(await attempt((nonce) => siwe(nonce, { address: stranger.address }), { signer: stranger }), 401, /^Address mismatch/);
    expectRefusal(await attempt((nonce) => siwe(nonce), { signer: stranger }), 401, /^Invalid signature$/);
    expectRefusal(await attempt((nonce) => siwe(nonce), { body: { signature: '0xdeadbeef' } }), 401, /^Invalid signature$/);
    expectRefusal(await attempt((nonce) => siwe(nonce, { expirationTime: new Date(Date.now() - 1000) })), 401, /^Message expired$/);
    expectRefusal(await attempt((nonce) => siwe(nonce, { notBefore: new Date(Date.now() + 600_000) })), 401, /^Message not yet valid$/);
    // AppKit's informal text ("Chain ID: eip155:1"), and a valid message with something after it.
    const informal = (nonce: string) => siwe(nonce).replace('Chain ID: 1', 'Chain ID: eip155:1');
    expectRefusal(await attempt(informal), 400, /not an EIP-4361/);
    expectRefusal(await attempt((nonce) => `${siwe(nonce)}\nAnd more.`), 400, /not an EIP-4361/);
    expectRefusal(await attempt((nonce) => siwe(nonce), { body: { data: { chainId: 'eip155:1' } } }), 400, /accountAddress/);
    expectRefusal(await attempt((nonce) => siwe(nonce), { body: { data: { accountAddress: evm.address, chainId: 'cosmos:hub' } } }), 400, /^Unsupported namespace/);
  });

  it('signs in with Solana: Sign-In-With-Solana text (base58 signature) or plain text (base64 signature)', async () => {
    const data = { accountAddress: solanaAddress, chainId: SOLANA_MAINNET };
    const first = await getNonce();
    const message = siws(first.nonce);
    const signed = await authenticate(first.token, { data, message, signature: encodeBase58(signSolana(message)) });
    expect(signed.status, JSON.stringify(signed.body)).to.equal(200);
    const session = await me(signed.body.token);
    expect(session.body).to.deep.include({
      address: solanaAddress, namespace: 'solana', chainId: SOLANA_MAINNET.slice('solana:'.length), caip2Network: SOLANA_MAINNET, domain: location.host, nonce: first.nonce,
    });

    const second = await getNonce();
    const plain = `Sign in as ${solanaAddress} with nonce ${second.nonce}`;
    const plainSigned = await authenticate(second.token, { data, message: plain, signature: base64(signSolana(plain)) });
    expect(plainSigned.status, JSON.stringify(plainSigned.body)).to.equal(200);
    expect((await me(plainSigned.body.token)).body).to.deep.include({ address: solanaAddress, domain: null });
    expect((await signOut(plainSigned.body.token)).status).to.equal(200);
  });

  it('refuses Solana sign-ins with a wrong signature, nonce, address or domain', async () => {
    const data = { accountAddress: solanaAddress, chainId: SOLANA_MAINNET };
    const attempt = async (write: (nonce: string) => string, sign: (message: string) => string = (m) => encodeBase58(signSolana(m))) => {
      const { nonce, token } = await getNonce();
      const message = write(nonce);
      return authenticate(token, { data, message, signature: sign(message) });
    };
    expectRefusal(await attempt(siws, (m) => encodeBase58(signSolana(`${m}!`))), 401, /^Invalid signature$/);
    expectRefusal(await attempt(siws, () => 'not-a-signature'), 401, /^Invalid signature$/);
    expectRefusal(await attempt(() => siws('someOtherNonce1')), 401, /^Nonce mismatch/);
    expectRefusal(await attempt((nonce) => siws(nonce, solanaDevKeypair(8).publicKey.toBase58())), 401, /^Address mismatch/);
    expectRefusal(await attempt((nonce) => siws(nonce).replace(location.host, 'evil.example')), 401, /^Domain mismatch/);
    expectRefusal(await attempt(() => `Sign in as ${solanaAddress}`), 401, /contain the nonce and the address/);
  });

  it('signs in with Bitcoin BIP-322 simple signatures: P2WPKH and P2TR, testnet and mainnet', async () => {
    for (const { address, privateKey } of [bitcoinKey.payment, bitcoinKey.ordinals]) {
      const { nonce, token } = await getNonce();
      const message = `${location.host} wants you to sign in with your Bitcoin account:\n${address}\n\nNonce: ${nonce}`;
      const signed = await authenticate(token, { data: { accountAddress: address, chainId: BIP122_TESTNET }, message, signature: signBitcoin(message, address, privateKey) });
      expect(signed.status, JSON.stringify(signed.body)).to.equal(200);
      expect((await me(signed.body.token)).body).to.deep.include({ address, namespace: 'bip122', caip2Network: BIP122_TESTNET, chainId: BIP122_TESTNET.slice('bip122:'.length) });
    }
    // The mainnet address of the same key: BIP-322 commits to the output script, not the network.
    const script = bitcoin.address.toOutputScript(bitcoinKey.payment.address, bitcoin.networks.testnet);
    const mainnet = bitcoin.address.fromOutputScript(script, bitcoin.networks.bitcoin);
    const { nonce, token } = await getNonce();
    const message = `Sign in as ${mainnet}, nonce ${nonce}`;
    const signed = await authenticate(token, { data: { accountAddress: mainnet, chainId: BIP122_MAINNET }, message, signature: signBitcoin(message, bitcoinKey.payment.address, bitcoinKey.payment.privateKey) });
    expect(signed.status, JSON.stringify(signed.body)).to.equal(200);
  });

  it('refuses Bitcoin sign-ins with a wrong signature, or an address of another network', async () => {
    const { address, privateKey } = bitcoinKey.payment;
    const other = BITCOIN_DEV_KEYS[8]!.payment;
    const attempt = async (body: (nonce: string) => Record<string, unknown>) => {
      const { nonce, token } = await getNonce();
      return authenticate(token, body(nonce));
    };
    const message = (nonce: string) => `Sign in as ${address}, nonce ${nonce}`;
    expectRefusal(await attempt((n) => ({ data: { accountAddress: address, chainId: BIP122_TESTNET }, message: message(n), signature: signBitcoin(message(n), other.address, other.privateKey) })), 401, /^Invalid signature$/);
    expectRefusal(await attempt((n) => ({ data: { accountAddress: address, chainId: BIP122_TESTNET }, message: message(n), signature: signBitcoin(`${message(n)}.`, address, privateKey) })), 401, /^Invalid signature$/);
    expectRefusal(await attempt((n) => ({ data: { accountAddress: address, chainId: BIP122_MAINNET }, message: message(n), signature: signBitcoin(message(n), address, privateKey) })), 400, /^Invalid Bitcoin address/);
    expectRefusal(await attempt((n) => ({ data: { accountAddress: address, chainId: BIP122_TESTNET }, message: `nonce ${n}`, signature: signBitcoin(`nonce ${n}`, address, privateKey) })), 401, /contain the nonce and the address/);
  });

  it('answers "Session Expired" once a session expired (?ttl= on authenticate, or the admin fixture)', async () => {
    const shortLived = await evmSignIn('ttl=0');
    expect(shortLived.status, JSON.stringify(shortLived.body)).to.equal(200);
    expectRefusal(await me(shortLived.body.token), 401, /^Session Expired$/);
    // An expired session still signs out.
    expect((await signOut(shortLived.body.token)).status).to.equal(200);

    const oneSecond = await evmSignIn('ttl=1');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expectRefusal(await me(oneSecond.body.token), 401, /^Session Expired$/);

    // The admin fixture expires live sessions (of one address) at once.
    const live = await evmSignIn();
    expect((await me(live.body.token)).status).to.equal(200);
    const { apiUrl } = await stackInfo();
    const expired = await fetch(`${apiUrl}/__auth/expire-sessions`, { method: 'POST', body: JSON.stringify({ address: evm.address.toLowerCase() }) });
    expect(((await expired.json()) as { expired: number }).expired).to.be.greaterThan(0);
    expectRefusal(await me(live.body.token), 401, /^Session Expired$/);

    expectRefusal(await evmSignIn('ttl=-1'), 400, /^ttl must be/);
  });

  it('refuses a missing or forged session token, wants the ids, and answers cross-origin', async () => {
    expectRefusal(await call('GET', 'me'), 401, /no session token/);
    const live = await evmSignIn();
    const [head, payload] = live.body.token.split('.') as [string, string, string];
    expectRefusal(await me(`${head}.${payload}.${'A'.repeat(43)}`), 401, /^Unauthorized: invalid session token$/);
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const forged = btoa(JSON.stringify({ ...claims, address: stranger.address })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    expectRefusal(await me(`${head}.${forged}.${live.body.token.split('.')[2]}`), 401, /^Unauthorized: invalid session token$/);
    expectRefusal(await signOut('nonsense'), 401, /^Unauthorized: invalid session token$/);

    const { apiUrl } = await stackInfo();
    const noIds = await fetch(`${apiUrl}/auth/v1/nonce?projectId=p`);
    expect(noIds.status).to.equal(400);
    expect(((await noIds.json()) as Refusal).message).to.contain('st').and.to.contain('sv');
    expect((await fetch(`${apiUrl}/auth/v1/nonce?${IDS}`, { method: 'POST' })).status).to.equal(405);
    const found = await fetch(`${apiUrl}/auth/v1/me?${IDS}`, { headers: { authorization: `Bearer ${live.body.token}` } });
    expect(found.headers.get('access-control-allow-origin')).to.equal('*');
  });
});
