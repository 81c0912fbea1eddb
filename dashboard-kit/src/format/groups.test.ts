import { describe, expect, it } from 'vitest';
import { groupBy } from './groups.ts';

describe('groupBy', () => {
  it('keeps the groups in the order of their first item, and the items in their order', () => {
    const rows = [
      { id: 1, thread: 'b' },
      { id: 2, thread: 'a' },
      { id: 3, thread: 'b' },
    ];
    expect([...groupBy(rows, (r) => r.thread)]).toEqual([
      ['b', [rows[0], rows[2]]],
      ['a', [rows[1]]],
    ]);
  });

  it('leaves out items without a key', () => {
    const topics = ['Prices', null, '', undefined, 'Prices'];
    expect([...groupBy(topics, (t) => t)]).toEqual([['Prices', ['Prices', 'Prices']]]);
  });
});
