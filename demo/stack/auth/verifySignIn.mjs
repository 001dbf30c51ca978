// The sign-in service twin's message and signature checks, one per chain namespace:
// First, for every namespace, the request's SIWX data (`fields`, signInRequest.mjs) must carry the
// nonce of the nonce token, be for the calling page's host (`pageHost`) and have its validity
// window open (messageWindow.mjs: not issued ahead of the clock beyond a small skew, not expired,
// not before its Not Before). Then the message, which must say what the data says:
//   eip155  strict EIP-4361 (viem/siwe): the message must be exactly what createSiweMessage writes
//           for its own fields; its address, chain id, nonce, domain, URI, version, statement,
//           times, request id and resources must be the data's, its own window open; the
//           signature is checked on the stack's anvil chain of that id (smart accounts too), by
//           recovery for a chain the stack does not run (evmSignatures.mjs).
//   solana  a Sign-In-With-Solana text (its domain, address and the field lines it has must be
//           the data's, a Nonce line required, its window open) or any other text that contains
//           the nonce and the address; ed25519 over the message's UTF-8 bytes (@noble/curves),
//           the signature 64 bytes in base58 (as Solana writes signatures) or base64.
//   bip122  the same text layout with "Bitcoin account" (checked the same way) or any text that
//           contains the nonce and the address; a BIP-322 "simple" signature (base64 witness) for
//           a P2WPKH or P2TR (key path) address of Bitcoin mainnet or testnet, as
//           demo/wallet/bitcoin/bip322.mjs verifies it.
// Each answers `{ address, domain?, uri? }` when the sign-in holds, else `{ status, message }`.
import { ed25519 } from '@noble/curves/ed25519';
import { getAddress } from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { verifyMessageBip322 } from '../../wallet/bitcoin/bip322.mjs';
import { base64ToBytes } from '../../wallet/bitcoin/base64.mjs';
import { addressOf, bitcoin } from '../bitcoin/bitcoinLib.mjs';
import { decodeBase58, isBase58OfLength } from '../solana/base58.mjs';
import { isAddress } from '../units.mjs';
import { checkWindow, sameTime } from './messageWindow.mjs';

const refuse = (status, message) => ({ status, message });
const INVALID_SIGNATURE = refuse(401, 'Invalid signature');
const dataMismatch = (field) => refuse(401, `Data mismatch: data.${field} is not what the message says`);
const domainMismatch = (domain, pageHost) => refuse(401, `Domain mismatch: the sign-in is for ${domain}, the request comes from ${pageHost}`);

// ---------------------------------------------------------------- eip155

const DATE_LINE = /^(Issued At|Expiration Time|Not Before): (.+)$/gm;
/** Date lines in one form (toISOString), so a message written with or without milliseconds compares. */
const normalizeDates = (text) => text.replace(DATE_LINE, (line, key, value) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? line : `${key}: ${date.toISOString()}`;
});

/** The fields of a strict EIP-4361 message, or null. */
function strictSiwe(message) {
  const parsed = parseSiweMessage(message);
  const required = ['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'];
  if (required.some((field) => parsed[field] === undefined)) return null;
  for (const date of [parsed.issuedAt, parsed.expirationTime, parsed.notBefore]) if (date && Number.isNaN(date.getTime())) return null;
  try {
    // createSiweMessage checks each field (checksummed address, nonce, URIs, version "1") and
    // writes the one text they make: anything else in the message is not EIP-4361.
    if (normalizeDates(createSiweMessage(parsed)) !== normalizeDates(message)) return null;
  } catch {
    return null;
  }
  return parsed;
}

/** The first field of the data that the strict EIP-4361 message does not say the same, or undefined. */
function evmDataMismatch(siwe, fields) {
  for (const field of ['uri', 'version']) if (siwe[field] !== fields[field]) return field;
  if ((siwe.statement ?? '') !== (fields.statement ?? '')) return 'statement';
  if ((siwe.requestId ?? '') !== (fields.requestId ?? '')) return 'requestId';
  for (const field of ['issuedAt', 'expirationTime', 'notBefore']) if (!sameTime(siwe[field], fields[field])) return field;
  if (JSON.stringify(siwe.resources ?? []) !== JSON.stringify(fields.resources ?? [])) return 'resources';
  return undefined;
}

async function verifyEip155({ reference, address, fields, message, signature, nonce, evm, now }) {
  if (!isAddress(address)) return refuse(400, 'Invalid address: 0x and 40 hex digits');
  const chainId = /^\d{1,16}$/.test(reference) ? Number(reference) : NaN;
  if (!Number.isSafeInteger(chainId) || chainId < 1) return refuse(400, `Invalid chain id "${reference}"`);
  const siwe = strictSiwe(message);
  if (!siwe) return refuse(400, 'The message is not an EIP-4361 (Sign-In with Ethereum) message');
  if (siwe.address.toLowerCase() !== address.toLowerCase()) return refuse(401, 'Address mismatch: the message is signed in for another address');
  if (siwe.chainId !== chainId) return refuse(401, `Chain mismatch: the message is for chain ${siwe.chainId}, the request for ${chainId}`);
  if (siwe.nonce !== nonce) return refuse(401, 'Nonce mismatch: the message does not carry the nonce of this nonce token');
  if (siwe.domain !== fields.domain) return domainMismatch(siwe.domain, fields.domain);
  const mismatch = evmDataMismatch(siwe, fields);
  if (mismatch) return dataMismatch(mismatch);
  const closed = checkWindow(siwe, now);
  if (closed) return closed;
  const valid = await evm.verifyPersonalSign({ chainId, address: siwe.address, message, signature });
  return valid ? { address: getAddress(siwe.address), domain: siwe.domain, uri: siwe.uri } : INVALID_SIGNATURE;
}

// ---------------------------------------------------------------- solana

// The Sign-In-With-Solana text layout, which the modal's Bitcoin sign-in shares ("Bitcoin account").
const SIGN_IN_HEAD = /^(?:[a-zA-Z][a-zA-Z0-9+.-]*:\/\/)?(?<domain>\S+) wants you to sign in with your (?<account>Solana|Bitcoin) account:\n(?<address>\S+)(?:\n|$)/;
const LINE = (key, text) => new RegExp(`(?:^|\\n)${key}: (.+)(?:\\n|$)`).exec(text)?.[1];
const TEXT_LINES = [['uri', 'URI'], ['version', 'Version'], ['nonce', 'Nonce'], ['requestId', 'Request ID']];
const TIME_LINES = [['issuedAt', 'Issued At'], ['expirationTime', 'Expiration Time'], ['notBefore', 'Not Before']];

/**
 * The checks of a text in the sign-in layout for `account` ('Solana' | 'Bitcoin'): undefined for
 * another text (which must then contain the nonce and the address), `{ domain, uri? }` when it
 * says what the data says, else a refusal.
 */
function checkSignInText(message, { account, address, fields, nonce, now }) {
  const head = SIGN_IN_HEAD.exec(message);
  if (!head || head.groups.account !== account) return undefined;
  if (head.groups.address !== address) return refuse(401, 'Address mismatch: the message is signed in for another address');
  if (LINE('Nonce', message) !== nonce) return refuse(401, 'Nonce mismatch: the message does not carry the nonce of this nonce token');
  if (head.groups.domain !== fields.domain) return domainMismatch(head.groups.domain, fields.domain);
  for (const [field, label] of TEXT_LINES) {
    const said = LINE(label, message);
    if (said !== undefined && said !== fields[field]) return dataMismatch(field);
  }
  const span = {};
  for (const [field, label] of TIME_LINES) {
    const said = LINE(label, message);
    if (said === undefined) continue;
    if (Number.isNaN(Date.parse(said))) return refuse(400, `The message's ${label} is not a time`);
    if (!sameTime(said, fields[field])) return dataMismatch(field);
    span[field] = said;
  }
  const closed = checkWindow(span, now);
  if (closed) return closed;
  return { domain: head.groups.domain, ...(LINE('URI', message) ? { uri: LINE('URI', message) } : {}) };
}

/** A text in the sign-in layout checked (or refused), else one that must contain the nonce and the address. */
function checkText(message, input) {
  const checked = checkSignInText(message, input);
  if (checked) return checked;
  if (!message.includes(input.nonce) || !message.includes(input.address)) return refuse(401, 'The message must contain the nonce and the address');
  return {};
}

function signatureCandidates(text) {
  const candidates = [];
  if (isBase58OfLength(text, 64)) candidates.push(decodeBase58(text));
  const base64 = base64ToBytes(text);
  if (base64?.length === 64) candidates.push(base64);
  return candidates;
}

function verifySolana({ address, fields, message, signature, nonce, now }) {
  if (!isBase58OfLength(address, 32)) return refuse(400, 'Invalid Solana address: base58 of 32 bytes');
  const text = checkText(message, { account: 'Solana', address, fields, nonce, now });
  if (text.status) return text;
  const publicKey = decodeBase58(address);
  const bytes = new TextEncoder().encode(message);
  const valid = signatureCandidates(signature).some((sig) => {
    try {
      return ed25519.verify(sig, bytes, publicKey, { zip215: false });
    } catch {
      return false;
    }
  });
  if (!valid) return INVALID_SIGNATURE;
  return { address, ...text };
}

// ---------------------------------------------------------------- bip122

const BITCOIN_NETWORKS = {
  '000000000019d6689c085ae165831e93': bitcoin.networks.bitcoin,
  '000000000933ea01ad0ee984209779ba': bitcoin.networks.testnet,
};

function verifyBip122({ reference, address, fields, message, signature, nonce, now }) {
  const network = BITCOIN_NETWORKS[reference];
  if (!network) return refuse(400, `Unsupported Bitcoin network "bip122:${reference}": mainnet and testnet sign in here`);
  let script;
  try {
    script = bitcoin.address.toOutputScript(address, network);
  } catch {
    return refuse(400, `Invalid Bitcoin address for bip122:${reference}`);
  }
  const p2wpkh = script.length === 22 && script[0] === 0x00 && script[1] === 0x14;
  const p2tr = script.length === 34 && script[0] === 0x51 && script[1] === 0x20;
  if (!p2wpkh && !p2tr) return refuse(400, 'Only P2WPKH and P2TR addresses sign in here (BIP-322 simple signatures)');
  const text = checkText(message, { account: 'Bitcoin', address, fields, nonce, now });
  if (text.status) return text;
  // BIP-322 commits to the output script, not the network: check it as the testnet address of the same script.
  if (typeof signature !== 'string' || !verifyMessageBip322({ message, address: addressOf(script), signature })) return INVALID_SIGNATURE;
  return { address, ...text };
}

// ---------------------------------------------------------------- dispatch

export const SIGN_IN_NAMESPACES = ['eip155', 'solana', 'bip122'];

/**
 * `{ namespace, reference, address, fields, message, signature, nonce, pageHost, evm }` (fields:
 * the request's SIWX data; pageHost: the calling page's host) → resolves to
 * `{ address, domain?, uri? }` or `{ status, message }` (a refusal).
 */
export async function verifySignIn({ namespace, ...input }) {
  if (typeof input.signature !== 'string' || input.signature.length === 0 || input.signature.length > 10_000) return refuse(400, 'The body needs a signature (a string)');
  const now = Date.now();
  const { fields, nonce, pageHost } = input;
  if (fields.nonce !== nonce) return refuse(401, 'Nonce mismatch: data.nonce is not the nonce of this nonce token');
  if (fields.domain !== pageHost) return domainMismatch(fields.domain, pageHost);
  const closed = checkWindow(fields, now);
  if (closed) return closed;
  if (namespace === 'eip155') return verifyEip155({ ...input, now });
  if (namespace === 'solana') return verifySolana({ ...input, now });
  if (namespace === 'bip122') return verifyBip122({ ...input, now });
  return refuse(400, `Unsupported namespace "${namespace}": ${SIGN_IN_NAMESPACES.join(', ')} sign in here`);
}
