import { computed } from 'nanostores';
import type { Network } from '../config/Network';
import { $account } from './account';
import { $config } from './config';
import { $activeNamespace, $activeNetwork } from './network';

/**
 * The configured networks on which the connected address can receive: those of its namespace
 * (one address serves them all), but for a smart account only the network it is active on: it
 * has another address, or none, on the others, and funds sent there would reach no one.
 */
export const $compatibleNetworks = computed([$config, $activeNamespace, $activeNetwork, $account], (config, namespace, active, account): readonly Network[] => {
  const smart = account.allAccounts.some((candidate) => candidate.type === 'smartAccount' && candidate.address === account.address);
  if (smart) return config.networks.filter((network) => network.caipNetworkId === active.caipNetworkId);
  return config.networks.filter((network) => network.chainNamespace === namespace);
});
