// The data-service twin's balance answer for the Solana CAIP-2 ids, read from the local ledger
// over its JSON-RPC at request time, in the same shape as the eip155 answer (balances.mjs):
// native SOL always, then each known SPL token the address holds, priced from fixed demo prices.
import { formatUnits, usdValue } from '../units.mjs';
import { isBase58OfLength } from './base58.mjs';
import { SOL, SOLANA_CHAIN_IDS, SOLANA_PRICES, SOLANA_USDC, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './solanaAssets.mjs';

/** Tokens the twin names and prices; holdings of other mints are left out, as for eip155. */
const KNOWN_TOKENS = [SOLANA_USDC];

export const isSolanaChainId = (chainId) => SOLANA_CHAIN_IDS.includes(chainId);

/** A Solana address from the request path (untrusted): base58 of 32 bytes, case kept. */
export function solanaAddressParam(raw) {
  let address = raw;
  try {
    address = decodeURIComponent(raw);
  } catch {
    // not an address either: answered below
  }
  return isBase58OfLength(address, 32) ? address : null;
}

async function rpcBatch(rpcUrl, calls) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params }))),
  });
  const answers = await response.json();
  if (!Array.isArray(answers)) throw new Error(answers?.error?.message ?? `Solana ledger answered ${response.status}`);
  return calls.map((_, id) => {
    const answer = answers.find((a) => a.id === id);
    if (!answer || answer.error) throw new Error(answer?.error?.message ?? 'Solana ledger gave no answer');
    return answer.result;
  });
}

function entry({ chainId, asset, amount, iconUrl, prices }) {
  const numeric = formatUnits(amount, asset.decimals);
  const price = prices[asset.symbol] ?? SOLANA_PRICES[asset.symbol] ?? 0;
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId,
    ...(asset.mint ? { address: `${chainId}:${asset.mint}` } : {}),
    value: usdValue(numeric, price),
    price,
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: iconUrl(asset.symbol),
  };
}

/**
 * `{ balances }` for `address` on `chainId` (one of SOLANA_CHAIN_IDS). `rpcUrl` is the ledger's
 * (empty: the ledger is not running, so nothing is held), `iconUrl(symbol)` builds icon URLs.
 */
export async function readSolanaBalances({ rpcUrl, address, chainId, iconUrl, prices = {} }) {
  if (!rpcUrl) return { balances: [] };
  const parsed = { encoding: 'jsonParsed', commitment: 'confirmed' };
  const [lamports, classic, token2022] = await rpcBatch(rpcUrl, [
    ['getBalance', [address, { commitment: 'confirmed' }]],
    ['getTokenAccountsByOwner', [address, { programId: TOKEN_PROGRAM_ID }, parsed]],
    ['getTokenAccountsByOwner', [address, { programId: TOKEN_2022_PROGRAM_ID }, parsed]],
  ]);
  const held = new Map(); // mint -> total base units over the owner's token accounts
  for (const { account } of [...classic.value, ...token2022.value]) {
    const info = account?.data?.parsed?.info;
    if (!info?.mint || !/^\d+$/.test(info.tokenAmount?.amount ?? '')) continue;
    held.set(info.mint, (held.get(info.mint) ?? 0n) + BigInt(info.tokenAmount.amount));
  }
  const balances = [entry({ chainId, asset: SOL, amount: BigInt(lamports.value), iconUrl, prices })];
  for (const token of KNOWN_TOKENS) {
    const amount = held.get(token.mint) ?? 0n;
    if (amount > 0n) balances.push(entry({ chainId, asset: token, amount, iconUrl, prices }));
  }
  return { balances };
}

/** `{ address, name, symbol, iconUrl, price, decimals }` for a Solana CAIP-10 id the twin prices, or null. */
export function solanaFungible(caip10Id, { iconUrl, prices = {} }) {
  const [namespace, reference, address] = String(caip10Id).split(':');
  const chainId = `${namespace}:${reference}`;
  if (!isSolanaChainId(chainId)) return null;
  // The native coin's price-lookup name on Solana is the wrapped-SOL mint.
  const asset = address === 'So11111111111111111111111111111111111111112' ? SOL : KNOWN_TOKENS.find((t) => t.mint === address);
  if (!asset) return null;
  const price = prices[asset.symbol] ?? SOLANA_PRICES[asset.symbol] ?? 0;
  return { address: `${chainId}:${address}`, name: asset.name, symbol: asset.symbol, iconUrl: iconUrl(asset.symbol), price, decimals: asset.decimals };
}
