import { selection } from '@portal/dashboard-kit/live';
import { describe, expect, it } from 'vitest';
import { declaredLists, readDeclared } from './declaredRows.ts';
import { listsOf } from './liveCases.ts';
import type { OwnerReader } from './ownerData.ts';

const INVOICES = selection({ invoices: 'id status' });
const REPORTS = selection({ financial_reports: 'id title' });

/** A reader that answers each read with what it was asked, to see the reads a declaration makes. */
const echoReader = {
  select: async (s: { table: string; columns: readonly string[] }, where?: string) => [
    { table: s.table, columns: s.columns.join(' '), where },
  ],
  since: (column: string, days: number) => `${column} since ${days} days`,
} as unknown as OwnerReader;

describe('declared expected rows', () => {
  it('reads each list from its selection, with its condition at the loader’s asOf', async () => {
    const declared = {
      invoices: {
        from: INVOICES,
        where: (read: OwnerReader, asOf: string) => `${read.since('issued_on', 60)} @ ${asOf}`,
      },
      reports: REPORTS,
    };
    const expected = await readDeclared(echoReader, 'T0', declared);
    expect(expected).toEqual({
      asOf: 'T0',
      invoices: [{ table: 'invoices', columns: 'id status', where: 'issued_on since 60 days @ T0' }],
      reports: [{ table: 'financial_reports', columns: 'id title', where: undefined }],
    });
    expect(declaredLists(declared)).toEqual(['invoices', 'reports']);
  });

  it('finds the lists of a loader’s data, leaving out asOf and other fields', () => {
    expect(listsOf({ invoices: [1], reports: [], asOf: 'T0', total: 3 })).toEqual([[1], []]);
  });
});
