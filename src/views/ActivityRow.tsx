import type { ReactNode } from 'react';
import { TokenIcon } from '../components/TokenIcon';
import { activityTexts } from '../i18n/activityTexts';
import { messages } from '../i18n/messages';
import type { ActivityItem, ActivityTransfer } from '../stores/activity';
import { formatAmount } from '../utils/formatAmount';
import { formatUsd } from '../utils/formatUsd';
import { formatList } from '../utils/formatList';

// The badge on a row's token: out (up), in (down), a swap (both ways), to oneself (a loop).
const BADGES = {
  out: 'M12 19V5M6 11l6-6 6 6',
  in: 'M12 5v14M6 13l6 6 6-6',
  trade: 'M8 20V4M4 8l4-4 4 4M16 4v16M12 16l4 4 4-4',
  self: 'M17 7a7 7 0 10 2 5M17 3v4h-4',
} as const;

/** Quantities to 3 decimals (spec §9), the language's digits and grouping. */
const amountOf = (transfer: ActivityTransfer) => `${formatAmount(transfer.quantity, { places: 3 })} ${transfer.symbol}`.trim();

/** Parts read as one line, as the language lists them ('a, b'; 'a، b' in Arabic). */
const joined = (parts: readonly string[]) => formatList(parts, 'unit');

const listOf = (transfers: readonly ActivityTransfer[]) => joined(transfers.map(amountOf));

/** The transfers a row is about: what a swap or a purchase brought in, else all. */
function mainTransfers(item: ActivityItem): readonly ActivityTransfer[] {
  const into = item.transfers.filter((transfer) => transfer.direction === 'in');
  return item.kind !== 'transfer' && into.length ? into : item.transfers;
}

/** What the row says: a title, the amounts, and the dollar value when the history gives one for each of them. */
function describe(item: ActivityItem): { title: string; detail: string; usd: string | undefined } {
  const main = mainTransfers(item);
  const values = main.map((transfer) => transfer.usd);
  const usd = values.length && values.every((value) => typeof value === 'number') ? formatUsd(values.reduce<number>((sum, value) => sum + (value ?? 0), 0)) : undefined;
  if (item.kind === 'trade') {
    const paid = item.transfers.filter((transfer) => transfer.direction === 'out');
    // The arrow points from what was paid to what came in, whichever way the language reads.
    return { title: activityTexts.swappedRow, detail: `${listOf(paid)} → ${listOf(main)}`, usd };
  }
  if (item.kind === 'buy' && item.provider) return { title: activityTexts.boughtVia({ provider: item.provider }), detail: listOf(main), usd };
  const title = item.direction === 'in' ? activityTexts.received : item.direction === 'out' ? activityTexts.sent : activityTexts.self;
  return { title, detail: listOf(main), usd };
}

/** The token of the row with a badge that says which way it went. */
function RowIcon({ item }: { item: ActivityItem }) {
  const badge = item.kind === 'trade' ? 'trade' : item.kind === 'buy' ? 'in' : item.direction;
  return (
    <span className="wm-activity-icon" aria-hidden="true">
      <TokenIcon url={mainTransfers(item)[0]?.iconUrl ?? ''} size={32} />
      <svg className="wm-activity-badge" data-badge={badge} width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5}
        strokeLinecap="round" strokeLinejoin="round" focusable="false">
        <path d={BADGES[badge]} />
      </svg>
    </span>
  );
}

/**
 * One transaction of Activity: what it did ('Swapped 1 ETH → 2,988.021 USDC', 'Bought via
 * Rampa', 'Sent 1 ETH'), its token and direction, its dollar value, its time; a link to the
 * transaction on the network's explorer, in a new tab, named for what it opens.
 */
export function ActivityRow({ item, time }: { item: ActivityItem; time: ReactNode }) {
  const { title, detail, usd } = describe(item);
  const status = item.status === 'failed' ? activityTexts.failed : item.status === 'pending' ? activityTexts.pending : undefined;
  const content = (
    <>
      <RowIcon item={item} />
      <span className="wm-token-name">
        <span>{title}</span>
        <span className="wm-muted">{status ? joined([detail, status]) : detail}</span>
      </span>
      <span className="wm-end wm-activity-end">
        {usd ? <span>{usd}</span> : null}
        {time}
      </span>
    </>
  );
  const common = { className: 'wm-activity-item', 'data-kind': item.kind, 'data-direction': item.direction, 'data-status': item.status };
  if (!item.explorerUrl) return <div {...common}>{content}</div>;
  // Named for what it opens: 'Swapped 1 ETH → 2,988.021 USDC, View on explorer'.
  const name = joined([`${title} ${detail}`, ...(status ? [status] : []), messages.viewOnExplorer]);
  return (
    <a {...common} href={item.explorerUrl} target="_blank" rel="noopener noreferrer" aria-label={name}>
      {content}
    </a>
  );
}
