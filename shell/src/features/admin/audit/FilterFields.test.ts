import { describe, expect, it } from 'vitest';
import { filterOptions } from './FilterFields.tsx';

describe('filterOptions', () => {
  it('puts "any" (no filter) first, then each value with its label', () => {
    expect(filterOptions('Any status', ['queued', 'failed'], (s) => s.toUpperCase())).toEqual([
      { value: '', label: 'Any status' },
      { value: 'queued', label: 'QUEUED' },
      { value: 'failed', label: 'FAILED' },
    ]);
  });

  it('labels a value by itself when no label is given', () => {
    expect(filterOptions('Any table', ['leads'])).toEqual([
      { value: '', label: 'Any table' },
      { value: 'leads', label: 'leads' },
    ]);
  });
});
