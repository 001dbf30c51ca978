// A viem public client for one chain's RPC URL (the app gives the frame its chains' URLs).
import { createPublicClient, http } from 'viem';

export const chainClient = (chainId, rpcUrl) =>
  createPublicClient({
    chain: { id: chainId, name: `Chain ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } },
    transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }),
  });
