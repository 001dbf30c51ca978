import type { ChainNamespace } from './chainNamespaces';

/** A network the modal can offer, in the shape of spec §3 "Network". */
export interface Network {
  /** Chain id: a number on EVM chains, the CAIP-2 reference (a genesis hash) in the other namespaces. */
  id: number | string;
  chainNamespace: ChainNamespace;
  caipNetworkId: string;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: readonly string[] } };
  blockExplorers?: { default: { name: string; url: string } };
  testnet?: boolean;
  assets?: { imageId?: string; imageUrl?: string };
}
