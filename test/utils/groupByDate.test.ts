import { expect } from 'chai';
import { groupByDate } from '../../src/utils/groupByDate';

describe('groupByDate', () => {
  const now = new Date(2026, 10, 21, 15, 0);
  const at = (y: number, m: number, d: number, h = 12) => new Date(y, m, d, h).toISOString();

  it('groups newest-first items into today, yesterday, then months', () => {
    const items = [at(2026, 10, 21), at(2026, 10, 21, 1), at(2026, 10, 20), at(2026, 10, 2), at(2026, 9, 30), at(2025, 9, 1)];
    const groups = groupByDate(items, (item) => item, now);
    expect(groups.map((g) => [g.key, g.items.length])).to.deep.equal([
      ['today', 2],
      ['yesterday', 1],
      ['2026-11', 1],
      ['2026-10', 1],
      ['2025-10', 1],
    ]);
  });

  it('keeps an item with an unreadable date', () => {
    expect(groupByDate(['not a date'], (item) => item, now)[0]?.items).to.deep.equal(['not a date']);
  });
});
