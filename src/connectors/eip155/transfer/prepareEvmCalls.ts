import { numberToHex, type Client } from 'viem';
import type { Network } from '../../../config/Network';
import { GasEstimationError } from '../../../errors/transactionErrors';
import type { ContractCall, PreparedCalls } from '../../NamespaceAdapter';
import { estimateEvmFees } from './estimateEvmFees';
import { revertReasonOf } from './revertReasonOf';

type Simulated = [{ calls: { status: string; gasUsed: string; error?: { message?: string } }[] }];

/**
 * Calls from the account, one after another, as one EIP-5792 `wallet_sendCalls` (version 2.0.0)
 * on the network. They are simulated in order first (eth_simulateV1: a later call sees what the
 * earlier ones did, as a swap sees its approval), so a batch that would fail stops here with
 * GasEstimationError and the failing call's reason; the fee is the gas they use at the network's
 * fee now. The calls are the checked ones of the caller (their addresses included).
 */
export async function prepareEvmCalls(client: Client, from: string, calls: readonly ContractCall[], network: Network, options: { atomicRequired: boolean }): Promise<PreparedCalls> {
  const wire = calls.map(({ to, value, data }) => ({ to, value: numberToHex(value), ...(data ? { data } : {}) }));
  const [fees, simulated] = await Promise.all([
    estimateEvmFees(client),
    (client.request as (args: { method: string; params: unknown }) => Promise<Simulated>)({
      method: 'eth_simulateV1',
      params: [{ blockStateCalls: [{ calls: wire.map((call) => ({ from, ...call })) }] }, 'latest'],
    }).catch((error: unknown) => {
      throw new GasEstimationError({ reason: revertReasonOf(error), cause: error });
    }),
  ]);
  let gas = 0n;
  for (const result of simulated?.[0]?.calls ?? []) {
    if (result.status !== '0x1') throw new GasEstimationError({ reason: result.error?.message });
    gas += BigInt(result.gasUsed);
  }
  if (!gas) throw new GasEstimationError({});
  return {
    request: { method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: numberToHex(Number(network.id)), from, atomicRequired: options.atomicRequired, calls: wire }] },
    fee: gas * ('gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas),
    from,
    calls,
  };
}
