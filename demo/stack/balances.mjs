// The balance endpoint's answer, read from the chain at request time: the native coin (always)
// plus every deployed token the address holds, priced from the twin's PRICES table.
import { NATIVE, PRICES } from './assets.mjs';
import { SELECTORS } from './erc20Bytecode.mjs';
import { rpcBatch, word } from './rpcClient.mjs';
import { caip10, caip2, formatUnits, usdValue } from './units.mjs';

const BALANCE_OF = SELECTORS.balanceOf.toString(16).padStart(8, '0');

function entry({ chainId, asset, amount, iconUrl, prices }) {
  const numeric = formatUnits(amount, asset.decimals);
  const price = prices[asset.symbol] ?? 0;
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: caip2(chainId),
    ...(asset.address ? { address: caip10(chainId, asset.address) } : {}),
    value: usdValue(numeric, price),
    price,
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: iconUrl(asset.symbol),
  };
}

/** `chain` is `{ chainId, rpcUrl }`; `tokens` that chain's deployed tokens; `iconUrl(symbol)` builds icon URLs. */
export async function readBalances({ chain, tokens, address, iconUrl, prices = PRICES }) {
  const [native, ...held] = await rpcBatch(chain.rpcUrl, [
    ['eth_getBalance', [address, 'latest']],
    ...tokens.map((t) => ['eth_call', [{ to: t.address, data: `0x${BALANCE_OF}${word(address)}` }, 'latest']]),
  ]);
  const balances = [entry({ chainId: chain.chainId, asset: NATIVE, amount: BigInt(native), iconUrl, prices })];
  tokens.forEach((token, i) => {
    const amount = BigInt(held[i] === '0x' ? 0 : held[i]);
    if (amount > 0n) balances.push(entry({ chainId: chain.chainId, asset: token, amount, iconUrl, prices }));
  });
  return balances;
}
