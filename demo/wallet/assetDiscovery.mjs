// EIP-7811 asset discovery for the demo browser wallet: it says so in wallet_getCapabilities
// (`assetDiscovery: { supported: true }` per chain) and answers wallet_getAssets from the chain
// itself: the native balance by eth_getBalance, each token it knows (the stack's ERC-20s) by
// balanceOf. Nothing is priced: the wallet knows amounts, not dollars.
//
//   const assets = createAssetDiscovery({ rpc, chainIds: () => [1, 8453], tokens: { 1: [{ address, symbol, name, decimals }] } });
//   assets.capabilities(['0x1'])            → { '0x1': { assetDiscovery: { supported: true } } }
//   await assets.get(params, ownAddress)    → { '0x1': [{ address: 'native', balance, type: 'native', metadata }, …] }
import { invalidParams, unauthorized } from './providerErrors.mjs';

const toHex = (chainId) => `0x${chainId.toString(16)}`;
const isHex = (value) => typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value);
const BALANCE_OF = '0x70a08231';
const NATIVE = { name: 'Ethereum', symbol: 'ETH', decimals: 18 };

/** A 0x quantity without leading zeros (eth_call answers a 32-byte word). */
const quantity = (word) => toHex(BigInt(word === '0x' ? '0x0' : word));

/**
 * `rpc(chainId, method, params)` reaches the chain's node; `chainIds()` the chains the wallet is
 * on for the site; `tokens` the ERC-20s it tracks, by chain id (`{ address, symbol, name, decimals }`).
 */
export function createAssetDiscovery({ rpc, chainIds, tokens = {} }) {
  function capabilities(wanted) {
    const own = chainIds().map(toHex);
    const chosen = wanted === undefined ? own : own.filter((hex) => wanted.some((asked) => Number(asked) === Number(hex)));
    return Object.fromEntries(chosen.map((hex) => [hex, { assetDiscovery: { supported: true } }]));
  }

  async function assetsOn(chainId, account, types) {
    const list = [];
    if (!types || types.includes('native')) {
      const balance = await rpc(chainId, 'eth_getBalance', [account, 'latest']);
      list.push({ address: 'native', balance: quantity(balance), type: 'native', metadata: { ...NATIVE } });
    }
    if (types && !types.includes('erc20')) return list;
    for (const token of tokens[chainId] ?? tokens[String(chainId)] ?? []) {
      const data = `${BALANCE_OF}${account.slice(2).toLowerCase().padStart(64, '0')}`;
      const balance = quantity(await rpc(chainId, 'eth_call', [{ to: token.address, data }, 'latest']));
      // EIP-7811: the wallet lists what the account holds, not every token it knows.
      if (BigInt(balance) === 0n) continue;
      list.push({ address: token.address, balance, type: 'erc20', metadata: { name: token.name, symbol: token.symbol, decimals: token.decimals } });
    }
    return list;
  }

  /** wallet_getAssets for the wallet's own `address` (4100 for any other account). */
  async function get(params, address) {
    const request = Array.isArray(params) ? params[0] : undefined;
    if (!request || typeof request !== 'object' || typeof request.account !== 'string') throw invalidParams('Expected params [{ account, chainFilter?, assetTypeFilter? }]');
    if (request.account.toLowerCase() !== address.toLowerCase()) throw unauthorized(`The requested account ${request.account} has not been authorized by the user.`);
    const { chainFilter, assetTypeFilter } = request;
    if (chainFilter !== undefined && (!Array.isArray(chainFilter) || !chainFilter.every(isHex))) throw invalidParams('chainFilter must be an array of 0x-prefixed chain ids');
    if (assetTypeFilter !== undefined && !Array.isArray(assetTypeFilter)) throw invalidParams('assetTypeFilter must be an array of asset types');
    const types = assetTypeFilter?.map((type) => String(type).toLowerCase());
    const chosen = chainIds().filter((id) => chainFilter === undefined || chainFilter.some((asked) => Number(asked) === id));
    const answers = await Promise.all(chosen.map(async (id) => [toHex(id), await assetsOn(id, request.account, types)]));
    return Object.fromEntries(answers);
  }

  return { capabilities, get };
}
