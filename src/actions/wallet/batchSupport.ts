import type { Network } from '../../config/Network';
import { $config } from '../../stores/config';
import { withTimeout } from '../../utils/withTimeout';
import { requestWallet } from './requestWallet';

/**
 * Whether the connected wallet takes a batch of calls (EIP-5792) on a network of numeric chain
 * id, from its wallet_getCapabilities: the atomicity to ask it for (required where it says atomic
 * 'supported'; not where it is 'ready' to upgrade or 'unsupported', which sends the calls in
 * order), or undefined for a wallet without EIP-5792 there (it refuses the method, 4200 or
 * -32601, or does not name the network, or has not answered within the service timeout): its
 * calls go one by one.
 */
export async function batchSupport(network: Network, address: string): Promise<{ atomicRequired: boolean } | undefined> {
  const chain = `0x${Number(network.id).toString(16)}`;
  const asking = requestWallet(network.chainNamespace, { method: 'wallet_getCapabilities', params: [address, [chain]] });
  const status = await withTimeout(asking, $config.get().serviceTimeoutMs, 'The wallet').then(
    (capabilities) => (capabilities as Record<string, { atomic?: { status?: unknown } } | undefined> | null)?.[chain]?.atomic?.status,
    () => undefined,
  );
  return status === 'supported' || status === 'ready' || status === 'unsupported' ? { atomicRequired: status === 'supported' } : undefined;
}
