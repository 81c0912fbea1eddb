import { describe, expect, it } from 'vitest';
import { columnList } from './columns.ts';

describe('columnList', () => {
  it('lists the columns in the order written, as one list', () => {
    expect(columnList('leads', 'id status created_at')).toEqual(['id', 'status', 'created_at']);
  });

  it('rejects a name that is not a column of the table at compile time', () => {
    // @ts-expect-error: 'nonsense' is not a column of leads.
    expect(columnList('leads', 'id nonsense')).toEqual(['id', 'nonsense']);
  });
});
