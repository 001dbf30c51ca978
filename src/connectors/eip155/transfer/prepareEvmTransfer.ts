import { encodeFunctionData, erc20Abi, isHash, numberToHex, type Address, type Client } from 'viem';
import { getTransaction } from 'viem/actions';
import type { Network } from '../../../config/Network';
import { InvalidWalletDataError } from '../../../errors/connectionErrors';
import { GasEstimationError } from '../../../errors/transactionErrors';
import { assertAddress } from '../../../utils/validateAddress';
import type { PreparedTransfer, SentTransaction, Transfer } from '../../NamespaceAdapter';
import { estimateEvmFees } from './estimateEvmFees';
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
  assertAddress(transfer.from, { strict: false });
  const from = transfer.from as Address;
  const call = transfer.token
    ? { to: transfer.token.address as Address, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [transfer.to, transfer.amount] }) }
    : { to: transfer.to, value: transfer.amount, data: undefined };
  const [fees, gas] = await Promise.all([
    estimateEvmFees(client),
    // The raw RPC call: viem's estimateGas action brings signature recovery (EIP-7702) into the bundle.
    client
      .request({ method: 'eth_estimateGas', params: [{ from, to: call.to, value: numberToHex(call.value), ...(call.data ? { data: call.data } : {}) }] })
      .then((gas) => BigInt(gas))
      .catch((error: unknown) => {
        throw new GasEstimationError({ reason: revertReasonOf(error), cause: error });
      }),
  ]);
  const feeFields =
    'gasPrice' in fees
      ? { gasPrice: numberToHex(fees.gasPrice) }
      : { maxFeePerGas: numberToHex(fees.maxFeePerGas), maxPriorityFeePerGas: numberToHex(fees.maxPriorityFeePerGas) };
  const transaction = {
    from,
    to: call.to,
    value: numberToHex(call.value),
    ...(call.data ? { data: call.data } : {}),
    gas: numberToHex(gas),
    ...feeFields,
  };
  return {
    request: { method: 'eth_sendTransaction', params: [transaction] },
    fee: gas * ('gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas),
    async sent(answer: unknown): Promise<SentTransaction> {
      // The wallet's answer is outside input: only a transaction hash is followed.
      if (typeof answer !== 'string' || !isHash(answer)) throw new InvalidWalletDataError('transaction', answer);
      // The nonce lets a replacement be recognised after a reload; the wallet chose it.
      const nonce = await getTransaction(client, { hash: answer }).then(
        (sent) => sent.nonce,
        () => undefined,
      );
      return { id: answer, caipNetworkId: network.caipNetworkId, from, nonce, intent: { to: call.to, value: call.value, data: call.data } };
    },
  };
}
