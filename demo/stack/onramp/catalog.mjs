// What the local providers sell, read from the running stack: ETH and USDC on every local EVM
// chain (USDC where it is deployed), as the options answer lists them, and the lenient readers
// that turn what clients send (ids, symbols, objects, CAIP-2 ids, chain ids, network names)
// into one chain and one asset.
import { NATIVE } from '../assets.mjs';
import { caip2 } from '../units.mjs';
import { FIAT, NETWORK_NAMES, PAYMENT_METHODS, SOLD } from './providers.mjs';
import { QuoteError, formatCents } from './pricing.mjs';

const networkNames = (chainId) => NETWORK_NAMES[chainId] ?? { name: `eip155-${chainId}`, display_name: `Chain ${chainId}` };

/** The sold asset `{ id, symbol, name, decimals, address }` on that chain (address null: native), or undefined. */
function assetOn(sold, chainId, tokensOf) {
  if (sold.native) return { id: sold.id, symbol: NATIVE.symbol, name: NATIVE.name, decimals: NATIVE.decimals, address: null };
  const token = tokensOf(chainId).find((t) => t.symbol === sold.symbol);
  return token && { id: sold.id, symbol: token.symbol, name: token.name, decimals: token.decimals, address: token.address };
}

/** `getChains()` → running chains `[{ chainId, rpcUrl }]`; `getTokens()` → `{ [chainId]: tokens }`. */
export function createCatalog({ getChains, getTokens }) {
  const tokensOf = (chainId) => getTokens()[chainId] ?? [];

  /** GET /v1/onramp/options */
  function options() {
    return {
      paymentCurrencies: Object.keys(FIAT).map((id) => ({
        id,
        payment_method_limits: PAYMENT_METHODS.map((m) => ({ id: m.id, min: formatCents(m.minCents), max: formatCents(m.maxCents) })),
      })),
      purchaseCurrencies: SOLD.map((sold) => ({
        id: sold.id,
        name: sold.name,
        symbol: sold.symbol,
        networks: getChains()
          .map((chain) => [chain, assetOn(sold, chain.chainId, tokensOf)])
          .filter(([, asset]) => asset)
          .map(([chain, asset]) => ({ ...networkNames(chain.chainId), chain_id: String(chain.chainId), contract_address: asset.address ?? '' })),
      })),
    };
  }

  /**
   * The running chain a client means: 'eip155:8453', '8453', 8453, 'base', 'Base' or
   * 'base-mainnet'; throws a QuoteError naming `field` otherwise.
   */
  function chainOf(value, field = 'network') {
    const raw = typeof value === 'object' && value !== null ? value.chain_id ?? value.name : value;
    const text = String(raw ?? '').trim().toLowerCase().replace(/-mainnet$/, '');
    const chains = getChains();
    const found = chains.find(
      (c) =>
        caip2(c.chainId) === text ||
        String(c.chainId) === text ||
        networkNames(c.chainId).name === text ||
        networkNames(c.chainId).display_name.toLowerCase() === text,
    );
    if (!found) {
      const known = chains.map((c) => `${caip2(c.chainId)} (${networkNames(c.chainId).name})`).join(', ');
      throw new QuoteError(field, `Unsupported network ${JSON.stringify(raw ?? null)}: the local providers deliver on ${known || 'no running chain'}`);
    }
    return found;
  }

  /** The asset a client means on that chain: 'USDC', 'usdc', { id: 'USDC' } or { symbol: 'ETH' }. */
  function assetOf(value, chainId, field = 'purchaseCurrency') {
    const raw = typeof value === 'object' && value !== null ? value.id ?? value.symbol : value;
    const text = String(raw ?? '').trim().toUpperCase();
    const sold = SOLD.find((s) => s.id === text || s.symbol === text);
    const asset = sold && assetOn(sold, chainId, tokensOf);
    if (!asset) throw new QuoteError(field, `Unsupported purchase currency ${JSON.stringify(raw ?? null)} on ${caip2(chainId)}: the local providers sell ${SOLD.map((s) => s.symbol).join(' and ')}`);
    return asset;
  }

  return { options, chainOf, assetOf, networkNames };
}
