import { lazyDiscovery } from '../lazyDiscovery';
import type { NamespaceConnector } from '../NamespaceConnector';
import { EIP155_NETWORKS } from './eip155Networks';
import { createEip155Provider } from './provider/createEip155Provider';
import type { Eip155Provider } from './provider/Eip155Provider';

/**
 * eip155 (EVM) as registered: browser wallets announced through EIP-6963, what a
 * WalletConnect session must carry for it, the adapter (wagmi, viem) in its own chunk, its
 * networks, every wallet feature, and the EIP-1193 provider of the host.
 */
export const eip155Connector: NamespaceConnector<Eip155Provider> & { namespace: 'eip155' } = {
  namespace: 'eip155',
  ...lazyDiscovery(() => import('./eip6963/eip155Discovery').then(({ eip155Discovery }) => eip155Discovery)),
  walletConnect: {
    methods: [
      'eth_sendTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sign',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_showCallsStatus',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
  embedded: true,
  load: () => import('./evmAdapter').then(({ evmAdapter }) => evmAdapter()),
  networks: EIP155_NETWORKS,
  accountTypes: ['eoa', 'smartAccount'],
  features: ['send', 'swaps', 'onramp', 'activity', 'identity', 'names', 'email', 'socials', 'tokenBalances', 'siwx', 'smartSessions'],
  loadRpcMethods: () => import('./eip155RpcMethods').then(({ EIP155_RPC_METHODS }) => EIP155_RPC_METHODS),
  createProvider: createEip155Provider,
};
