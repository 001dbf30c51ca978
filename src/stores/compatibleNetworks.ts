import { computed } from 'nanostores';
import type { Network } from '../config/Network';
import { $config } from './config';
import { $activeNamespace } from './network';

/** The configured networks on which the connected address can receive: those of its namespace (one address serves them all). */
export const $compatibleNetworks = computed([$config, $activeNamespace], (config, namespace): readonly Network[] =>
  config.networks.filter((network) => network.chainNamespace === namespace),
);
