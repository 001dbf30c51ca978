import type { BuiltInNetwork } from '../NamespaceConnector';

/** A Polkadot network: CAIP-2 `polkadot:` and the genesis hash's first 32 hex digits; a block every 6 s. */
function polkadot(reference: string, name: string, coin: BuiltInNetwork['nativeCurrency'], explorer: string, testnet: boolean): BuiltInNetwork {
  return {
    id: reference,
    caipNetworkId: `polkadot:${reference}`,
    name,
    chainNamespace: 'polkadot',
    nativeCurrency: coin,
    blockExplorers: { default: { name: 'Subscan', url: explorer } },
    testnet,
    blockTimeMs: 6_000,
  };
}

/** Polkadot (DOT, 10 decimals) and its testnet Westend (WND, 12 decimals). */
export const POLKADOT_NETWORKS: readonly BuiltInNetwork[] = [
  polkadot('91b171bb158e2d3848fa23a9f1c25182', 'Polkadot', { name: 'Polkadot', symbol: 'DOT', decimals: 10 }, 'https://polkadot.subscan.io', false),
  polkadot('e143f23803ac50e8f6f8e62695d1ce9e', 'Westend', { name: 'Westend', symbol: 'WND', decimals: 12 }, 'https://westend.subscan.io', true),
];
