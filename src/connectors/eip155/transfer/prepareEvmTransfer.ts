import { encodeFunctionData, erc20Abi, numberToHex, type Address, type Client } from 'viem';
import type { Network } from '../../../config/Network';
import { GasEstimationError } from '../../../errors/transactionErrors';
import { assertAddress } from '../../../utils/validateAddress';
import type { ContractCall, PreparedTransfer, SentTransaction, Transfer } from '../../NamespaceAdapter';
import { estimateEvmFees } from './estimateEvmFees';
import { readSentEvmTransaction } from './readSentEvmTransaction';
import { revertReasonOf } from './revertReasonOf';

/**
 * An EVM transfer as the wallet's `eth_sendTransaction`: a plain value transfer for the native
 * coin, the token's `transfer(to, amount)` for an ERC-20. Gas and fees are filled in here, so
 * the wallet shows what the preview showed: EIP-1559 fields where the chain has a base fee,
 * a legacy gas price elsewhere. An estimate that fails (the transaction would revert) throws
 * GasEstimationError with the contract's reason.
 */
export async function prepareEvmTransfer(client: Client, transfer: Transfer, network: Network): Promise<PreparedTransfer> {
  assertAddress(transfer.to);
  const call: ContractCall = transfer.token
    ? { to: transfer.token.address, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [transfer.to, transfer.amount] }) }
    : { to: transfer.to, value: transfer.amount };
  return prepareEvmCall(client, transfer.from, call, network);
}

/**
 * Any EVM call from the connected account as the wallet's `eth_sendTransaction` (a transfer,
 * a swap or its approval), with gas and fees filled in, so the wallet shows what the preview
 * showed: EIP-1559 fields where the chain has a base fee, a legacy gas price elsewhere. An
 * estimate that fails (the call would revert) throws GasEstimationError with the contract's reason.
 */
export async function prepareEvmCall(client: Client, fromAddress: string, call: ContractCall, network: Network): Promise<PreparedTransfer> {
  assertAddress(fromAddress, { strict: false });
  assertAddress(call.to, { strict: false });
  const from = fromAddress as Address;
  const to = call.to as Address;
  const [fees, gas] = await Promise.all([
    estimateEvmFees(client),
    // The raw RPC call: viem's estimateGas action brings signature recovery (EIP-7702) into the bundle.
    client
      .request({ method: 'eth_estimateGas', params: [{ from, to, value: numberToHex(call.value), ...(call.data ? { data: call.data } : {}) }] })
      .then((estimate) => BigInt(estimate))
      .catch((error: unknown) => {
        throw new GasEstimationError({ reason: revertReasonOf(error), cause: error });
      }),
  ]);
  const feeFields =
    'gasPrice' in fees
      ? { gasPrice: numberToHex(fees.gasPrice) }
      : { maxFeePerGas: numberToHex(fees.maxFeePerGas), maxPriorityFeePerGas: numberToHex(fees.maxPriorityFeePerGas) };
  const transaction = { from, to, value: numberToHex(call.value), ...(call.data ? { data: call.data } : {}), gas: numberToHex(gas), ...feeFields };
  return {
    request: { method: 'eth_sendTransaction', params: [transaction] },
    fee: gas * ('gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas),
    sent: (answer: unknown): Promise<SentTransaction> => readSentEvmTransaction(client, answer, { from, network, intent: { to, value: call.value, data: call.data } }),
  };
}
