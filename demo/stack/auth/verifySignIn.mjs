// The sign-in service twin's message and signature checks, one per chain namespace:
//   eip155  strict EIP-4361 (viem/siwe): the message must be exactly what createSiweMessage writes
//           for its own fields; its address, chain id and nonce must be the request's, its domain
//           the calling page's host (the request's Origin, when it has one), its validity window
//           open; the signature is checked on the stack's anvil chain of that id (smart accounts
//           too), by recovery for a chain the stack does not run (evmSignatures.mjs).
//   solana  a Sign-In-With-Solana text (its address line and `Nonce:` line must be the request's,
//           its domain the page's host) or any other text that contains the nonce and the address;
//           ed25519 over the message's UTF-8 bytes (@noble/curves), the signature 64 bytes in
//           base58 (as Solana writes signatures) or base64.
//   bip122  any text that contains the nonce and the address; a BIP-322 "simple" signature
//           (base64 witness) for a P2WPKH or P2TR (key path) address of Bitcoin mainnet or testnet,
//           as demo/wallet/bitcoin/bip322.mjs verifies it.
// Each answers `{ address, domain?, uri? }` when the sign-in holds, else `{ status, message }`.
import { ed25519 } from '@noble/curves/ed25519';
import { getAddress } from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { verifyMessageBip322 } from '../../wallet/bitcoin/bip322.mjs';
import { base64ToBytes } from '../../wallet/bitcoin/base64.mjs';
import { addressOf, bitcoin } from '../bitcoin/bitcoinLib.mjs';
import { decodeBase58, isBase58OfLength } from '../solana/base58.mjs';
import { isAddress } from '../units.mjs';

const refuse = (status, message) => ({ status, message });
const INVALID_SIGNATURE = refuse(401, 'Invalid signature');

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

async function verifyEip155({ reference, address, message, signature, nonce, originHost, evm, now }) {
  if (!isAddress(address)) return refuse(400, 'Invalid address: 0x and 40 hex digits');
  const chainId = /^\d{1,16}$/.test(reference) ? Number(reference) : NaN;
  if (!Number.isSafeInteger(chainId) || chainId < 1) return refuse(400, `Invalid chain id "${reference}"`);
  const siwe = strictSiwe(message);
  if (!siwe) return refuse(400, 'The message is not an EIP-4361 (Sign-In with Ethereum) message');
  if (siwe.address.toLowerCase() !== address.toLowerCase()) return refuse(401, 'Address mismatch: the message is signed in for another address');
  if (siwe.chainId !== chainId) return refuse(401, `Chain mismatch: the message is for chain ${siwe.chainId}, the request for ${chainId}`);
  if (siwe.nonce !== nonce) return refuse(401, 'Nonce mismatch: the message does not carry the nonce of this nonce token');
  if (originHost && siwe.domain !== originHost) return refuse(401, `Domain mismatch: the message is for ${siwe.domain}, the request comes from ${originHost}`);
  if (siwe.expirationTime && now >= siwe.expirationTime.getTime()) return refuse(401, 'Message expired');
  if (siwe.notBefore && now < siwe.notBefore.getTime()) return refuse(401, 'Message not yet valid');
  const valid = await evm.verifyPersonalSign({ chainId, address: siwe.address, message, signature });
  return valid ? { address: getAddress(siwe.address), domain: siwe.domain, uri: siwe.uri } : INVALID_SIGNATURE;
}

// ---------------------------------------------------------------- solana

const SIWS_HEAD = /^(?:[a-zA-Z][a-zA-Z0-9+.-]*:\/\/)?(?<domain>\S+) wants you to sign in with your Solana account:\n(?<address>[1-9A-HJ-NP-Za-km-z]+)(?:\n|$)/;
const LINE = (key, text) => new RegExp(`(?:^|\\n)${key}: (.+)(?:\\n|$)`).exec(text)?.[1];

function signatureCandidates(text) {
  const candidates = [];
  if (isBase58OfLength(text, 64)) candidates.push(decodeBase58(text));
  const base64 = base64ToBytes(text);
  if (base64?.length === 64) candidates.push(base64);
  return candidates;
}

function verifySolana({ address, message, signature, nonce, originHost }) {
  if (!isBase58OfLength(address, 32)) return refuse(400, 'Invalid Solana address: base58 of 32 bytes');
  const siws = SIWS_HEAD.exec(message);
  let domain;
  if (siws) {
    if (siws.groups.address !== address) return refuse(401, 'Address mismatch: the message is signed in for another address');
    if (LINE('Nonce', message) !== nonce) return refuse(401, 'Nonce mismatch: the message does not carry the nonce of this nonce token');
    domain = siws.groups.domain;
    if (originHost && domain !== originHost) return refuse(401, `Domain mismatch: the message is for ${domain}, the request comes from ${originHost}`);
    const expires = LINE('Expiration Time', message);
    if (expires && Date.now() >= Date.parse(expires)) return refuse(401, 'Message expired');
  } else if (!message.includes(nonce) || !message.includes(address)) {
    return refuse(401, 'The message must contain the nonce and the address');
  }
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
  return { address, ...(domain ? { domain } : {}), ...(siws && LINE('URI', message) ? { uri: LINE('URI', message) } : {}) };
}

// ---------------------------------------------------------------- bip122

const BITCOIN_NETWORKS = {
  '000000000019d6689c085ae165831e93': bitcoin.networks.bitcoin,
  '000000000933ea01ad0ee984209779ba': bitcoin.networks.testnet,
};

function verifyBip122({ reference, address, message, signature, nonce }) {
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
  if (!message.includes(nonce) || !message.includes(address)) return refuse(401, 'The message must contain the nonce and the address');
  // BIP-322 commits to the output script, not the network: check it as the testnet address of the same script.
  if (typeof signature !== 'string' || !verifyMessageBip322({ message, address: addressOf(script), signature })) return INVALID_SIGNATURE;
  return { address };
}

// ---------------------------------------------------------------- dispatch

export const SIGN_IN_NAMESPACES = ['eip155', 'solana', 'bip122'];

/**
 * `{ namespace, reference, address, message, signature, nonce, originHost?, evm }` → resolves to
 * `{ address, domain?, uri? }` or `{ status, message }` (a refusal).
 */
export async function verifySignIn({ namespace, ...input }) {
  if (typeof input.signature !== 'string' || input.signature.length === 0 || input.signature.length > 10_000) return refuse(400, 'The body needs a signature (a string)');
  if (namespace === 'eip155') return verifyEip155({ ...input, now: Date.now() });
  if (namespace === 'solana') return verifySolana(input);
  if (namespace === 'bip122') return verifyBip122(input);
  return refuse(400, `Unsupported namespace "${namespace}": ${SIGN_IN_NAMESPACES.join(', ')} sign in here`);
}
