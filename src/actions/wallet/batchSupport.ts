import type { Network } from '../../config/Network';
import { requestWallet } from './requestWallet';

/**
 * Whether the connected wallet takes a batch of calls (EIP-5792) on a network of numeric chain id, from its
 * wallet_getCapabilities: the atomicity to ask it for (required where it says atomic
 * 'supported'; not where it is 'ready' to upgrade or 'unsupported', which sends the calls in
 * order), or undefined for a wallet without EIP-5792 there (it refuses the method, 4200 or
 * -32601, or does not name the network): its calls go one by one.
 */
export async function batchSupport(network: Network, address: string): Promise<{ atomicRequired: boolean } | undefined> {
  const chainId = Number(network.id);
  if (!Number.isSafeInteger(chainId) || chainId <= 0) return undefined;
  const chain = `0x${chainId.toString(16)}`;
  try {
    const capabilities = (await requestWallet(network.chainNamespace, { method: 'wallet_getCapabilities', params: [address, [chain]] })) as
      | Record<string, { atomic?: { status?: unknown } } | undefined>
      | undefined;
    const status = capabilities?.[chain]?.atomic?.status;
    if (status === 'supported') return { atomicRequired: true };
    if (status === 'ready' || status === 'unsupported') return { atomicRequired: false };
  } catch {
    // A wallet without EIP-5792: one call at a time.
  }
  return undefined;
}
