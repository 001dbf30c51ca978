import type { Chain } from 'viem';
import type { Network } from '../../config/Network';

/** A configured EVM network as the chain object viem and wagmi expect. */
export function toViemChain(network: Network): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    blockExplorers: network.blockExplorers ? { default: network.blockExplorers.default } : undefined,
    testnet: network.testnet,
  };
}
