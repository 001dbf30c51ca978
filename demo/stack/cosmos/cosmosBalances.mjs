// The data-service twin's balance answer for the Cosmos Hub CAIP-2 ids (devKeys.mjs), from a
// small ledger of its own: each dev key holds GENESIS_UATOM on both networks from the start,
// any other address nothing. The answer has the shape of the eip155 and Solana ones: the native
// ATOM always, priced from a fixed demo price. An address that is not a valid bech32 `cosmos1…`
// account (checksum, 20 or 32 bytes of data) is refused as the twin refuses a bad address.
import { fromBech32 } from '@cosmjs/encoding';
import { formatUnits, usdValue } from '../units.mjs';
import { COSMOS_CHAIN_IDS, COSMOS_DEV_KEYS, GENESIS_UATOM } from './devKeys.mjs';

export const ATOM = Object.freeze({ name: 'Cosmos Hub Atom', symbol: 'ATOM', decimals: 6 });
export const COSMOS_PRICES = Object.freeze({ ATOM: 4.5 });

/** Whether a text is a Cosmos Hub account address: bech32 with the `cosmos` prefix, its checksum right, 20 or 32 bytes. */
export function isCosmosAddress(text) {
  if (typeof text !== 'string' || !text.startsWith('cosmos1') || text !== text.toLowerCase()) return false;
  try {
    const { prefix, data } = fromBech32(text, 90);
    return prefix === 'cosmos' && (data.length === 20 || data.length === 32);
  } catch {
    return false;
  }
}

/** The ledger: uatom by `${chainId} ${address}`, dev keys funded at start on both networks. */
export function createCosmosLedger() {
  const held = new Map(COSMOS_CHAIN_IDS.flatMap((chainId) => COSMOS_DEV_KEYS.map(({ address }) => [`${chainId} ${address}`, GENESIS_UATOM])));
  return { uatomOf: (chainId, address) => held.get(`${chainId} ${address}`) ?? 0n };
}

/** `{ balances }` for `address` (checked by the caller) on `chainId` (one of COSMOS_CHAIN_IDS). */
export function readCosmosBalances({ ledger, address, chainId, iconUrl, prices = {} }) {
  const numeric = formatUnits(ledger.uatomOf(chainId, address), ATOM.decimals);
  const price = prices.ATOM ?? COSMOS_PRICES.ATOM;
  return {
    balances: [{ name: ATOM.name, symbol: ATOM.symbol, chainId, value: usdValue(numeric, price), price, quantity: { decimals: String(ATOM.decimals), numeric }, iconUrl: iconUrl(ATOM.symbol) }],
  };
}
