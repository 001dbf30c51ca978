// A payment out of a local service's own hot wallet (an on-ramp provider's delivery, the local
// exchange's deposit): the native coin, or an ERC-20's transfer, signed with the service's key
// and sent raw, as a hosted service pays out from its own wallet.
import { SELECTORS } from './erc20Bytecode.mjs';
import { rpc, toHex, word } from './rpcClient.mjs';

const PRIORITY_FEE = 1_000_000_000n; // 1 gwei
/** ERC-20 transfer(address,uint256)'s selector, as hex without 0x. */
export const TRANSFER = SELECTORS.transfer.toString(16).padStart(8, '0');

/**
 * Sends `units` of `token` (its address; none for the native coin) from `account` (a viem
 * account) to `to` on the chain at `rpcUrl`; resolves to the transaction hash.
 */
export async function sendFromHotWallet({ rpcUrl, chainId, account, token, to, units }) {
  const call = token ? { to: token, value: 0n, data: `0x${TRANSFER}${word(to)}${word(units)}` } : { to, value: units, data: '0x' };
  const from = account.address;
  const [nonce, block, gas] = await Promise.all([
    rpc(rpcUrl, 'eth_getTransactionCount', [from, 'pending']),
    rpc(rpcUrl, 'eth_getBlockByNumber', ['latest', false]),
    rpc(rpcUrl, 'eth_estimateGas', [{ from, to: call.to, value: toHex(call.value), data: call.data }]),
  ]);
  const baseFee = BigInt(block?.baseFeePerGas ?? '0x0');
  const signed = await account.signTransaction({
    type: 'eip1559',
    chainId,
    nonce: Number(nonce),
    to: call.to,
    value: call.value,
    data: call.data,
    gas: (BigInt(gas) * 12n) / 10n,
    maxPriorityFeePerGas: PRIORITY_FEE,
    maxFeePerGas: baseFee * 2n + PRIORITY_FEE,
  });
  return rpc(rpcUrl, 'eth_sendRawTransaction', [signed]);
}
