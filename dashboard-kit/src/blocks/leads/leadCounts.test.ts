import { leadRow } from '@portal/dashboard-kit-testing';
import { describe, expect, it } from 'vitest';
import { leadsBySource, leadsByStatus } from './leadCounts.ts';
import type { Lead } from './leads.ts';

const lead = (source: Lead['source'], status: Lead['status']) => leadRow({ source, status });

const leads = [
  lead('website', 'new'),
  lead('linkedin', 'won'),
  lead('linkedin', 'new'),
  lead('event', 'lost'),
];

describe('lead counts', () => {
  it('counts every status in funnel order, empty ones included', () => {
    expect(leadsByStatus(leads)).toEqual([
      { key: 'new', count: 2 },
      { key: 'contacted', count: 0 },
      { key: 'qualified', count: 0 },
      { key: 'proposal', count: 0 },
      { key: 'won', count: 1 },
      { key: 'lost', count: 1 },
    ]);
  });

  it('counts only the sources that have leads, the largest first', () => {
    expect(leadsBySource(leads).map((s) => [s.key, s.count])).toEqual([
      ['linkedin', 2],
      ['website', 1],
      ['event', 1],
    ]);
  });
});
