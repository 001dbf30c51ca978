// The local exchange that stands in for the hosted Pay exchanges (the hosted service's test
// exchange is its model): who it is, what it can pay out, its hot wallet, and the demo account a
// visitor pays from. The one place to change an asset or a demo balance.
import { keccak256, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

const HOT_WALLET_SEED = 'wallet-modal local exchange hot wallet';
const privateKey = keccak256(stringToHex(HOT_WALLET_SEED));
const account = privateKeyToAccount(privateKey);

/**
 * The exchange. Its hot wallet's key is keccak256 of a public seed, the same on every run and
 * chain, used by no test: a key for local chains only, never send real funds to it.
 */
export const EXCHANGE = Object.freeze({
  id: 'local_exchange',
  name: 'Local Exchange',
  color: '#6b3fd4',
  account,
  hotWalletAddress: account.address.toLowerCase(),
});

/** What the hot wallet holds on each chain once the stack starts (it pays every visitor). */
export const HOT_WALLET_FUNDING = { ethWei: 1_000_000n * 10n ** 18n, usdcWhole: 1_000_000n };

/** The demo account's balance per asset symbol when the stack starts, in whole units. */
export const DEMO_BALANCE = { ETH: 5n, USDC: 1000n };

/** The chains whose native coin it pays out, and the one where it also pays USDC. */
const NATIVE_CHAINS = [1, 8453];
const USDC_CHAINS = [1];

/**
 * The assets it can pay, on the running chains: `[{ caip19, chainId, symbol, decimals, address
 * (null: the native coin) }]`, the ERC-20's CAIP-19 with its lowercase address.
 */
export function supportedAssets(chains, tokens) {
  const running = new Set(chains.map((c) => c.chainId));
  const assets = NATIVE_CHAINS.filter((id) => running.has(id)).map((chainId) => ({ caip19: `eip155:${chainId}/slip44:60`, chainId, symbol: 'ETH', decimals: 18, address: null }));
  for (const chainId of USDC_CHAINS.filter((id) => running.has(id))) {
    const usdc = (tokens[chainId] ?? []).find((t) => t.symbol === 'USDC');
    if (usdc) assets.push({ caip19: `eip155:${chainId}/erc20:${usdc.address.toLowerCase()}`, chainId, symbol: 'USDC', decimals: usdc.decimals, address: usdc.address.toLowerCase() });
  }
  return assets;
}

const CAIP19 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})\/([-a-z0-9]{3,8}):([-.%a-zA-Z0-9]{1,128})$/;

/**
 * A CAIP-19 asset id read as the hosted service reads one: `{ namespace, reference, assetNamespace,
 * assetReference, id }` (`id` with an ERC-20 address in lowercase, for comparing), or undefined.
 */
export function parseCaip19(text) {
  const match = CAIP19.exec(String(text ?? ''));
  if (!match) return undefined;
  const [, namespace, reference, assetNamespace, assetReference] = match;
  const reference19 = assetNamespace === 'erc20' ? assetReference.toLowerCase() : assetReference;
  return { namespace, reference, assetNamespace, assetReference, id: `${namespace}:${reference}/${assetNamespace}:${reference19}` };
}
