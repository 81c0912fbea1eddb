import { ColumnValues, hrRequestsValues } from '@portal/contract/schema';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { enumColumns } from './enumColumns.ts';

describe('enumColumns', () => {
  const { values, read } = enumColumns(hrRequestsValues, { status: 'open', request_type: 'other' });

  it('lists each named column’s allowed values in the schema’s order', () => {
    expect(values.status).toEqual(ColumnValues.hr_requests.status);
    expect(values.request_type).toEqual(ColumnValues.hr_requests.request_type);
    expect(Object.keys(values)).toEqual(['status', 'request_type']);
  });

  it('reads a known value as it is and anything else as the column’s fallback', () => {
    expect(read.status({ status: 'resolved' })).toBe('resolved');
    expect(read.status({ status: 'archived' })).toBe('open');
    expect(read.request_type({ request_type: null })).toBe('other');
    expectTypeOf(read.status({ status: 'x' })).toEqualTypeOf<(typeof values.status)[number]>();
  });
});
