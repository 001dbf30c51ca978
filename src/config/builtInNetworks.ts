import { COSMOS_NETWORKS } from '../connectors/cosmos/cosmosNetworks';
import type { Network } from './Network';

type BuiltIn = Omit<Network, 'rpcUrls' | 'caipNetworkId'> & { caipNetworkId?: string };

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 };
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 };

interface EvmExtras {
  imageId?: string;
  nativeCurrency?: Network['nativeCurrency'];
  testnet?: boolean;
}

function evm(id: number, name: string, explorer: string, { imageId, nativeCurrency = ETH, testnet = false }: EvmExtras = {}): BuiltIn {
  return {
    id,
    name,
    chainNamespace: 'eip155',
    nativeCurrency,
    blockExplorers: { default: { name: 'Explorer', url: explorer } },
    testnet,
    assets: imageId ? { imageId } : undefined,
  };
}

const SOLANA_IMAGE = 'a1b58899-f671-4276-6a5e-56ca5bd59700';

function solana(reference: string, name: string, cluster: string, testnet: boolean): BuiltIn {
  return {
    id: reference,
    name,
    chainNamespace: 'solana',
    nativeCurrency: SOL,
    blockExplorers: { default: { name: 'Solscan', url: `https://solscan.io${cluster}` } },
    testnet,
    assets: { imageId: SOLANA_IMAGE },
  };
}

/** A Bitcoin network (CAIP-2 bip122: the genesis block hash's first 32 hex digits). */
function bitcoin(reference: string, name: string, explorer: string, testnet: boolean): BuiltIn {
  return { id: reference, name, chainNamespace: 'bip122', nativeCurrency: BTC, blockExplorers: { default: { name: 'Mempool', url: explorer } }, testnet };
}

/**
 * Networks a host can name by CAIP-2 id. Their RPC URL is filled in at configuration time
 * with the JSON-RPC gateway of `api-url`, so no network is ever called on a public node.
 * Holds at least the swap networks of spec §9, Sepolia, the three Solana clusters and Bitcoin.
 * Image ids are the wallet-list service's asset images.
 */
export const BUILT_IN_NETWORKS: readonly BuiltIn[] = [
  evm(1, 'Ethereum', 'https://etherscan.io', { imageId: 'ba0ba0cd-17c6-4806-ad93-f9d174f17900' }),
  evm(42161, 'Arbitrum One', 'https://arbiscan.io', { imageId: '3bff954d-5cb0-47a0-9a23-d20192e74600' }),
  evm(10, 'OP Mainnet', 'https://optimistic.etherscan.io', { imageId: 'ab9c186a-c52f-464b-2906-ca59d760a400' }),
  evm(324, 'ZKsync Era', 'https://era.zksync.network', { imageId: 'b310f07f-4ef7-49f3-7073-2a0a39685800' }),
  evm(8453, 'Base', 'https://basescan.org', { imageId: '7289c336-3981-4081-c5f4-efc26ac64a00' }),
  evm(56, 'BNB Smart Chain', 'https://bscscan.com', {
    imageId: '93564157-2e8e-4ce7-81df-b264dbee9b00',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  }),
  evm(137, 'Polygon', 'https://polygonscan.com', {
    imageId: '41d04d42-da3b-4453-8506-668cc0727900',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  }),
  evm(100, 'Gnosis', 'https://gnosisscan.io', {
    imageId: '02b53f6a-e3d4-479e-1cb4-21178987d100',
    nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  }),
  evm(43114, 'Avalanche', 'https://snowtrace.io', {
    imageId: '30c46e53-e989-45fb-4549-be3bd4eb3b00',
    nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  }),
  evm(250, 'Fantom', 'https://ftmscan.com', {
    imageId: '06b26297-fe0c-4733-5d6b-ffa5498aac00',
    nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  }),
  evm(8217, 'Kaia', 'https://kaiascope.com', { nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 } }),
  evm(1313161554, 'Aurora', 'https://explorer.aurora.dev', { imageId: '3ff73439-a619-4894-9262-4470c773a100' }),
  evm(11155111, 'Sepolia', 'https://sepolia.etherscan.io', {
    imageId: 'e909ea0a-f92a-4512-c8fc-748044ea6800',
    nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
    testnet: true,
  }),
  evm(84532, 'Base Sepolia', 'https://sepolia.basescan.org', { imageId: 'a18a7ecd-e307-4360-4746-283182228e00', testnet: true }),
  solana('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', '', false),
  solana('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', '?cluster=devnet', true),
  solana('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', '?cluster=testnet', true),
  bitcoin('000000000019d6689c085ae165831e93', 'Bitcoin', 'https://mempool.space', false),
  bitcoin('000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', 'https://mempool.space/testnet', true),
  ...COSMOS_NETWORKS,
].map((network) => ({ ...network, caipNetworkId: `${network.chainNamespace}:${network.id}` }));
