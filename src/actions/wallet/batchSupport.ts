import type { Network } from '../../config/Network';
import { isRecord } from '../../services/storage/guards';
import { readWalletCapabilities } from './readWalletCapabilities';

/**
 * Whether the connected wallet takes a batch of calls (EIP-5792) on a network of numeric chain
 * id, from its capabilities there (readWalletCapabilities): the atomicity to ask it for
 * (required where it says atomic 'supported'; not where it is 'ready' to upgrade or
 * 'unsupported', which sends the calls in order), or undefined for a wallet without EIP-5792
 * there: its calls go one by one.
 */
export async function batchSupport(network: Network, address: string): Promise<{ atomicRequired: boolean } | undefined> {
  const capabilities = await readWalletCapabilities(network.chainNamespace, address, `0x${Number(network.id).toString(16)}`);
  const status = isRecord(capabilities?.atomic) ? capabilities.atomic.status : undefined;
  return status === 'supported' || status === 'ready' || status === 'unsupported' ? { atomicRequired: status === 'supported' } : undefined;
}
