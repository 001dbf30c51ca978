import { computed } from 'nanostores';
import { namespaceConnector } from '../connectors/namespaceConnectors';
import { $config } from './config';

/** Whether WalletConnect is offered: some configured network is in a namespace this build connects (its session carries them all). */
export const $walletConnectOffered = computed($config, (config) =>
  config.networks.some((network) => namespaceConnector(network.chainNamespace) !== undefined),
);
