// The sign-in session service twin (demo/stack/auth/), served where AppKit calls it: the
// wallet-list and config host. nonce → authenticate with AppKit's body ({ data: the SIWX
// message's fields, message, signature, clientId, walletInfo }, the nonce token as
// `x-nonce-jwt: Bearer …`; EIP-4361 for EVM, Sign-In-With-Solana or plain text with ed25519 for
// Solana, BIP-322 for Bitcoin) → me → sign-out; replayed nonces, the old request shapes, data
// that is not the message's, messages for another page or outside their time, expired
// sessions. Signs with default-mnemonic accounts 26-27, Solana dev key 9 and Bitcoin dev key 9
// (signing moves no funds).
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
import { until } from '../support/until';
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
  const { explorerUrl } = await stackInfo();
  const res = await fetch(`${explorerUrl}/auth/v1/${path}?${[IDS, query].filter(Boolean).join('&')}`, {
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

type SiweFields = Parameters<typeof createSiweMessage>[0];

/**
 * The SIWX message data AppKit sends beside the message (its `SIWXMessage.Data`): this page's
 * host and origin, the account, a CAIP-2 chain id, and the message's nonce, version and times.
 */
interface SiwxData {
  accountAddress: string;
  chainId: string;
  domain: string;
  uri: string;
  version: string;
  nonce: string;
  issuedAt: string;
  statement?: string | undefined;
  expirationTime?: string;
  notBefore?: string;
}

function siwxData(nonce: string, over: Record<string, unknown> = {}): SiwxData {
  return {
    accountAddress: evm.address, chainId: 'eip155:1', domain: location.host, uri: location.origin, version: '1', nonce,
    issuedAt: new Date().toISOString(), statement: 'Sign in to the wallet-modal tests.', ...over,
  };
}

/** The strict EIP-4361 message of that data (`overrides` change only the message). */
function siweOf(data: SiwxData, overrides: Partial<SiweFields> = {}) {
  return createSiweMessage({
    address: data.accountAddress as `0x${string}`, chainId: Number(data.chainId.split(':')[1]), domain: data.domain, nonce: data.nonce,
    uri: data.uri, version: '1', issuedAt: new Date(data.issuedAt), statement: data.statement,
    ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
    ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
    ...overrides,
  });
}

/** A strict EIP-4361 message from this page (domain = its host), as the modal would write it. */
const siwe = (nonce: string, overrides: Partial<SiweFields> = {}) => siweOf(siwxData(nonce), overrides);

/** AppKit's authenticate body for an EVM sign-in of `data` (the message written from it), signed by `signer`. */
async function evmBody(data: SiwxData, { signer = evm, overrides = {} }: { signer?: typeof evm; overrides?: Partial<SiweFields> } = {}) {
  const message = siweOf(data, overrides);
  return { data, message, signature: await signer.signMessage({ message }), clientId: null, walletInfo: { type: 'extension', name: 'Demo Wallet' } };
}

async function evmSignIn(query = '') {
  const { nonce, token } = await getNonce();
  return authenticate(token, await evmBody(siwxData(nonce)), query);
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
/** The data of a Solana or Bitcoin sign-in (as siwxData, for `accountAddress` on `chainId`). */
const dataFor = (accountAddress: string, chainId: string, nonce: string, over: Record<string, unknown> = {}) => siwxData(nonce, { accountAddress, chainId, ...over });
const solanaData = (nonce: string) => dataFor(solanaAddress, SOLANA_MAINNET, nonce);
/** The Sign-In-With-Solana text of that data (`address` and `nonce` may differ from it). */
const siws = (data: SiwxData, { address = solanaAddress, nonce = data.nonce } = {}) =>
  `${data.domain} wants you to sign in with your Solana account:\n${address}\n\n${data.statement}\n\nURI: ${data.uri}\nVersion: 1\nChain ID: mainnet\nNonce: ${nonce}\nIssued At: ${data.issuedAt}`;

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

  it('is served on the wallet-list host, where AppKit calls it; the data service has no sign-in routes', async () => {
    const { apiUrl, explorerUrl } = await stackInfo();
    const here = await fetch(`${explorerUrl}/auth/v1/nonce?${IDS}`);
    expect(here.status).to.equal(200);
    expect(here.headers.get('x-stack-service')).to.equal('wallets');
    for (const [method, path] of [['GET', 'nonce'], ['POST', 'authenticate'], ['GET', 'me'], ['POST', 'sign-out']] as const) {
      const there = await fetch(`${apiUrl}/auth/v1/${path}?${IDS}`, { method });
      expect(there.status, `${method} ${path} on the data service`).to.equal(404);
    }
  });

  it('signs in with EIP-4361 (EVM) and AppKit\'s body, answers the session on me, and signs out', async () => {
    const { nonce, token } = await getNonce();
    const signed = await authenticate(token, await evmBody(siwxData(nonce)));
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

    // clientId and walletInfo as AppKit sends them for a WalletConnect wallet and a social login.
    for (const extra of [{ clientId: 'a1b2c3', walletInfo: { type: 'walletconnect', name: 'Some Wallet', icon: 'https://example.com/i.png' } }, { walletInfo: { type: 'social', social: 'google', identifier: 'a@example.com' } }]) {
      const next = await getNonce();
      const answer = await authenticate(next.token, { ...(await evmBody(siwxData(next.nonce))), ...extra });
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    }
  });

  it('refuses the old request shapes: a bare nonce token, data { address, chainId, namespace }, a chain reference', async () => {
    const { nonce, token } = await getNonce();
    const body = await evmBody(siwxData(nonce));
    // The nonce token without "Bearer ": refused, and not spent by it.
    expectRefusal(await call('POST', 'authenticate', { headers: { 'x-nonce-jwt': token }, body }), 401, /^Unauthorized: x-nonce-jwt must be "Bearer/);
    const old = async (data: Record<string, unknown>, chainId = 1) => {
      const fresh = await getNonce();
      const message = siwe(fresh.nonce, { chainId });
      return authenticate(fresh.token, { data, message, signature: await evm.signMessage({ message }) });
    };
    expectRefusal(await old({ address: evm.address, chainId: 'eip155:1', namespace: 'eip155' }), 400, /^data needs accountAddress/);
    expectRefusal(await old({ namespace: 'eip155', chainId: 8453, accountAddress: evm.address }, 8453), 400, /^data.chainId must be a CAIP-2 network id/);
    // The message's fields are part of the data: the address and chain alone are not enough.
    expectRefusal(await old({ accountAddress: evm.address, chainId: 'eip155:1' }), 400, /^data needs domain/);
    expectRefusal(await authenticate(token, { ...body, walletInfo: { type: 'browser' } }), 400, /^walletInfo.type must be/);
  });

  it('refuses data that does not say what the signed message says', async () => {
    const attempt = async (over: Record<string, unknown>, overrides: Partial<SiweFields> = {}) => {
      const { nonce, token } = await getNonce();
      return authenticate(token, await evmBody(siwxData(nonce, over), { overrides }));
    };
    expectRefusal(await attempt({ nonce: 'someOtherNonce1' }, {}), 401, /^Nonce mismatch: data.nonce/);
    expectRefusal(await attempt({}, { uri: 'https://evil.example/' }), 401, /^Data mismatch: data.uri/);
    expectRefusal(await attempt({}, { statement: 'Something else.' }), 401, /^Data mismatch: data.statement/);
    expectRefusal(await attempt({}, { issuedAt: new Date(Date.now() - 60_000) }), 401, /^Data mismatch: data.issuedAt/);
    expectRefusal(await attempt({}, { expirationTime: new Date(Date.now() + 60_000) }), 401, /^Data mismatch: data.expirationTime/);
    expectRefusal(await attempt({ uri: 'https://evil.example' }), 400, /^data.uri \(evil.example\) is not on data.domain/);
  });

  it('refuses a replayed nonce, another nonce and a missing or forged nonce token', async () => {
    const { nonce, token } = await getNonce();
    const body = await evmBody(siwxData(nonce));
    const first = await authenticate(token, body);
    expect(first.status).to.equal(200);
    expectRefusal(await authenticate(token, body), 401, /^Nonce already used/);

    // A fresh nonce token with data and a message that carry the old nonce.
    const fresh = await getNonce();
    expectRefusal(await authenticate(fresh.token, body), 401, /^Nonce mismatch/);

    const other = await getNonce();
    const otherBody = await evmBody(siwxData(other.nonce));
    expectRefusal(await call('POST', 'authenticate', { body: otherBody }), 401, /no nonce token/);
    const [head, payload, mac] = other.token.split('.') as [string, string, string];
    expectRefusal(await authenticate(`${head}.${payload}.${mac.slice(0, -2)}AA`, otherBody), 401, /^Invalid nonce token$/);
    // A session token is no nonce token.
    expectRefusal(await authenticate(first.body.token, otherBody), 401, /^Invalid nonce token$/);
  });

  it('refuses EVM sign-ins that are not strict EIP-4361, or for another domain, address or chain, or badly signed', async () => {
    const attempt = async (write: (data: SiwxData) => string, { signer = evm, body = {}, data: over = {} }: { signer?: typeof evm; body?: Record<string, unknown>; data?: Record<string, unknown> } = {}) => {
      const { nonce, token } = await getNonce();
      const data = siwxData(nonce, over);
      const message = write(data);
      return authenticate(token, { data, message, signature: await signer.signMessage({ message }), ...body });
    };
    // The message for another site than the data says, and both for another site than the calling page.
    expectRefusal(await attempt((data) => siweOf(data, { domain: 'evil.example' })), 401, /^Domain mismatch/);
    expectRefusal(await attempt((data) => siweOf(data), { data: { domain: 'evil.example', uri: 'https://evil.example' } }), 401, /^Domain mismatch: the sign-in is for evil.example, the request comes from /);
    expectRefusal(await attempt((data) => siweOf(data, { chainId: 10 })), 401, /^Chain mismatch/);
    expectRefusal(await attempt((data) => siweOf(data, { address: stranger.address }), { signer: stranger }), 401, /^Address mismatch/);
    expectRefusal(await attempt((data) => siweOf(data), { signer: stranger }), 401, /^Invalid signature$/);
    expectRefusal(await attempt((data) => siweOf(data), { body: { signature: '0xdeadbeef' } }), 401, /^Invalid signature$/);
    // AppKit's informal text ("Chain ID: eip155:1"), and a valid message with something after it.
    expectRefusal(await attempt((data) => siweOf(data).replace('Chain ID: 1', 'Chain ID: eip155:1')), 400, /not an EIP-4361/);
    expectRefusal(await attempt((data) => `${siweOf(data)}\nAnd more.`), 400, /not an EIP-4361/);
    expectRefusal(await attempt((data) => siweOf(data), { body: { data: { chainId: 'eip155:1' } } }), 400, /accountAddress/);
    expectRefusal(await attempt((data) => siweOf({ ...data, chainId: 'eip155:1' }), { data: { chainId: 'cosmos:cosmoshub-4' } }), 400, /^Unsupported namespace/);
  });

  it('refuses messages outside their time: issued in the future, expired, not yet valid (EVM, Solana, Bitcoin)', async () => {
    const in2100 = '2100-01-01T00:00:00.000Z';
    const evmAttempt = async (over: Record<string, unknown>) => {
      const { nonce, token } = await getNonce();
      return authenticate(token, await evmBody(siwxData(nonce, over)));
    };
    expectRefusal(await evmAttempt({ issuedAt: in2100 }), 401, /^Message issued in the future/);
    expectRefusal(await evmAttempt({ issuedAt: new Date(Date.now() + 10 * 60_000).toISOString() }), 401, /^Message issued in the future/);
    expectRefusal(await evmAttempt({ expirationTime: new Date(Date.now() - 1000).toISOString() }), 401, /^Message expired$/);
    expectRefusal(await evmAttempt({ notBefore: new Date(Date.now() + 600_000).toISOString() }), 401, /^Message not yet valid$/);
    // A clock a minute fast is within the skew.
    expect((await evmAttempt({ issuedAt: new Date(Date.now() + 60_000).toISOString() })).status).to.equal(200);

    // The Solana and Bitcoin texts' own time lines, with data that says the same.
    const timed = (account: 'Solana' | 'Bitcoin', address: string, nonce: string, lines: Record<string, string>) =>
      `${location.host} wants you to sign in with your ${account} account:\n${address}\n\nURI: ${location.origin}\nVersion: 1\nNonce: ${nonce}\n${Object.entries(lines).map(([k, v]) => `${k}: ${v}`).join('\n')}`;
    const cases: [Record<string, string>, Record<string, string>, RegExp][] = [
      [{ 'Issued At': in2100 }, { issuedAt: in2100 }, /^Message issued in the future/],
      [{ 'Issued At': new Date().toISOString(), 'Expiration Time': new Date(Date.now() - 1000).toISOString() }, {}, /^Message expired$/],
      [{ 'Issued At': new Date().toISOString(), 'Not Before': new Date(Date.now() + 600_000).toISOString() }, {}, /^Message not yet valid$/],
    ];
    for (const [lines, dataTimes, refusal] of cases) {
      const times = { issuedAt: lines['Issued At'], ...(lines['Expiration Time'] ? { expirationTime: lines['Expiration Time'] } : {}), ...(lines['Not Before'] ? { notBefore: lines['Not Before'] } : {}), ...dataTimes };
      const sol = await getNonce();
      const solMessage = timed('Solana', solanaAddress, sol.nonce, lines);
      const solData = { ...siwxData(sol.nonce, times), accountAddress: solanaAddress, chainId: SOLANA_MAINNET, statement: undefined };
      expectRefusal(await authenticate(sol.token, { data: solData, message: solMessage, signature: encodeBase58(signSolana(solMessage)) }), 401, refusal);
      const btc = await getNonce();
      const { address, privateKey } = bitcoinKey.payment;
      const btcMessage = timed('Bitcoin', address, btc.nonce, lines);
      const btcData = { ...siwxData(btc.nonce, times), accountAddress: address, chainId: BIP122_TESTNET, statement: undefined };
      expectRefusal(await authenticate(btc.token, { data: btcData, message: btcMessage, signature: signBitcoin(btcMessage, address, privateKey) }), 401, refusal);
    }
  });

  it('refuses a sign-in from a page with an opaque origin (a sandboxed frame sends Origin: null)', async () => {
    const { explorerUrl } = await stackInfo();
    const { nonce, token } = await getNonce();
    // Signed for this page's host, but sent by a frame that has no origin: no page it could be for.
    const body = await evmBody(siwxData(nonce));
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.srcdoc = `<script>
      addEventListener('message', async (event) => {
        const { url, token, body } = event.data;
        const res = await fetch(url, { method: 'POST', headers: { 'x-nonce-jwt': 'Bearer ' + token }, body: JSON.stringify(body) });
        parent.postMessage({ status: res.status, body: await res.json() }, '*');
      });
      parent.postMessage('ready', '*');
    <\/script>`;
    const answers: unknown[] = [];
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.contentWindow) answers.push(event.data);
    };
    addEventListener('message', onMessage);
    try {
      document.body.append(frame);
      await until(async () => answers.includes('ready'), 'the sandboxed frame', 5000);
      frame.contentWindow?.postMessage({ url: `${explorerUrl}/auth/v1/authenticate?${IDS}`, token, body }, '*');
      const answer = await until(async () => answers.find((a): a is Answer<Refusal> => typeof a === 'object'), 'the answer from the sandboxed frame', 5000);
      expectRefusal(answer, 401, /^Unauthorized: an opaque origin \(Origin: null\)/);
    } finally {
      removeEventListener('message', onMessage);
      frame.remove();
    }
  });

  it('signs in with Solana: Sign-In-With-Solana text (base58 signature) or plain text (base64 signature)', async () => {
    const first = await getNonce();
    const data = solanaData(first.nonce);
    const message = siws(data);
    const signed = await authenticate(first.token, { data, message, signature: encodeBase58(signSolana(message)), clientId: null });
    expect(signed.status, JSON.stringify(signed.body)).to.equal(200);
    const session = await me(signed.body.token);
    expect(session.body).to.deep.include({
      address: solanaAddress, namespace: 'solana', chainId: SOLANA_MAINNET.slice('solana:'.length), caip2Network: SOLANA_MAINNET, domain: location.host, nonce: first.nonce,
    });

    const second = await getNonce();
    const plain = `Sign in as ${solanaAddress} with nonce ${second.nonce}`;
    const plainSigned = await authenticate(second.token, { data: solanaData(second.nonce), message: plain, signature: base64(signSolana(plain)) });
    expect(plainSigned.status, JSON.stringify(plainSigned.body)).to.equal(200);
    expect((await me(plainSigned.body.token)).body).to.deep.include({ address: solanaAddress, domain: null });
    expect((await signOut(plainSigned.body.token)).status).to.equal(200);
  });

  it('refuses Solana sign-ins with a wrong signature, nonce, address or domain', async () => {
    const attempt = async (write: (data: SiwxData) => string, sign: (message: string) => string = (m) => encodeBase58(signSolana(m))) => {
      const { nonce, token } = await getNonce();
      const data = solanaData(nonce);
      const message = write(data);
      return authenticate(token, { data, message, signature: sign(message) });
    };
    expectRefusal(await attempt((data) => siws(data), (m) => encodeBase58(signSolana(`${m}!`))), 401, /^Invalid signature$/);
    expectRefusal(await attempt((data) => siws(data), () => 'not-a-signature'), 401, /^Invalid signature$/);
    expectRefusal(await attempt((data) => siws(data, { nonce: 'someOtherNonce1' })), 401, /^Nonce mismatch/);
    expectRefusal(await attempt((data) => siws(data, { address: solanaDevKeypair(8).publicKey.toBase58() })), 401, /^Address mismatch/);
    expectRefusal(await attempt((data) => siws(data).replace(location.host, 'evil.example')), 401, /^Domain mismatch/);
    expectRefusal(await attempt((data) => siws(data).replace(`URI: ${location.origin}`, 'URI: https://evil.example')), 401, /^Data mismatch: data.uri/);
    expectRefusal(await attempt(() => `Sign in as ${solanaAddress}`), 401, /contain the nonce and the address/);
  });

  it('signs in with Bitcoin BIP-322 simple signatures: P2WPKH and P2TR, testnet and mainnet', async () => {
    for (const { address, privateKey } of [bitcoinKey.payment, bitcoinKey.ordinals]) {
      const { nonce, token } = await getNonce();
      const message = `${location.host} wants you to sign in with your Bitcoin account:\n${address}\n\nNonce: ${nonce}`;
      const signed = await authenticate(token, { data: dataFor(address, BIP122_TESTNET, nonce), message, signature: signBitcoin(message, address, privateKey) });
      expect(signed.status, JSON.stringify(signed.body)).to.equal(200);
      expect((await me(signed.body.token)).body).to.deep.include({ address, namespace: 'bip122', caip2Network: BIP122_TESTNET, chainId: BIP122_TESTNET.slice('bip122:'.length) });
    }
    // The mainnet address of the same key: BIP-322 commits to the output script, not the network.
    const script = bitcoin.address.toOutputScript(bitcoinKey.payment.address, bitcoin.networks.testnet);
    const mainnet = bitcoin.address.fromOutputScript(script, bitcoin.networks.bitcoin);
    const { nonce, token } = await getNonce();
    const message = `Sign in as ${mainnet}, nonce ${nonce}`;
    const signed = await authenticate(token, { data: dataFor(mainnet, BIP122_MAINNET, nonce), message, signature: signBitcoin(message, bitcoinKey.payment.address, bitcoinKey.payment.privateKey) });
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
    const data = (nonce: string, chainId = BIP122_TESTNET) => dataFor(address, chainId, nonce);
    expectRefusal(await attempt((n) => ({ data: data(n), message: message(n), signature: signBitcoin(message(n), other.address, other.privateKey) })), 401, /^Invalid signature$/);
    expectRefusal(await attempt((n) => ({ data: data(n), message: message(n), signature: signBitcoin(`${message(n)}.`, address, privateKey) })), 401, /^Invalid signature$/);
    expectRefusal(await attempt((n) => ({ data: data(n, BIP122_MAINNET), message: message(n), signature: signBitcoin(message(n), address, privateKey) })), 400, /^Invalid Bitcoin address/);
    expectRefusal(await attempt((n) => ({ data: data(n), message: `nonce ${n}`, signature: signBitcoin(`nonce ${n}`, address, privateKey) })), 401, /contain the nonce and the address/);
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
    const { explorerUrl } = await stackInfo();
    const expired = await fetch(`${explorerUrl}/__auth/expire-sessions`, { method: 'POST', body: JSON.stringify({ address: evm.address.toLowerCase() }) });
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

    const { explorerUrl } = await stackInfo();
    const noIds = await fetch(`${explorerUrl}/auth/v1/nonce?projectId=p`);
    expect(noIds.status).to.equal(400);
    expect(((await noIds.json()) as Refusal).message).to.contain('st').and.to.contain('sv');
    expect((await fetch(`${explorerUrl}/auth/v1/nonce?${IDS}`, { method: 'POST' })).status).to.equal(405);
    const found = await fetch(`${explorerUrl}/auth/v1/me?${IDS}`, { headers: { authorization: `Bearer ${live.body.token}` } });
    expect(found.headers.get('access-control-allow-origin')).to.equal('*');
  });
});
