// The networks the approval screen names, from the frame's own table (viem's chain definitions),
// never from what the page says: a page could call any chain "Ethereum". A chain not listed here
// is shown as an unknown network with its id.
import {
  arbitrum,
  arbitrumSepolia,
  aurora,
  avalanche,
  base,
  baseSepolia,
  berachain,
  blast,
  bsc,
  celo,
  fantom,
  gnosis,
  kaia,
  linea,
  mainnet,
  mantle,
  mode,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  polygonZkEvm,
  scroll,
  sepolia,
  sonic,
  unichain,
  worldchain,
  zkSync,
  zora,
} from 'viem/chains';

const KNOWN = new Map(
  [mainnet, base, optimism, arbitrum, polygon, bsc, avalanche, gnosis, zkSync, linea, scroll, celo, mantle, blast, zora, aurora, fantom, kaia, berachain, mode, sonic, unichain, worldchain, polygonZkEvm, sepolia, baseSepolia, optimismSepolia, arbitrumSepolia, polygonAmoy].map(
    (chain) => [chain.id, { name: chain.name, symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals }],
  ),
);

/** `{ name, symbol, decimals }` of a chain the frame knows, or undefined. */
export const networkOf = (chainId) => KNOWN.get(chainId);
