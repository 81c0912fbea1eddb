// @vitest-environment node
/**
 * The spread, group and age parts against the real local stack, signed in as the seeded Sara (RLS
 * applies): what SQL answers equals what the same part counts from the same rows in the browser
 * (`fromRows`, the sample's path), so sample and live mode mean the same figures.
 */

import { useLiveStack } from '@portal/dashboard-kit-testing/live';
import { describe, expect, it } from 'vitest';
import type { Fact } from './figures.ts';
import { agesOf, type Spread, statsOf, topOf } from './spread.ts';
import { toNumber } from './values.ts';

const fixture = useLiveStack();

interface LeadRow {
  created_at: string;
  status: string;
  source: string | null;
  estimated_value_qar: number | string | null;
  score: number | null;
}
/** What `dashboard_figures` counts of a lead (docs/architecture.md, "Dashboard figures"). */
const leadFact = (row: LeadRow): Fact => ({
  at: row.created_at,
  status: row.status,
  kind: row.source ?? '',
  value: toNumber(row.estimated_value_qar) ?? null,
  score: row.score,
});
const leads = () =>
  fixture.rows<LeadRow>(
    'leads',
    ['created_at', 'status', 'source', 'estimated_value_qar', 'score'],
    'sara',
    'lead-generation',
  );

const expectSameSpread = (sql: Spread, rows: Spread) => {
  expect(sql.rows).toBe(rows.rows);
  expect(sql.bands).toEqual(rows.bands);
  for (const [i, p] of rows.percentiles.entries())
    if (p === undefined) expect(sql.percentiles[i]).toBeUndefined();
    else expect(sql.percentiles[i]).toBeCloseTo(p, 6);
  expect(sql.sum).toBeCloseTo(rows.sum, 6);
  expect(sql.min).toBe(rows.min);
  expect(sql.max).toBe(rows.max);
};

describe('statsOf, topOf and agesOf', () => {
  it('give from SQL what the same part counts from the rows', async () => {
    const ctx = fixture.context('sara', 'lead-generation');
    const asOf = new Date();
    const rows = await leads();
    expect(rows.length).toBeGreaterThan(10);

    const scores = statsOf('leads', leadFact, {
      measure: 'score',
      bounds: [50, 70, 90],
      fractions: [0.5, 0.9],
    });
    const sqlScores = await scores.read(ctx, asOf);
    const rowScores = scores.fromRows(rows, asOf.toISOString());
    expect(sqlScores.current.rows).toBeGreaterThan(0);
    expectSameSpread(sqlScores.current, rowScores.current);
    expectSameSpread(sqlScores.previous, rowScores.previous);

    const open = statsOf('leads', leadFact, { statuses: ['new', 'contacted'], days: 60 });
    expectSameSpread((await open.read(ctx, asOf)).current, open.fromRows(rows, asOf.toISOString()).current);

    const bySource = topOf('leads', 'source', (row: LeadRow) => row.source, leadFact, { limit: 3 });
    const sqlTop = await bySource.read(ctx, asOf);
    const rowTop = bySource.fromRows(rows, asOf.toISOString());
    expect(sqlTop.groups.length).toBeGreaterThan(0);
    expect(sqlTop.total).toBe(rowTop.total);
    expect(sqlTop.groups.map(({ key, rows }) => [key, rows])).toEqual(
      rowTop.groups.map(({ key, rows }) => [key, rows]),
    );

    const ages = agesOf('leads', leadFact, ['new', 'contacted', 'qualified'], [7, 30]);
    const sqlAges = await ages.read(ctx, asOf);
    const rowAges = ages.fromRows(rows, asOf.toISOString());
    const byBand = (lines: typeof sqlAges) =>
      lines.map(({ band, status, kind, rows }) => `${band}|${status}|${kind}|${rows}`).sort();
    expect(sqlAges.length).toBeGreaterThan(0);
    expect(byBand(sqlAges)).toEqual(byBand(rowAges));
  });

  it('answer nothing of another client', async () => {
    const omar = fixture.context('omar', 'lead-generation');
    const sara = fixture.context('sara', 'lead-generation');
    const asOf = new Date();
    const stats = await statsOf('leads', leadFact).read({ ...omar, userId: sara.userId }, asOf);
    expect(stats.current.rows).toBe(0);
    const top = await topOf('leads', 'source', (r: LeadRow) => r.source, leadFact).read(
      { ...omar, userId: sara.userId },
      asOf,
    );
    expect(top.groups).toEqual([]);
  });
});
