// POST /v1/profile/account: registers an account name, the way the hosted name service does.
// Body `{ coin_type, address, message, signature }`:
//   coin_type  60 (Ethereum), or ENSIP-11 `(0x80000000 | chainId) >>> 0` for any EVM chain
//              (2147483649 for chain 1); 0x80000000 itself (ENSIP-19's default EVM) is read as 60.
//              A number or a decimal string.
//   message    the JSON text of `{ name, attributes: {}, timestamp }` (Unix seconds); `name` with or
//              without `.reown.id`
//   signature  personal_sign of `message` by `address`, checked on the stack's anvil chain of that
//              chain id (60: chain 1) when it runs, else by recovery (EOAs only): evmSignatures.mjs
// Checks, in order: body shape (400 InvalidRequest), coin type (400 UnsupportedCoinType), address
// (400 InvalidAddress), message shape (400 InvalidMessage), name rule (400 InvalidName), timestamp
// within ±10 minutes (400 MessageExpired), signature (401 InvalidSignature), name free (409
// NameTaken), address without a name (409 AddressHasName). Errors answer
// `{ status: 'FAILED', reasons: [{ name, description }] }`; success 200 with the registered name's
// profile (the shape of the name lookup), its address under the coin type it was registered with.
import { INVALID_NAME, labelOf } from './nameRegistry.mjs';
import { isAddress } from './units.mjs';

export const MAX_CLOCK_SKEW_SECONDS = 10 * 60;
const ENSIP11_EVM = 0x80000000;
const MAX_CHAIN_ID = 0x7fffffff;

export const failed = (status, name, description) => ({ status, body: { status: 'FAILED', reasons: [{ name, description }] } });

/** The EVM chain id a coin type stands for (60 and ENSIP-19's default: chain 1), or null. */
export function chainIdOfCoinType(raw) {
  const coinType = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  if (!Number.isSafeInteger(coinType)) return null;
  if (coinType === 60 || coinType === ENSIP11_EVM) return 1;
  if (coinType > ENSIP11_EVM && coinType - ENSIP11_EVM <= MAX_CHAIN_ID) return coinType - ENSIP11_EVM;
  return null;
}

function parseMessage(text) {
  if (typeof text !== 'string' || text.length > 10_000) return null;
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  const { name, attributes = {}, timestamp } = message ?? {};
  if (typeof name !== 'string' || !Number.isFinite(timestamp)) return null;
  if (attributes === null || typeof attributes !== 'object' || Array.isArray(attributes)) return null;
  return { name, timestamp };
}

/**
 * Resolves to `{ status, body }`: 200 with `{ entry }` (the registry entry) or an error answer.
 * `names` is the registry, `evm` the verifier (evmSignatures.mjs).
 */
export async function registerName({ body, names, evm, now = Date.now() }) {
  const { coin_type: coinType, address, message, signature } = body && typeof body === 'object' ? body : {};
  if (coinType === undefined || address === undefined || message === undefined || signature === undefined) {
    return failed(400, 'InvalidRequest', 'Invalid request: the body needs coin_type, address, message and signature');
  }
  const chainId = chainIdOfCoinType(coinType);
  if (chainId === null) return failed(400, 'UnsupportedCoinType', `Unsupported coin_type ${JSON.stringify(coinType)}: use 60 or an EVM coin type (0x80000000 | chainId)`);
  if (typeof address !== 'string' || !isAddress(address)) return failed(400, 'InvalidAddress', 'Invalid address: 0x and 40 hex digits');
  const parsed = parseMessage(message);
  if (!parsed) return failed(400, 'InvalidMessage', 'Invalid message: it must be the JSON text of { name, attributes, timestamp }');
  const label = labelOf(parsed.name);
  if (!label) return failed(400, 'InvalidName', INVALID_NAME);
  if (Math.abs(now / 1000 - parsed.timestamp) > MAX_CLOCK_SKEW_SECONDS) {
    return failed(400, 'MessageExpired', 'Message expired: its timestamp must be within 10 minutes of now');
  }
  // Lowercase: a mixed-case address with a wrong checksum is still the same address.
  if (!(await evm.verifyPersonalSign({ chainId, address: address.toLowerCase(), message, signature }))) {
    return failed(401, 'InvalidSignature', 'Invalid signature: the message was not signed by this address');
  }
  // After the (asynchronous) signature check: nothing else runs between these checks and the
  // registration, so the same name sent twice at once is registered once.
  if (names.isTaken(label)) return failed(409, 'NameTaken', 'Name is already taken');
  const own = names.ofAddress(address);
  if (own) return failed(409, 'AddressHasName', `Address already has a name: ${own.name}`);
  return { status: 200, entry: names.register({ label, address, coinType: Number(coinType), now: new Date(now) }) };
}
