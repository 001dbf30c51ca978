// The data service's balance entry for Bitcoin testnet, read from the ledger twin's UTXO set
// (confirmed plus mempool, as wallets show it), in the shape the service answers for eip155:
// `{ name, symbol, chainId, value, price, quantity: { decimals, numeric }, iconUrl }`, no
// `address` (native coin). The USD price is a fixed demo price.
import { addressOf, BIP122_TESTNET, outputScriptOf } from './bitcoinLib.mjs';
import { balanceOf } from './esploraQueries.mjs';
import { badRequest, formatUnits, usdValue } from '../units.mjs';

export const BTC = Object.freeze({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 });
export const BTC_USD_PRICE = 60_000;

/** The CAIP-2 ids whose balances come from the ledger. */
export const isBitcoinChainId = (caip2) => caip2 === BIP122_TESTNET;

/** `[entry]` for `address` (a normalized testnet address), always one entry, zero included. */
export function readBitcoinBalances({ ledger, address, iconUrl, price = BTC_USD_PRICE }) {
  const { confirmed, unconfirmed } = balanceOf(ledger, address);
  const numeric = formatUnits(confirmed + unconfirmed, BTC.decimals);
  return [
    {
      name: BTC.name,
      symbol: BTC.symbol,
      chainId: BIP122_TESTNET,
      value: usdValue(numeric, price),
      price,
      quantity: { decimals: String(BTC.decimals), numeric },
      iconUrl: iconUrl(BTC.symbol),
    },
  ];
}

/**
 * The whole answer of `GET /v1/account/{address}/balance?chainId=bip122:…` (`rawAddress` as it
 * came in the path; `url` the request URL). Throws a 400 for what is not a testnet address.
 */
export function bitcoinBalanceAnswer({ ledger, rawAddress, url, iconUrl }) {
  const currency = (url.searchParams.get('currency') ?? 'usd').toLowerCase();
  if (currency !== 'usd') throw badRequest(`Unsupported currency "${currency}": the local twin prices in usd`);
  let text = rawAddress;
  try {
    text = decodeURIComponent(rawAddress);
  } catch {
    // not an address either: answered below
  }
  const script = outputScriptOf(text);
  if (!script) throw badRequest(`Invalid address "${text}" for ${BIP122_TESTNET}`);
  if (!ledger) return { balances: [] }; // the ledger is not up: nothing, like an unsupported chain
  return { balances: readBitcoinBalances({ ledger, address: addressOf(script), iconUrl }) };
}
