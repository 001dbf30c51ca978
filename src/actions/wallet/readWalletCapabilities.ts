import type { ChainNamespace } from '../../config/chainNamespaces';
import { $config } from '../../stores/config';
import { isRecord } from '../../services/storage/guards';
import { withTimeout } from '../../utils/withTimeout';
import { requestWallet } from './requestWallet';

/**
 * The connected wallet's EIP-5792 capabilities of `address` on one chain (0x chain id), or
 * undefined: a wallet that refuses wallet_getCapabilities, answers something else, does not
 * name the chain, or has not answered within the service timeout (a safe method, so nothing
 * else would end the wait) says no more than one without the method.
 */
export async function readWalletCapabilities(namespace: ChainNamespace, address: string, chain: `0x${string}`): Promise<Record<string, unknown> | undefined> {
  const asking = requestWallet(namespace, { method: 'wallet_getCapabilities', params: [address, [chain]] });
  const capabilities = await withTimeout(asking, $config.get().serviceTimeoutMs, 'The wallet').catch(() => undefined);
  const onChain = isRecord(capabilities) ? capabilities[chain] : undefined;
  return isRecord(onChain) ? onChain : undefined;
}
