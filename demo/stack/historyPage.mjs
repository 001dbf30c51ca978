// The history endpoint's answer for one address: indexed records (and planted fixtures) shaped
// as the data service's Tx objects, newest first, 20 a page. The cursor names the position of
// the last item sent, not an offset, so pages stay consistent while new blocks arrive.
import { PRICES } from './assets.mjs';
import { badRequest, caip2, formatUnits, usdValue } from './units.mjs';

export const PAGE_SIZE = 20;

const encodeCursor = ({ block, index }) => Buffer.from(JSON.stringify([block, index])).toString('base64url');

function decodeCursor(cursor) {
  try {
    const [block, index] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Number.isInteger(block) && Number.isInteger(index)) return { block, index };
  } catch {
    // answered below
  }
  throw badRequest(`Invalid cursor "${cursor}"`);
}

const newerFirst = (a, b) => b.block - a.block || b.index - a.index;
const olderThan = (item, cursor) => item.block < cursor.block || (item.block === cursor.block && item.index < cursor.index);

function direction(move, address) {
  if (move.from === address && move.to === address) return 'self';
  return move.from === address ? 'out' : 'in';
}

/**
 * What the data service calls the operation, seen from the address: an on-ramp delivery is a
 * 'buy'; one asset out and another in is a 'trade' (a swap); else a 'receive' or a 'send'.
 */
function operationType(transfers, onramp) {
  if (onramp) return 'buy';
  const out = transfers.filter((t) => t.direction === 'out');
  const into = transfers.filter((t) => t.direction === 'in');
  if (out.length && into.length && out.some((o) => into.some((i) => i.fungible_info.symbol !== o.fungible_info.symbol))) return 'trade';
  return into.length === transfers.length ? 'receive' : 'send';
}

/**
 * One indexed record as a Tx, seen from `address`. An on-ramp delivery to the address
 * (`onrampOf(record)` gives its facts) is a 'buy' with those facts in `metadata.onramp`, and
 * the provider named as the data service names the application of a transaction
 * (`metadata.application`, null when there is none).
 */
function toTx(record, { address, chainId, iconUrl, prices, onrampOf }) {
  const transfers = record.moves
    .filter((m) => m.from === address || m.to === address)
    .map((m) => {
      const numeric = formatUnits(m.amount, m.asset.decimals);
      const price = prices[m.asset.symbol] ?? 0;
      return {
        fungible_info: { name: m.asset.name, symbol: m.asset.symbol, icon: { url: iconUrl(m.asset.symbol) } },
        direction: direction(m, address),
        quantity: { numeric },
        value: usdValue(numeric, price),
        price,
      };
    });
  const onramp = onrampOf(record);
  return {
    id: record.hash,
    metadata: {
      operationType: operationType(transfers, onramp),
      hash: record.hash,
      chain: caip2(chainId),
      minedAt: new Date(record.timestamp * 1000).toISOString(),
      sentFrom: record.from,
      sentTo: record.to,
      status: record.status,
      nonce: record.nonce,
      application: onramp ? { name: onramp.providerName, iconUrl: null } : null,
      ...(onramp ? { onramp } : {}),
    },
    transfers,
  };
}

/**
 * `records`: indexed records of the address; `fixtures`: `{ block, index, tx }` planted for it;
 * `onrampOf(record)`: the on-ramp facts of a delivery to the address, or undefined.
 * Returns `{ data, next }`.
 */
export function historyPage({ records, fixtures = [], address, chainId, cursor, iconUrl, prices = PRICES, onrampOf = () => undefined }) {
  const context = { address: address.toLowerCase(), chainId, iconUrl, prices, onrampOf };
  const items = [
    ...records.map((record) => ({ block: record.block, index: record.index, tx: () => toTx(record, context) })),
    ...fixtures.map((fixture) => ({ ...fixture, tx: () => fixture.tx })),
  ].sort(newerFirst);
  const after = cursor ? decodeCursor(cursor) : null;
  const remaining = after ? items.filter((item) => olderThan(item, after)) : items;
  const page = remaining.slice(0, PAGE_SIZE);
  return {
    data: page.map((item) => item.tx()),
    next: remaining.length > PAGE_SIZE ? encodeCursor(page[page.length - 1]) : null,
  };
}
