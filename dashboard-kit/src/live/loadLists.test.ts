// @vitest-environment node
/** loadLists against the real local stack, signed in as the seeded Sara (RLS applies). */

import { useLiveStack } from '@portal/dashboard-kit-testing/live';
import { describe, expect, it } from 'vitest';
import { listOf, loadLists } from './loadLists.ts';

const fixture = useLiveStack();

describe('loadLists', () => {
  it('reads every list with its own options, maps its rows, and stamps the moment it read at', async () => {
    const load = loadLists({
      names: listOf('leads', ['id', 'full_name'], (row) => row.full_name, { limit: 3 }),
      recent: listOf('leads', ['id'], (row) => row.id, { limit: 1000, days: 7 }),
      campaigns: listOf('campaigns', ['id', 'name'], (row) => row, { limit: 100 }),
    });
    const before = Date.now();
    const data = await load(fixture.context('sara', 'lead-generation'));
    expect(data.names).toHaveLength(3);
    expect(data.names.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
    const lastWeek = "created_at >= now() - interval '7 days'";
    expect(data.recent).toHaveLength(await fixture.countRows('leads', 'sara', 'lead-generation', lastWeek));
    expect(data.campaigns).toHaveLength(await fixture.countRows('campaigns', 'sara', 'lead-generation'));
    expect(Object.keys(data.campaigns[0] ?? {})).toEqual(['id', 'name']);
    expect(Date.parse(data.asOf)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(data.asOf)).toBeLessThanOrEqual(Date.now());
  });
});
