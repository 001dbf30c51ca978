import type { BuiltInNetwork } from '../NamespaceConnector';

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 };
/** A Solana slot: how often a sent transaction's status can change. */
const SLOT_MS = 400;

function solana(reference: string, name: string, cluster: string, testnet: boolean): BuiltInNetwork {
  return {
    id: reference,
    name,
    chainNamespace: 'solana',
    caipNetworkId: `solana:${reference}`,
    nativeCurrency: SOL,
    blockExplorers: { default: { name: 'Solscan', url: `https://solscan.io${cluster}` } },
    testnet,
    blockTimeMs: SLOT_MS,
  };
}

/** The three Solana clusters a host can name by CAIP-2 id (the genesis hash's first 32 characters). */
export const SOLANA_NETWORKS: readonly BuiltInNetwork[] = [
  solana('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', '', false),
  solana('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', '?cluster=devnet', true),
  solana('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', '?cluster=testnet', true),
];
