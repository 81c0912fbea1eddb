import { describe, expect, it } from 'vitest';
import type { SelectedRow } from './columns.ts';
import { selectedTable } from './selectedTable.ts';

describe('selectedTable', () => {
  it('declares the columns read and reads the enumerated ones, unknown values as the fallback', () => {
    const DEALS = selectedTable({ deals: 'id stage value_qar' }, { stage: 'prospect' });
    expect([DEALS.table, DEALS.columns]).toEqual(['deals', ['id', 'stage', 'value_qar']]);
    expect(DEALS.values.stage).toEqual(['prospect', 'qualified', 'proposal', 'negotiation', 'won', 'lost']);
    const row: SelectedRow<typeof DEALS> = { id: 'd1', stage: 'won', value_qar: 10 };
    expect(DEALS.read.stage(row)).toBe('won');
    expect(DEALS.read.stage({ stage: 'archived' })).toBe('prospect');
  });
});
