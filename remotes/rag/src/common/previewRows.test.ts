import { describe, expect, it } from 'vitest';
import { previewRows } from './previewRows.ts';

describe('previewRows', () => {
  it('shows all rows searchable, or the first few without search and paging', () => {
    expect(previewRows([1, 2, 3])).toEqual({ rows: [1, 2, 3], searchable: true, pageSizeOptions: undefined });
    expect(previewRows([1, 2, 3], 2)).toEqual({ rows: [1, 2], searchable: false, pageSizeOptions: [2] });
  });
});
