import { describe, expect, it } from 'vitest';
import { listTabs } from './listTabs.tsx';

describe('listTabs', () => {
  it('makes a tab of each list, in the order written, named after it in the family’s tabs', () => {
    const labels = { 'tabs.open': 'Open', 'tabs.closed': 'Closed' };
    const t = (key: keyof typeof labels) => labels[key];
    const tabs = listTabs(
      t,
      { open: ['a', 'b'], closed: ['c'] },
      (name, rows) => `${name}: ${rows.join(' ')}`,
    );
    expect(tabs).toEqual([
      { id: 'open', label: 'Open', content: 'open: a b' },
      { id: 'closed', label: 'Closed', content: 'closed: c' },
    ]);
  });
});
