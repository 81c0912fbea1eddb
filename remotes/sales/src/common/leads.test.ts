import type { Lead } from '@portal/dashboard-kit/entities';
import { leadFigures } from '@portal/dashboard-kit/entities';
import { leadRow } from '@portal/dashboard-kit-testing';
import { describe, expect, it } from 'vitest';
import { leadsBySource, leadsByStatus } from './leads.ts';

const lead = (source: Lead['source'], status: Lead['status']) => leadRow({ source, status });

const leads = [
  lead('website', 'new'),
  lead('linkedin', 'won'),
  lead('linkedin', 'new'),
  lead('event', 'lost'),
  // Before the period: not counted.
  leadRow({ source: 'event', status: 'won', createdAt: '2026-02-01T06:00:00.000Z' }),
];
const figures = leadFigures.fromRows(leads, '2026-04-02T00:00:00.000Z');
const counts = (list: { key: string; count: number }[]) => list.map(({ key, count }) => ({ key, count }));

describe('lead counts', () => {
  it('counts the period’s every status in funnel order, empty ones included', () => {
    expect(counts(leadsByStatus(figures))).toEqual([
      { key: 'new', count: 2 },
      { key: 'contacted', count: 0 },
      { key: 'qualified', count: 0 },
      { key: 'proposal', count: 0 },
      { key: 'won', count: 1 },
      { key: 'lost', count: 1 },
    ]);
  });

  it('counts only the sources that have leads, the largest first', () => {
    expect(leadsBySource(figures).map((s) => [s.key, s.count])).toEqual([
      ['linkedin', 2],
      ['website', 1],
      ['event', 1],
    ]);
  });
});
