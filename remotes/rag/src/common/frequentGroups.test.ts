import { describe, expect, it } from 'vitest';
import { frequentGroups } from './frequentGroups.ts';

const row = (key: string | null, at: string, id = `${key}@${at}`) => ({ key, at, id });

describe('frequentGroups', () => {
  it('ranks groups by size, then by their latest item, and keeps that item', () => {
    const rows = [
      row('timeout', '2026-03-01'),
      row('refused', '2026-03-04'),
      row('timeout', '2026-03-03'),
      row('lost', '2026-03-02'),
      row(null, '2026-03-05'),
    ];
    const groups = frequentGroups(
      rows,
      (r) => r.key,
      (r) => r.at,
    );
    expect(groups.map((g) => [g.key, g.items.length, g.latest.at])).toEqual([
      ['timeout', 2, '2026-03-03'],
      ['refused', 1, '2026-03-04'],
      ['lost', 1, '2026-03-02'],
    ]);
  });

  it('takes the later item in the list as the latest on equal dates', () => {
    const rows = [row('a', '2026-03-01', 'first'), row('a', '2026-03-01', 'second')];
    expect(
      frequentGroups(
        rows,
        (r) => r.key,
        (r) => r.at,
      )[0]?.latest.id,
    ).toBe('second');
  });
});
