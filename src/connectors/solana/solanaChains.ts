/** The Wallet Standard's own names of the Solana clusters, by CAIP-2 reference. */
const STANDARD_CHAINS: Record<string, string> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
};

/**
 * The Wallet Standard's name of a cluster (`solana:mainnet`, `solana:devnet`,
 * `solana:testnet`) for its CAIP-2 id; undefined for a cluster the standard does not name.
 */
export function standardSolanaChain(caipNetworkId: string): string | undefined {
  const [namespace, reference] = caipNetworkId.split(':');
  return namespace === 'solana' && reference ? STANDARD_CHAINS[reference] : undefined;
}
