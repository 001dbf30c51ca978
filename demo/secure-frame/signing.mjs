// What an approved request does with the user's account: personal_sign, eth_signTypedData_v4,
// and eth_sendTransaction (gas and fees filled from the chain's RPC before it is shown, the nonce
// when it is signed here, sent with eth_sendRawTransaction). The request's params are checked
// before they are shown.
import { createPublicClient, http, isAddress, isAddressEqual, isHex } from 'viem';
import { checkRpcChain } from './checkRpcChain.mjs';
import { FrameError } from './frameError.mjs';

const invalid = (what) => new FrameError(`Invalid ${what}`, -32602);

/** `{ message }` of personal_sign params [message, address] (either order, as dapps differ). */
export function readPersonalSign(params, address) {
  let [message, account] = params;
  if (typeof message === 'string' && isAddress(message) && isAddressEqual(message, address) && typeof account === 'string' && !(isAddress(account) && isAddressEqual(account, address))) {
    [message, account] = [account, message];
  }
  if (typeof message !== 'string') throw invalid('message');
  if (account !== undefined && !(typeof account === 'string' && isAddress(account) && isAddressEqual(account, address))) throw invalid('account');
  return { message };
}

/** `{ typedData }` of eth_signTypedData_v4 params [address, typedData (JSON text or object)]. */
export function readTypedData(params, address) {
  const [account, data] = params;
  if (!(typeof account === 'string' && isAddress(account) && isAddressEqual(account, address))) throw invalid('account');
  let typedData = data;
  if (typeof data === 'string') {
    try {
      typedData = JSON.parse(data);
    } catch {
      throw invalid('typed data');
    }
  }
  const ok = typedData && typeof typedData === 'object' && typedData.types && typeof typedData.types === 'object' && typeof typedData.primaryType === 'string' && typedData.message && typeof typedData.message === 'object';
  if (!ok) throw invalid('typed data');
  return { typedData };
}

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

/** `{ tx }` of eth_sendTransaction params [tx]: addresses, hex quantities and data checked. */
export function readTransaction(params, address) {
  const [tx] = params;
  if (!tx || typeof tx !== 'object' || Array.isArray(tx)) throw invalid('transaction');
  if (tx.from !== undefined && !(typeof tx.from === 'string' && isAddress(tx.from) && isAddressEqual(tx.from, address))) throw invalid('from');
  if (tx.to !== undefined && tx.to !== null && !(typeof tx.to === 'string' && isAddress(tx.to))) throw invalid('to');
  for (const key of ['value', 'gas', 'nonce', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas']) {
    if (tx[key] !== undefined && !(typeof tx[key] === 'string' && QUANTITY.test(tx[key]))) throw invalid(key);
  }
  const data = tx.data ?? tx.input;
  if (data !== undefined && !(typeof data === 'string' && isHex(data) && data.length % 2 === 0)) throw invalid('data');
  return { tx: { ...tx, data } };
}

export function personalSign(account, { message }) {
  return account.signMessage({ message: isHex(message) ? { raw: message } : message });
}

export function signTypedData(account, { typedData }) {
  const { domain = {}, types, primaryType, message } = typedData;
  return account.signTypedData({ domain, types, primaryType, message });
}

const big = (value) => (value === undefined ? undefined : BigInt(value));

const clientFor = (rpcUrl) => createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }) });

/**
 * Fills the transaction's gas and fees from the chain's RPC before it is shown, so the screen
 * can say its maximum fee and total and Approve signs exactly that. `maxFee` is gas times the
 * highest price per gas the transaction allows. The nonce, which the screen does not show, is
 * read when it is signed.
 */
export async function prepareTransaction({ tx }, { address, chainId, rpcUrl }) {
  const client = clientFor(rpcUrl);
  await checkRpcChain(client, chainId);
  const base = { to: tx.to ?? undefined, value: big(tx.value) ?? 0n, data: tx.data };
  const gas = big(tx.gas) ?? (await client.estimateGas({ account: address, ...base }));
  let fees;
  if (tx.gasPrice !== undefined) fees = { type: 'legacy', gasPrice: big(tx.gasPrice) };
  else if (tx.maxFeePerGas !== undefined) fees = { type: 'eip1559', maxFeePerGas: big(tx.maxFeePerGas), maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) ?? 0n };
  else {
    try {
      fees = { type: 'eip1559', ...(await client.estimateFeesPerGas()) };
    } catch {
      fees = { type: 'legacy', gasPrice: await client.getGasPrice() };
    }
  }
  const nonce = tx.nonce === undefined ? undefined : Number(BigInt(tx.nonce));
  return { chainId, rpcUrl, nonce, gas, ...base, fees, maxFee: gas * (fees.type === 'legacy' ? fees.gasPrice : fees.maxFeePerGas) };
}

/** Signs and sends a prepared transaction as it was shown; resolves to its hash. */
export async function sendTransaction(account, prepared) {
  const { chainId, rpcUrl, gas, to, value, data, fees } = prepared;
  const client = clientFor(rpcUrl);
  const nonce = prepared.nonce ?? (await client.getTransactionCount({ address: account.address, blockTag: 'pending' }));
  const serialized = await account.signTransaction({ chainId, nonce, gas, to, value, data, ...fees });
  return client.request({ method: 'eth_sendRawTransaction', params: [serialized] });
}
