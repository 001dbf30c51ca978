import { numberToHex, type Address, type Client } from 'viem';
import type { Network } from '../../../config/Network';
import { GasEstimationError } from '../../../errors/transactionErrors';
import { assertAddress } from '../../../utils/validateAddress';
import type { ContractCall, PreparedCalls } from '../../NamespaceAdapter';
import { estimateEvmFees } from './estimateEvmFees';
import { revertReasonOf } from './revertReasonOf';

interface SimulatedCall {
  status?: string;
  gasUsed?: string;
  error?: { message?: string; data?: unknown };
}

/**
 * Calls from the account, one after another, as one EIP-5792 `wallet_sendCalls` (version 2.0.0)
 * on the network. They are simulated in order first (eth_simulateV1: a later call sees what the
 * earlier ones did, as a swap sees its approval), so a batch that would fail stops here with
 * GasEstimationError and the failing call's reason; the fee is the gas they use at the network's
 * fee now.
 */
export async function prepareEvmCalls(client: Client, fromAddress: string, calls: readonly ContractCall[], network: Network, options: { atomicRequired: boolean }): Promise<PreparedCalls> {
  assertAddress(fromAddress, { strict: false });
  const from = fromAddress as Address;
  const wire = calls.map((call) => {
    assertAddress(call.to, { strict: false });
    return { to: call.to as Address, value: numberToHex(call.value), ...(call.data ? { data: call.data } : {}) };
  });
  const [fees, simulated] = await Promise.all([
    estimateEvmFees(client),
    (client.request as (args: { method: string; params: unknown }) => Promise<unknown>)({
      method: 'eth_simulateV1',
      params: [{ blockStateCalls: [{ calls: wire.map((call) => ({ from, ...call })) }] }, 'latest'],
    }).catch((error: unknown) => {
      throw new GasEstimationError({ reason: revertReasonOf(error), cause: error });
    }),
  ]);
  const results = (Array.isArray(simulated) ? (simulated[0] as { calls?: unknown } | undefined)?.calls : undefined) as SimulatedCall[] | undefined;
  if (!Array.isArray(results) || results.length !== calls.length) throw new GasEstimationError({ reason: undefined });
  let gas = 0n;
  for (const result of results) {
    if (result.status !== '0x1' || typeof result.gasUsed !== 'string') throw new GasEstimationError({ reason: result.error?.message });
    gas += BigInt(result.gasUsed);
  }
  const request = { version: '2.0.0', chainId: numberToHex(Number(network.id)), from, atomicRequired: options.atomicRequired, calls: wire };
  return {
    request: { method: 'wallet_sendCalls', params: [request] },
    fee: gas * ('gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas),
  };
}
