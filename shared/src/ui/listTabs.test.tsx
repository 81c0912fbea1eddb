import { describe, expect, it } from 'vitest';
import { listTabs } from './listTabs.tsx';

describe('listTabs', () => {
  it('makes a tab of each list, in the order written, named after it', () => {
    const tabs = listTabs(
      { open: ['a', 'b'], closed: ['c'] },
      (name) => `${name} list`,
      (name, rows) => `${name}: ${rows.join(' ')}`,
    );
    expect(tabs).toEqual([
      { id: 'open', label: 'open list', content: 'open: a b' },
      { id: 'closed', label: 'closed list', content: 'closed: c' },
    ]);
  });
});
