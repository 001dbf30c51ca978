export interface DateGroup<T> {
  /** 'today', 'yesterday' or a month such as '2026-11'. */
  key: string;
  items: T[];
}

function dayKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * Groups dated items, newest first as given: today, yesterday, then by month (local time).
 * Items with an unreadable date go into the month of the epoch rather than disappear.
 */
export function groupByDate<T>(items: readonly T[], dateOf: (item: T) => string, now: Date = new Date()): DateGroup<T>[] {
  const today = dayKey(now);
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: DateGroup<T>[] = [];
  for (const item of items) {
    const parsed = new Date(dateOf(item));
    const date = Number.isNaN(parsed.getTime()) ? new Date(0) : parsed;
    const day = dayKey(date);
    const key = day === today ? 'today' : day === yesterday ? 'yesterday' : day.slice(0, 7);
    const last = groups[groups.length - 1];
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, items: [item] });
  }
  return groups;
}
