// EIP-5792 in the frame: wallet_getCapabilities, wallet_sendCalls (checked here, sent as one
// user operation of the smart account by rpcHandlers.mjs), wallet_getCallsStatus and
// wallet_showCallsStatus. Only the smart account batches (atomically, on the chains where a
// bundler runs); the eoa's capability answer says 'unsupported' and its wallet_sendCalls is
// refused: 5760 when the app requires atomicity, else 4200 (this frame does not send calls one by
// one). A batch's id is its user operation's hash; the frame remembers the ids it made until it
// is reloaded (an id it does not know: 5730). The key account (eoa) also says `permissions` (smart
// sessions, sessionPermissions.mjs) on the chains where the Delegation Framework is deployed.
import { isAddress, isAddressEqual, isHex } from 'viem';
import { permissionsCapability } from '../sessions/permissionsCapability.mjs';
import { parseChainId } from './chainState.mjs';
import { FrameError } from './frameError.mjs';

export const CALLS_VERSION = '2.0.0';
const MAX_CALLS = 20;
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;
const invalid = (what) => new FrameError(`Invalid ${what}`, -32602);
const hexChainId = (chainId) => `0x${chainId.toString(16)}`;

export const atomicityNotSupported = () => new FrameError('Atomicity not supported', 5760);
export const eoaCannotBatch = () => new FrameError('wallet_sendCalls is available only from the smart account', 4200);
const unknownBundle = () => new FrameError('Unknown bundle id', 5730);

/** Capabilities marked required (not `optional: true`) are refused: the frame supports none beyond atomic. */
function checkCapabilities(capabilities) {
  if (capabilities === undefined) return;
  if (!capabilities || typeof capabilities !== 'object' || Array.isArray(capabilities)) throw invalid('capabilities');
  for (const [name, value] of Object.entries(capabilities)) {
    if (value?.optional !== true) throw new FrameError(`Unsupported non-optional capability: ${name.slice(0, 64)}`, 5700);
  }
}

/** `{ chainId, atomicRequired, calls: [{ to, value, data }], id? }` of wallet_sendCalls params [request]. */
export function readSendCalls(params, address, chainId) {
  const [request] = params;
  if (!request || typeof request !== 'object' || Array.isArray(request)) throw invalid('request');
  if (typeof request.version !== 'string') throw invalid('version');
  if (request.from !== undefined && !(typeof request.from === 'string' && isAddress(request.from) && isAddressEqual(request.from, address))) throw invalid('from');
  const requested = parseChainId(request.chainId);
  if (!requested) throw invalid('chainId');
  if (requested !== chainId) throw new FrameError(`The calls are for chain ${requested}, the wallet is on chain ${chainId}`, 5710);
  if (request.id !== undefined && !(typeof request.id === 'string' && request.id.length <= 4096)) throw invalid('id');
  if (typeof request.atomicRequired !== 'boolean') throw invalid('atomicRequired');
  checkCapabilities(request.capabilities);
  if (!Array.isArray(request.calls) || request.calls.length === 0) throw invalid('calls');
  if (request.calls.length > MAX_CALLS) throw new FrameError(`At most ${MAX_CALLS} calls in one batch`, 5740);
  const calls = request.calls.map((call) => {
    if (!call || typeof call !== 'object') throw invalid('call');
    if (!(typeof call.to === 'string' && isAddress(call.to))) throw invalid('call to');
    if (call.value !== undefined && !(typeof call.value === 'string' && QUANTITY.test(call.value))) throw invalid('call value');
    if (call.data !== undefined && !(typeof call.data === 'string' && isHex(call.data) && call.data.length % 2 === 0)) throw invalid('call data');
    checkCapabilities(call.capabilities);
    return { to: call.to, value: call.value === undefined ? 0n : BigInt(call.value), data: call.data ?? '0x' };
  });
  return { chainId: requested, atomicRequired: request.atomicRequired, calls, id: request.id };
}

/**
 * wallet_getCapabilities [address, chainIds?]: `atomic` per hex chain id, 'supported' for the
 * smart account where it runs, 'unsupported' otherwise; `permissions` for the eoa on
 * `sessionChainIds`. `accounts` is `{ eoa, safe? }`.
 */
export function capabilitiesOf(params, { accounts, isEnabled, chainIds, sessionChainIds }) {
  const [address, wanted] = params;
  if (!(typeof address === 'string' && isAddress(address))) throw invalid('address');
  const mine = [accounts.eoa, accounts.safe].filter(Boolean);
  if (!mine.some((own) => isAddressEqual(own, address))) throw new FrameError('Unknown account', 4100);
  let ids = chainIds;
  if (wanted !== undefined) {
    if (!Array.isArray(wanted)) throw invalid('chain ids');
    ids = wanted.map(parseChainId);
    if (ids.some((id) => !id)) throw invalid('chain id');
  }
  const smart = accounts.safe && isAddressEqual(accounts.safe, address);
  const grants = isAddressEqual(accounts.eoa, address);
  return Object.fromEntries(
    ids.map((id) => [hexChainId(id), { atomic: { status: smart && isEnabled(id) ? 'supported' : 'unsupported' }, ...(grants && sessionChainIds.includes(id) ? { permissions: permissionsCapability() } : {}) }]),
  );
}

/** The batches this frame sent: id -> { chainId, rpcUrl, sender, hash }. */
export function createCallsLedger() {
  const batches = new Map();
  return {
    has: (id) => batches.has(id),
    add(id, batch) {
      batches.set(id, batch);
    },
    get(id) {
      if (typeof id !== 'string' || !batches.has(id)) throw unknownBundle();
      return batches.get(id);
    },
  };
}

/** wallet_getCallsStatus's answer from the bundler's raw receipt (null: still pending). */
export function callsStatus(id, chainId, raw) {
  const base = { version: CALLS_VERSION, id, chainId: hexChainId(chainId), atomic: true };
  if (!raw) return { ...base, status: 100 };
  const { receipt } = raw;
  return {
    ...base,
    status: raw.success ? 200 : 500,
    receipts: [
      {
        logs: (raw.logs ?? []).map(({ address, data, topics }) => ({ address, data, topics })),
        status: raw.success ? '0x1' : '0x0',
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        transactionHash: receipt.transactionHash,
      },
    ],
  };
}
