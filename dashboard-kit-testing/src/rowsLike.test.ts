import { describe, expect, it } from 'vitest';
import { rowsLike } from './rowsLike.ts';

describe('rowsLike', () => {
  const sample = [
    { id: 'sample-1', status: 'open', owner: 'Aisha' },
    { id: 'sample-2', status: 'closed', owner: 'Omar' },
  ];

  it('copies the first row but its id, numbering the rows it builds', () => {
    const row = rowsLike('t', sample);
    expect(row()).toEqual({ id: 't1', status: 'open', owner: 'Aisha' });
    expect(row({ status: 'closed' })).toEqual({ id: 't2', status: 'closed', owner: 'Aisha' });
  });

  it('needs a row to copy', () => {
    expect(() => rowsLike('t', [])).toThrow();
  });
});
