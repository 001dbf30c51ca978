// EIP-5792 (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus) for the demo
// wallets, which sign with anvil's unlocked dev accounts. anvil cannot run several calls of an
// externally owned account atomically, so the wallet says so (atomic 'unsupported'), refuses a
// batch that requires atomicity (5760), and sends an approved batch's calls one after another,
// each once the one before it is mined; the batch's status comes from their receipts.
//
//   const batches = createCallBatches({ rpc: (chainId, method, params) => …, chainIds: () => [1, 8453] });
//   batches.capabilities(['0x1'])                     → { '0x1': { atomic: { status: 'unsupported' } } }
//   const batch = batches.check(params, address)      → throws the EIP's coded errors
//   batches.send(batch)                               → { id } (after the wallet's one approval)
//   await batches.status(id)                          → { version, id, chainId, status, atomic, receipts }
import { invalidParams, ProviderRpcError, unauthorized, unsupportedMethod } from './providerErrors.mjs';

export const MAX_CALLS = 10;
const RECEIPT_POLL_MS = 250;
const RECEIPT_WAIT_MS = 60_000;

const toHex = (chainId) => `0x${chainId.toString(16)}`;
const isHex = (value) => typeof value === 'string' && /^0x[0-9a-f]*$/i.test(value);
const isAddress = (value) => typeof value === 'string' && /^0x[0-9a-f]{40}$/i.test(value);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function randomId() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The capabilities of a request (the batch's or a call's) the wallet must honour: each not marked optional. */
function requiredCapabilities(capabilities, where) {
  if (capabilities === undefined || capabilities === null) return [];
  if (typeof capabilities !== 'object' || Array.isArray(capabilities)) throw invalidParams(`${where}capabilities must be an object`);
  return Object.entries(capabilities)
    .filter(([, value]) => !(value && typeof value === 'object' && value.optional === true))
    .map(([name]) => name);
}

/** A receipt as wallet_getCallsStatus reports it (EIP-5792's fields, hex quantities). */
const callReceipt = (receipt) => ({
  logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
  status: receipt.status,
  blockHash: receipt.blockHash,
  blockNumber: receipt.blockNumber,
  gasUsed: receipt.gasUsed,
  transactionHash: receipt.transactionHash,
});

/**
 * `rpc(chainId, method, params)` reaches the chain's node (eth_sendTransaction is signed there);
 * `chainIds()` the chains the wallet is on for the site now.
 */
export function createCallBatches({ rpc, chainIds }) {
  const batches = new Map(); // id -> { chainId, calls, sent: [{ hash } | { error }], done }

  /** wallet_getCapabilities' answer for `wanted` (hex chain ids; all the wallet's chains when absent). */
  function capabilities(wanted) {
    if (wanted !== undefined && (!Array.isArray(wanted) || !wanted.every(isHex))) throw invalidParams('chainIds must be an array of 0x-prefixed chain ids');
    const own = chainIds().map(toHex);
    const chosen = wanted === undefined ? own : own.filter((hex) => wanted.some((asked) => Number(asked) === Number(hex)));
    return Object.fromEntries(chosen.map((hex) => [hex, { atomic: { status: 'unsupported' } }]));
  }

  /** wallet_sendCalls' request, checked before anything is asked of the person: `{ id, chainId, calls }`. */
  function check(params, address) {
    const request = Array.isArray(params) ? params[0] : undefined;
    if (!request || typeof request !== 'object') throw invalidParams('Expected params [{ version, chainId, from, atomicRequired, calls }]');
    if (request.version !== '2.0.0') throw invalidParams(`Unsupported version ${JSON.stringify(request.version)}: this wallet speaks EIP-5792 2.0.0`);
    if (!isHex(request.chainId)) throw invalidParams('chainId must be a 0x-prefixed chain id');
    const chainId = Number(request.chainId);
    if (!chainIds().includes(chainId)) throw new ProviderRpcError(5710, `This wallet does not support the requested chain ID ${request.chainId}.`);
    if (request.from !== undefined && String(request.from).toLowerCase() !== address.toLowerCase()) {
      throw unauthorized(`The requested account ${request.from} has not been authorized by the user.`);
    }
    if (typeof request.atomicRequired !== 'boolean') throw invalidParams('atomicRequired must be true or false');
    if (request.atomicRequired) throw new ProviderRpcError(5760, 'This wallet cannot run the calls atomically: anvil sends them one after another.');
    if (!Array.isArray(request.calls) || !request.calls.length) throw invalidParams('calls must be a non-empty array');
    if (request.calls.length > MAX_CALLS) throw new ProviderRpcError(5740, `The call bundle is too large: this wallet sends at most ${MAX_CALLS} calls.`);
    const calls = request.calls.map((call, index) => {
      const where = `calls[${index}].`;
      if (!call || typeof call !== 'object') throw invalidParams(`${where.slice(0, -1)} must be an object`);
      if (call.to !== undefined && !isAddress(call.to)) throw invalidParams(`${where}to must be an address`);
      if (call.data !== undefined && !isHex(call.data)) throw invalidParams(`${where}data must be 0x-prefixed hex`);
      if (call.value !== undefined && !isHex(call.value)) throw invalidParams(`${where}value must be a 0x-prefixed quantity`);
      const unsupported = requiredCapabilities(call.capabilities, where);
      if (unsupported.length) throw new ProviderRpcError(5700, `This wallet does not support the capability ${unsupported[0]} (not marked optional).`);
      return { ...(call.to ? { to: call.to } : {}), ...(call.data ? { data: call.data } : {}), value: call.value ?? '0x0' };
    });
    const unsupported = requiredCapabilities(request.capabilities, '');
    if (unsupported.length) throw new ProviderRpcError(5700, `This wallet does not support the capability ${unsupported[0]} (not marked optional).`);
    if (request.id !== undefined) {
      if (typeof request.id !== 'string' || !request.id || request.id.length > 4096) throw invalidParams('id must be a string of at most 4096 characters');
      if (batches.has(request.id)) throw new ProviderRpcError(5720, `There is already a bundle submitted with the id ${request.id}.`);
    }
    return { id: request.id ?? randomId(), chainId, from: address, calls };
  }

  async function receiptOf(chainId, hash) {
    const started = Date.now();
    for (;;) {
      const receipt = await rpc(chainId, 'eth_getTransactionReceipt', [hash]);
      if (receipt) return receipt;
      if (Date.now() - started > RECEIPT_WAIT_MS) return undefined;
      await sleep(RECEIPT_POLL_MS);
    }
  }

  /** Sends an approved batch's calls in order, each after the one before is mined; stops at the first that fails. */
  async function run(batch) {
    for (const call of batch.calls) {
      try {
        const hash = await rpc(batch.chainId, 'eth_sendTransaction', [{ from: batch.from, ...call }]);
        batch.sent.push({ hash });
        const receipt = await receiptOf(batch.chainId, hash);
        if (receipt?.status !== '0x1') break;
      } catch (error) {
        batch.sent.push({ error: error.message });
        break;
      }
    }
    batch.done = true;
  }

  /** Takes an approved batch (from check): its calls go out in order; answers `{ id }` at once. */
  function send(batch) {
    if (batches.has(batch.id)) throw new ProviderRpcError(5720, `There is already a bundle submitted with the id ${batch.id}.`);
    const entry = { ...batch, sent: [], done: false };
    batches.set(batch.id, entry);
    void run(entry);
    return { id: batch.id };
  }

  function known(params) {
    const id = Array.isArray(params) ? params[0] : undefined;
    const batch = typeof id === 'string' ? batches.get(id) : undefined;
    if (!batch) throw new ProviderRpcError(5730, `This bundle id is unknown / has not been submitted: ${id}`);
    return batch;
  }

  /**
   * wallet_getCallsStatus: 100 while calls are still to be sent or mined; then 200 when every call
   * succeeded, 400 when none went on chain, 500 when all that did reverted, 600 when some did. A
   * call whose receipt did not come in the wallet's wait counts as not on chain (until it lands).
   */
  async function status(params) {
    const batch = known(params);
    const hashes = batch.sent.filter((entry) => entry.hash).map((entry) => entry.hash);
    const receipts = (await Promise.all(hashes.map((hash) => rpc(batch.chainId, 'eth_getTransactionReceipt', [hash])))).filter(Boolean);
    const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length;
    const code = !batch.done ? 100 : succeeded === batch.calls.length ? 200 : !receipts.length ? 400 : succeeded === 0 ? 500 : 600;
    return { version: '2.0.0', id: batch.id, chainId: toHex(batch.chainId), status: code, atomic: false, receipts: receipts.map(callReceipt) };
  }

  return { capabilities, check, send, status, known };
}

/** The EIP-5792 methods a wallet that speaks it approves for a WalletConnect session. */
export const EIP5792_METHODS = ['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus', 'wallet_showCallsStatus'];

/**
 * Answers one EIP-5792 request for the wallet's `address`, as a WalletConnect wallet does once
 * the person approved it (wallet_sendCalls) or at once (the others).
 */
export async function answerCallsRequest(batches, method, params, address) {
  switch (method) {
    case 'wallet_getCapabilities': {
      const asked = Array.isArray(params) ? params[0] : undefined;
      if (asked !== undefined && String(asked).toLowerCase() !== address.toLowerCase()) {
        throw unauthorized(`The requested account ${asked} has not been authorized by the user.`);
      }
      return batches.capabilities(Array.isArray(params) ? params[1] : undefined);
    }
    case 'wallet_sendCalls':
      return batches.send(batches.check(params, address));
    case 'wallet_getCallsStatus':
      return batches.status(params);
    case 'wallet_showCallsStatus':
      batches.known(params);
      return null;
    default:
      throw unsupportedMethod(method);
  }
}
