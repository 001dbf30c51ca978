// POST /v1/profile/account: registers an account name as the hosted name service does
// (blockchain-api src/handlers/profile/register.rs), with its checks, in its order, and its answers.
// Body `{ message, signature, coin_type, address }` (all required; other fields are ignored):
//   message    the JSON text of `{ name, attributes?, timestamp }`: the full name (`label.reown.id`),
//              attributes a map of text (only `bio`), timestamp Unix seconds
//   signature  personal_sign of `message` by `address`, 0x-hex
//   coin_type  a whole number (ENSIP-11): 60, or `0x80000000 | chainId`; its low 31 bits name the
//              chain the signature is checked on (60: chain 1), which must be one the hosted
//              service serves
//   address    the signer, EIP-55 checksummed
// Answers, in order:
//   a body that is not JSON                    400 text 'Failed to parse the request body as JSON: …'
//   a body of the wrong shape                  422 text 'Failed to deserialize the JSON body into the target type: …'
//   a message of the wrong shape               422 { field: '', 'Deserialization error: …' }
//   the name's format, length, zone            400 { field: 'name', … } (nameRules.mjs)
//   a coin type of no served chain             400 { field: 'coin_type', 'Unsupported coin type: {n}' }
//   a name already registered                  400 { field: 'name', 'Name is already registered: {name}' }
//   a timestamp more than 10 s from now        400 { field: 'timestamp', 'Signature UNIXTIME timestamp is too old: {t}' }
//   an attribute other than a plain-text bio   400 { field: 'attributes', 'Unsupported name attribute in payload' }
//   an address not checksummed, a signature
//   that is not hex                            401 { field: 'signature', 'Signature validation error: Invalid signature' }
//   a signature not by the address             401 { field: 'signature', 'Signature validation error: Signature verification error' }
//   the name registered meanwhile              500, empty (the hosted insert fails)
//   else                                       200, the name's profile (the name lookup's shape), its
//                                              address under the coin type and under 60
// The signature is checked on the stack's anvil chain of that id when it runs (ERC-1271 and
// ERC-6492 too), else by recovery (EOAs only): evmSignatures.mjs.
import { getAddress } from 'viem';
import { Rejection, refuse, rejectBody, serdeKind } from './hostedRefusals.mjs';
import { checkName } from './nameRules.mjs';

// The hosted register window: a message signed more than 10 s before (or after) it arrives is refused.
export const TIMESTAMP_WINDOW_SECONDS = 10;
// The EVM chains the hosted service serves (its ChainId list): a coin type must name one of them.
const SERVED_CHAIN_IDS = new Set([
  1, 5, 10, 25, 30, 31, 56, 97, 100, 130, 137, 146, 232, 250, 300, 324, 1101, 1111, 1112, 1284, 1301, 1329, 1625, 1868, 2741, 2810, 2818, 5000,
  5003, 8217, 8453, 10143, 17000, 33139, 42161, 42220, 43113, 43114, 57054, 57073, 59144, 80002, 80069, 80094, 81032, 84532, 421614, 534351,
  534352, 543210, 560048, 1440000, 1449000, 4457845, 7777777, 11155111, 11155420, 666666666, 999999999, 1313161554, 1313161555,
]);
const U32_MAX = 0xffffffff;
const ATTRIBUTE_RULES = { bio: /^[a-zA-Z0-9@:/._\-?&=+ ]+$/ };
const ATTRIBUTE_MAX_BYTES = 255;

/** Why serde refuses `value` as an unsigned integer of at most `max`, or null. */
function unsignedProblem(value, max, type) {
  if (typeof value !== 'number' || !Number.isInteger(value)) return `invalid type: ${serdeKind(value)}, expected ${type}`;
  if (value < 0 || value > max) return `invalid value: ${serdeKind(value)}, expected ${type}`;
  return null;
}

/** The request body, or the hosted JSON extractor's 422. */
function requestOf(body) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) rejectBody(`invalid type: ${serdeKind(body)}, expected struct RegisterRequest`);
  for (const field of ['message', 'signature', 'coin_type', 'address']) if (body[field] === undefined) rejectBody(`missing field \`${field}\``);
  for (const field of ['message', 'signature']) if (typeof body[field] !== 'string') rejectBody(`${field}: invalid type: ${serdeKind(body[field])}, expected a string`);
  const coinTypeProblem = unsignedProblem(body.coin_type, U32_MAX, 'u32');
  if (coinTypeProblem) rejectBody(`coin_type: ${coinTypeProblem}`);
  if (typeof body.address !== 'string') rejectBody(`address: invalid type: ${serdeKind(body.address)}, expected a string`);
  return { message: body.message, signature: body.signature, coinType: body.coin_type, address: body.address };
}

/** The signed message `{ name, attributes, timestamp }`, or the hosted 422 'Deserialization error'. */
function payloadOf(message) {
  const problem = (detail) => refuse(422, '', `Deserialization error: ${detail}`);
  let payload;
  try {
    payload = JSON.parse(message);
  } catch (error) {
    problem(error.message);
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) problem(`invalid type: ${serdeKind(payload)}, expected struct RegisterPayload`);
  for (const field of ['name', 'timestamp']) if (payload[field] === undefined) problem(`missing field \`${field}\``);
  if (typeof payload.name !== 'string') problem(`invalid type: ${serdeKind(payload.name)}, expected a string`);
  const { attributes = null } = payload;
  if (attributes !== null) {
    if (typeof attributes !== 'object' || Array.isArray(attributes)) problem(`invalid type: ${serdeKind(attributes)}, expected a map`);
    for (const value of Object.values(attributes)) if (typeof value !== 'string') problem(`invalid type: ${serdeKind(value)}, expected a string`);
  }
  const timestampProblem = unsignedProblem(payload.timestamp, Number.MAX_SAFE_INTEGER, 'u64');
  if (timestampProblem) problem(timestampProblem);
  return { name: payload.name, attributes: attributes ?? {}, timestamp: payload.timestamp };
}

/** The EVM chain id a coin type stands for: 60 is chain 1, else its low 31 bits (ENSIP-11). */
const chainIdOfCoinType = (coinType) => (coinType === 60 ? 1 : coinType & 0x7fffffff);

const attributesAllowed = (attributes) =>
  Object.entries(attributes).every(([key, value]) => Object.hasOwn(ATTRIBUTE_RULES, key) && value !== '' && Buffer.byteLength(value) <= ATTRIBUTE_MAX_BYTES && ATTRIBUTE_RULES[key].test(value));

/** Whether the hosted check can read `address` (EIP-55, 0x) and `signature` (hex after its first two characters). */
function signatureReadable(address, signature) {
  let checksummed;
  try {
    checksummed = getAddress(address);
  } catch {
    return false;
  }
  return checksummed === address && /^(?:[0-9a-fA-F]{2})*$/.test(signature.slice(2)) && signature.length >= 2;
}

/**
 * The registered entry for a request `body` (parsed JSON), or throws the hosted service's
 * refusal (hostedRefusals.mjs). `names` is the registry, `evm` the verifier (evmSignatures.mjs).
 */
export async function registerName({ body, names, evm, now = Date.now() }) {
  const { message, signature, coinType, address } = requestOf(body);
  const { name, attributes, timestamp } = payloadOf(message);
  checkName(name);
  const chainId = chainIdOfCoinType(coinType);
  if (!SERVED_CHAIN_IDS.has(chainId)) refuse(400, 'coin_type', `Unsupported coin type: ${coinType}`);
  if (names.isRegistered(name)) refuse(400, 'name', `Name is already registered: ${name}`);
  const seconds = Math.floor(now / 1000);
  if (timestamp < seconds - TIMESTAMP_WINDOW_SECONDS || timestamp > seconds + TIMESTAMP_WINDOW_SECONDS) {
    refuse(400, 'timestamp', `Signature UNIXTIME timestamp is too old: ${timestamp}`);
  }
  if (!attributesAllowed(attributes)) refuse(400, 'attributes', 'Unsupported name attribute in payload');
  if (!signatureReadable(address, signature)) refuse(401, 'signature', 'Signature validation error: Invalid signature');
  if (!(await evm.verifyPersonalSign({ chainId, address, message, signature }))) {
    refuse(401, 'signature', 'Signature validation error: Signature verification error');
  }
  // Registered by another request while the signature was checked: the hosted insert fails.
  if (names.isRegistered(name)) throw new Rejection(500, '');
  return names.register({ name, address, coinType, attributes, now: new Date(now) });
}
