// @vitest-environment node
/** liveDashboard against the real local stack, signed in as the seeded Sara (RLS applies). */

import { useLiveStack } from '@portal/dashboard-kit-testing/live';
import { describe, expect, it } from 'vitest';
import { figuresOf, listOf, liveDashboard, tableOf, weeksOf } from './dashboard.ts';
import { countOf } from './figures.ts';
import { isServerRows } from './tableRows.ts';

const fixture = useLiveStack();

const leadFact = (row: { created_at: string; status: string }) => ({
  at: row.created_at,
  status: row.status,
});

describe('liveDashboard', () => {
  it('reads every part as of one moment: lists, figures from SQL, tables paged on the server', async () => {
    const load = liveDashboard({
      names: listOf('leads', ['id', 'full_name'], (row) => row.full_name, { limit: 3 }),
      campaigns: listOf('campaigns', ['id', 'name'], (row) => row, { limit: 100 }),
      figures: figuresOf('leads', leadFact, 7),
      weeks: weeksOf('leads', leadFact, 3),
      leads: tableOf('leads', ['id', 'full_name', 'created_at'], (row) => row, {
        sort: { created: 'created_at', name: 'full_name' },
        search: ['full_name'],
      }),
    });
    const before = Date.now();
    const data = await load(fixture.context('sara', 'lead-generation'));
    expect(data.names).toHaveLength(3);
    expect(data.campaigns).toHaveLength(await fixture.countRows('campaigns', 'sara', 'lead-generation'));
    expect(Date.parse(data.asOf)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(data.asOf)).toBeLessThanOrEqual(Date.now());

    const at = (daysBack: number) =>
      `'${new Date(Date.parse(data.asOf) - daysBack * 86_400_000).toISOString()}'`;
    const between = (from: number, to: number) => `created_at >= ${at(from)} and created_at < ${at(to)}`;
    const count = (where: string) => fixture.countRows('leads', 'sara', 'lead-generation', where);
    expect(countOf(data.figures, 'current')).toBe(await count(between(7, 0)));
    expect(countOf(data.figures, 'previous')).toBe(await count(between(14, 7)));
    expect(data.weeks.map((week) => countOf(week, 'current'))).toEqual([
      await count(between(21, 14)),
      await count(between(14, 7)),
      await count(between(7, 0)),
    ]);

    if (!isServerRows(data.leads)) throw new Error('a live table is paged on the server');
    const all = await count('true');
    const first = await data.leads.page({
      offset: 0,
      limit: 2,
      order: { columnId: 'name', direction: 'asc' },
    });
    expect(first.count).toBe(all);
    expect(first.rows).toHaveLength(Math.min(2, all));
    const names = first.rows.map((row) => row.full_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const someone = first.rows[0]?.full_name ?? '';
    const found = await data.leads.page({ offset: 0, limit: 50, search: someone.slice(1, 5) });
    expect(found.rows.map((row) => row.full_name)).toContain(someone);
    const csv = await data.leads.csv({ order: { columnId: 'created', direction: 'desc' } });
    expect(csv.trim().split('\n')).toHaveLength(all + 1);
  });
});
