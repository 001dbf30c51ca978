import type { Network } from '../../config/Network';
import type { BuiltInNetwork } from '../NamespaceConnector';

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 };

interface Extras {
  imageId?: string;
  nativeCurrency?: Network['nativeCurrency'];
  testnet?: boolean;
}

function evm(id: number, name: string, explorer: string, blockTimeMs: number, { imageId, nativeCurrency = ETH, testnet = false }: Extras = {}): BuiltInNetwork {
  return {
    id,
    name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
    nativeCurrency,
    blockExplorers: { default: { name: 'Explorer', url: explorer } },
    testnet,
    assets: imageId ? { imageId } : undefined,
    blockTimeMs,
  };
}

/**
 * The EVM networks a host can name by CAIP-2 id: at least the swap networks of spec §9 and
 * Sepolia, with their block times. Image ids are the wallet-list service's asset images.
 */
export const EIP155_NETWORKS: readonly BuiltInNetwork[] = [
  evm(1, 'Ethereum', 'https://etherscan.io', 12_000, { imageId: 'ba0ba0cd-17c6-4806-ad93-f9d174f17900' }),
  evm(42161, 'Arbitrum One', 'https://arbiscan.io', 250, { imageId: '3bff954d-5cb0-47a0-9a23-d20192e74600' }),
  evm(10, 'OP Mainnet', 'https://optimistic.etherscan.io', 2_000, { imageId: 'ab9c186a-c52f-464b-2906-ca59d760a400' }),
  evm(324, 'ZKsync Era', 'https://era.zksync.network', 1_000, { imageId: 'b310f07f-4ef7-49f3-7073-2a0a39685800' }),
  evm(8453, 'Base', 'https://basescan.org', 2_000, { imageId: '7289c336-3981-4081-c5f4-efc26ac64a00' }),
  evm(56, 'BNB Smart Chain', 'https://bscscan.com', 3_000, {
    imageId: '93564157-2e8e-4ce7-81df-b264dbee9b00',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  }),
  evm(137, 'Polygon', 'https://polygonscan.com', 2_000, {
    imageId: '41d04d42-da3b-4453-8506-668cc0727900',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  }),
  evm(100, 'Gnosis', 'https://gnosisscan.io', 5_000, {
    imageId: '02b53f6a-e3d4-479e-1cb4-21178987d100',
    nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  }),
  evm(43114, 'Avalanche', 'https://snowtrace.io', 2_000, {
    imageId: '30c46e53-e989-45fb-4549-be3bd4eb3b00',
    nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  }),
  evm(250, 'Fantom', 'https://ftmscan.com', 1_000, {
    imageId: '06b26297-fe0c-4733-5d6b-ffa5498aac00',
    nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  }),
  evm(8217, 'Kaia', 'https://kaiascope.com', 1_000, { nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 } }),
  evm(1313161554, 'Aurora', 'https://explorer.aurora.dev', 1_000, { imageId: '3ff73439-a619-4894-9262-4470c773a100' }),
  evm(11155111, 'Sepolia', 'https://sepolia.etherscan.io', 12_000, {
    imageId: 'e909ea0a-f92a-4512-c8fc-748044ea6800',
    nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
    testnet: true,
  }),
  evm(84532, 'Base Sepolia', 'https://sepolia.basescan.org', 2_000, { imageId: 'a18a7ecd-e307-4360-4746-283182228e00', testnet: true }),
];
