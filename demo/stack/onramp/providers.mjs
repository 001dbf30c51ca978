// The two local on-ramp providers and the rules they sell by: who they are, what they charge,
// which fiat currencies and payment methods they take (spec §9 limits), and the account each one
// delivers from. The one place to change a fee, a limit or a network fee.
import { keccak256, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * `feeBps`: the provider's fee in basis points of the amount paid (spec §1: 1-2 %).
 * `seed`: the delivery account's private key is keccak256 of it, so the address is the same on
 * every run and every chain. A public key for local chains only: never send real funds to it.
 */
export const PROVIDERS = [
  { id: 'rampa', name: 'Rampa', feeBps: 100, color: '#0a7d5a', seed: 'wallet-modal local on-ramp delivery account: rampa' },
  { id: 'onda', name: 'Onda', feeBps: 200, color: '#2f4fd8', seed: 'wallet-modal local on-ramp delivery account: onda' },
].map((provider) => {
  const privateKey = keccak256(stringToHex(provider.seed));
  const account = privateKeyToAccount(privateKey);
  return Object.freeze({ ...provider, feeRate: provider.feeBps / 10_000, privateKey, account, deliveryAddress: account.address.toLowerCase() });
});

export const providerById = (id) => PROVIDERS.find((p) => p.id === String(id ?? '').toLowerCase());
export const providerByDeliveryAddress = (address) => PROVIDERS.find((p) => p.deliveryAddress === String(address ?? '').toLowerCase());

/** Payment methods and their limits, in cents of the payment currency (spec §9). */
export const PAYMENT_METHODS = [
  { id: 'card', name: 'Card', minCents: 1_000n, maxCents: 750_000n },
  { id: 'bank', name: 'Bank transfer', minCents: 1_000n, maxCents: 2_500_000n },
];
export const DEFAULT_PAYMENT_METHOD = 'card';

/** Fiat currencies: how many US dollars one unit is worth, as a fraction (prices are in USD). */
export const FIAT = {
  USD: { id: 'USD', usdNum: 1n, usdDen: 1n },
  EUR: { id: 'EUR', usdNum: 11n, usdDen: 10n }, // 1 EUR = 1.10 USD, fixed
};
export const DEFAULT_FIAT = 'USD';

/** What the assets sold are called in the options answer; only these are sold. */
export const SOLD = [
  { id: 'ETH', symbol: 'ETH', name: 'Ethereum', native: true },
  { id: 'USDC', symbol: 'USDC', name: 'USD Coin', native: false },
];

/** How the options answer names the stack's chains. */
export const NETWORK_NAMES = {
  1: { name: 'ethereum', display_name: 'Ethereum' },
  8453: { name: 'base', display_name: 'Base' },
  42161: { name: 'arbitrum', display_name: 'Arbitrum One' },
  10: { name: 'optimism', display_name: 'OP Mainnet' },
};

/** The network fee a purchase pays, in cents of the payment currency: Ethereum dearer than the L2s. */
export const networkFeeCents = (chainId) => (Number(chainId) === 1 ? 200n : 10n);

/** What each delivery account holds once the stack starts (per chain). */
export const FUNDING = { ethWei: 1_000_000n * 10n ** 18n, usdcWhole: 100_000n };
