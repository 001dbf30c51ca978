import type { Network } from './Network';

type BuiltIn = Omit<Network, 'rpcUrls' | 'caipNetworkId'> & { caipNetworkId?: string };

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 };

function evm(id: number, name: string, explorer: string, nativeCurrency = ETH, testnet = false): BuiltIn {
  return {
    id,
    name,
    chainNamespace: 'eip155',
    nativeCurrency,
    blockExplorers: { default: { name: 'Explorer', url: explorer } },
    testnet,
  };
}

function solana(reference: string, name: string, cluster: string, testnet: boolean): BuiltIn {
  return {
    id: reference,
    name,
    chainNamespace: 'solana',
    nativeCurrency: SOL,
    blockExplorers: { default: { name: 'Solscan', url: `https://solscan.io${cluster}` } },
    testnet,
  };
}

/**
 * Networks a host can name by CAIP-2 id. Their RPC URL is filled in at configuration time
 * with the JSON-RPC gateway of `api-url`, so no network is ever called on a public node.
 * Holds at least the swap networks of spec §9, Sepolia and the three Solana clusters.
 */
export const BUILT_IN_NETWORKS: readonly BuiltIn[] = [
  evm(1, 'Ethereum', 'https://etherscan.io'),
  evm(42161, 'Arbitrum One', 'https://arbiscan.io'),
  evm(10, 'OP Mainnet', 'https://optimistic.etherscan.io'),
  evm(324, 'ZKsync Era', 'https://era.zksync.network'),
  evm(8453, 'Base', 'https://basescan.org'),
  evm(56, 'BNB Smart Chain', 'https://bscscan.com', { name: 'BNB', symbol: 'BNB', decimals: 18 }),
  evm(137, 'Polygon', 'https://polygonscan.com', { name: 'POL', symbol: 'POL', decimals: 18 }),
  evm(100, 'Gnosis', 'https://gnosisscan.io', { name: 'xDAI', symbol: 'XDAI', decimals: 18 }),
  evm(43114, 'Avalanche', 'https://snowtrace.io', { name: 'Avalanche', symbol: 'AVAX', decimals: 18 }),
  evm(250, 'Fantom', 'https://ftmscan.com', { name: 'Fantom', symbol: 'FTM', decimals: 18 }),
  evm(8217, 'Kaia', 'https://kaiascope.com', { name: 'Kaia', symbol: 'KAIA', decimals: 18 }),
  evm(1313161554, 'Aurora', 'https://explorer.aurora.dev'),
  evm(11155111, 'Sepolia', 'https://sepolia.etherscan.io', { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 }, true),
  evm(84532, 'Base Sepolia', 'https://sepolia.basescan.org', ETH, true),
  solana('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', '', false),
  solana('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', '?cluster=devnet', true),
  solana('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', '?cluster=testnet', true),
].map((network) => ({ ...network, caipNetworkId: `${network.chainNamespace}:${network.id}` }));
