import type { BuiltInNetwork } from '../NamespaceConnector';

const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 };

/** A Bitcoin network (CAIP-2 bip122: the genesis block hash's first 32 hex digits). Blocks come every ten minutes or so. */
function bitcoin(reference: string, name: string, explorer: string, testnet: boolean): BuiltInNetwork {
  return {
    id: reference,
    name,
    chainNamespace: 'bip122',
    caipNetworkId: `bip122:${reference}`,
    nativeCurrency: BTC,
    blockExplorers: { default: { name: 'Mempool', url: explorer } },
    testnet,
    blockTimeMs: 600_000,
  };
}

/** Bitcoin and its testnet, as a host names them by CAIP-2 id. */
export const BIP122_NETWORKS: readonly BuiltInNetwork[] = [
  bitcoin('000000000019d6689c085ae165831e93', 'Bitcoin', 'https://mempool.space', false),
  bitcoin('000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', 'https://mempool.space/testnet', true),
];
