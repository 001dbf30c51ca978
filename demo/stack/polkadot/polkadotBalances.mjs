// The data-service twin's balance answer for the Polkadot CAIP-2 ids, in the same shape as the
// eip155 and Solana answers (balances.mjs, solana/solanaBalances.mjs): the native coin always,
// priced from fixed demo prices (a testnet coin is worth nothing). The hosted service has no
// Polkadot balances; the twin answers them so the modal's one balance path serves Polkadot too.
// Strict: an address that is not SS58 (good checksum, 32-byte key) is refused like any bad one.
import { bytesToHex } from '@noble/hashes/utils';
import { formatUnits, usdValue } from '../units.mjs';
import { createPolkadotLedger } from './polkadotLedger.mjs';
import { isPolkadotChainId, POLKADOT_CHAINS } from './polkadotChains.mjs';
import { decodeSs58 } from './ss58.mjs';

export { isPolkadotChainId };

const POLKADOT_PRICES = { DOT: 4.2, WND: 0 };
const ledger = createPolkadotLedger();

/** The public key (0x hex) of an SS58 address from the request path, or null when it is none. */
export function polkadotPublicKeyOf(address) {
  const decoded = decodeSs58(address);
  return decoded ? `0x${bytesToHex(decoded.publicKey)}` : null;
}

/** `{ balances }` for an SS58 `address` on `chainId` (one of the Polkadot ids); `iconUrl(symbol)` builds icon URLs. */
export function readPolkadotBalances({ address, chainId, iconUrl, prices = {} }) {
  const publicKey = polkadotPublicKeyOf(address);
  const chain = POLKADOT_CHAINS[chainId];
  if (!publicKey || !chain) return { balances: [] };
  const { coin } = chain;
  const numeric = formatUnits(ledger.balanceOf(chainId, publicKey), coin.decimals);
  const price = prices[coin.symbol] ?? POLKADOT_PRICES[coin.symbol] ?? 0;
  return {
    balances: [{ name: coin.name, symbol: coin.symbol, chainId, value: usdValue(numeric, price), price, quantity: { decimals: String(coin.decimals), numeric }, iconUrl: iconUrl(coin.symbol) }],
  };
}
