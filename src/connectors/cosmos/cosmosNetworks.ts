import type { BuiltInNetwork } from '../NamespaceConnector';

const ATOM = { name: 'Cosmos Hub Atom', symbol: 'ATOM', decimals: 6 };

/** A Cosmos network (CAIP-2 cosmos: the chain id), explored on Mintscan; Tendermint blocks come about every 6 s. */
function cosmosHub(reference: string, name: string, explorer: string, testnet: boolean): BuiltInNetwork {
  return {
    id: reference,
    caipNetworkId: `cosmos:${reference}`,
    name,
    chainNamespace: 'cosmos',
    nativeCurrency: ATOM,
    blockExplorers: { default: { name: 'Mintscan', url: explorer } },
    testnet,
    blockTimeMs: 6_000,
  };
}

/** The Cosmos Hub and its public testnet (the chain registry's `cosmoshub` and `cosmoshubtestnet`). */
export const COSMOS_NETWORKS: readonly BuiltInNetwork[] = [
  cosmosHub('cosmoshub-4', 'Cosmos Hub', 'https://www.mintscan.io/cosmos', false),
  cosmosHub('theta-testnet-001', 'Cosmos Hub Testnet', 'https://www.mintscan.io/cosmoshub-testnet', true),
];
