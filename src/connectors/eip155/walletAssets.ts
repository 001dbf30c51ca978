import { parseBalances, type WireBalance } from '../../services/blockchain/wireTypes';
import { MAX_PORTFOLIO_TOKENS } from '../../services/storage/lookupShapes';
import { formatUnits } from '../../utils/formatUnits';
import type { Eip1193Provider } from './eip6963/Eip1193Provider';

interface WalletAsset {
  address: string;
  balance: string;
  /** EIP-7811 writes 'native' / 'erc20'; some wallets (AppKit's peers) 'NATIVE' / 'ERC20'. */
  type: string;
  metadata?: { name?: string; symbol?: string; decimals?: number; price?: number; iconUrl?: string };
}

const toHex = (chainId: number) => `0x${chainId.toString(16)}`;

function toBalance(asset: WalletAsset, chainId: number): WireBalance | undefined {
  const decimals = asset.metadata?.decimals;
  // Whole and at most 255 (a uint8, as ERC-20 has it) before any amount is written out in them.
  if (!asset.metadata?.symbol || typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255 || !/^0x[0-9a-f]{1,64}$/i.test(asset.balance)) return undefined;
  const type = String(asset.type).toLowerCase();
  const native = type === 'native' || asset.address === 'native';
  if (!native && (type !== 'erc20' || !/^0x[0-9a-f]{40}$/i.test(asset.address))) return undefined;
  const numeric = formatUnits(BigInt(asset.balance), decimals);
  const price = typeof asset.metadata.price === 'number' && Number.isFinite(asset.metadata.price) ? asset.metadata.price : 0;
  return {
    name: asset.metadata.name ?? asset.metadata.symbol,
    symbol: asset.metadata.symbol,
    chainId: `eip155:${chainId}`,
    ...(native ? {} : { address: `eip155:${chainId}:${asset.address}` }),
    price,
    value: Number(numeric) * price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: asset.metadata.iconUrl ?? '',
  };
}

/**
 * Spec §7 capability path: when the wallet says it supports asset discovery on this chain
 * (wallet_getCapabilities), read balances from wallet_getAssets. Anything else, including
 * capabilities we cannot parse, answers undefined so the caller asks the data service.
 */
export async function walletAssets(provider: Eip1193Provider, address: string, chainId: number): Promise<WireBalance[] | undefined> {
  // A WalletConnect wallet that did not approve wallet_getAssets cannot answer it: asking its
  // capabilities would only cost a round trip to the phone.
  if (provider.approves && !provider.approves('wallet_getAssets')) return undefined;
  try {
    const capabilities = (await provider.request({ method: 'wallet_getCapabilities', params: [address] })) as Record<
      string,
      { assetDiscovery?: { supported?: boolean } }
    >;
    if (!capabilities?.[toHex(chainId)]?.assetDiscovery?.supported) return undefined;
    const assets = (await provider.request({
      method: 'wallet_getAssets',
      params: [{ account: address, chainFilter: [toHex(chainId)] }],
    })) as Record<string, WalletAsset[]>;
    const list = assets?.[toHex(chainId)];
    if (!Array.isArray(list)) return undefined;
    // The wallet's answer is outside input, as the data service's is: held to the same rules
    // (texts printable and bounded, decimals and amounts numbers, at most so many tokens).
    const candidates = list.slice(0, MAX_PORTFOLIO_TOKENS).flatMap((asset) => {
      try {
        return toBalance(asset, chainId) ?? [];
      } catch {
        return [];
      }
    });
    return parseBalances({ balances: candidates });
  } catch {
    return undefined;
  }
}
