import type { Network } from '../../config/Network';
import type { BuiltInNetwork } from '../NamespaceConnector';

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 };

interface Extras {
  nativeCurrency?: Network['nativeCurrency'];
  testnet?: boolean;
}

function evm(id: number, name: string, explorer: string, blockTimeMs: number, { nativeCurrency = ETH, testnet = false }: Extras = {}): BuiltInNetwork {
  return {
    id,
    name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
    nativeCurrency,
    blockExplorers: { default: { name: 'Explorer', url: explorer } },
    testnet,
    blockTimeMs,
  };
}

/**
 * The EVM networks a host can name by CAIP-2 id: at least the swap networks of spec §9 and
 * Sepolia, with their block times. Their icons are the modal's drawn marks (config/networkMarks.ts).
 */
export const EIP155_NETWORKS: readonly BuiltInNetwork[] = [
  evm(1, 'Ethereum', 'https://etherscan.io', 12_000),
  evm(42161, 'Arbitrum One', 'https://arbiscan.io', 250),
  evm(10, 'OP Mainnet', 'https://optimistic.etherscan.io', 2_000),
  evm(324, 'ZKsync Era', 'https://era.zksync.network', 1_000),
  evm(8453, 'Base', 'https://basescan.org', 2_000),
  evm(56, 'BNB Smart Chain', 'https://bscscan.com', 3_000, {
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  }),
  evm(137, 'Polygon', 'https://polygonscan.com', 2_000, {
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  }),
  evm(100, 'Gnosis', 'https://gnosisscan.io', 5_000, {
    nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  }),
  evm(43114, 'Avalanche', 'https://snowtrace.io', 2_000, {
    nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  }),
  evm(250, 'Fantom', 'https://ftmscan.com', 1_000, {
    nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  }),
  evm(8217, 'Kaia', 'https://kaiascope.com', 1_000, { nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 } }),
  evm(1313161554, 'Aurora', 'https://explorer.aurora.dev', 1_000),
  evm(11155111, 'Sepolia', 'https://sepolia.etherscan.io', 12_000, {
    nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
    testnet: true,
  }),
  evm(84532, 'Base Sepolia', 'https://sepolia.basescan.org', 2_000, { testnet: true }),
];
