import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineNamespace } from '../i18n/index.ts';
import { familyTable } from './familyTable.tsx';
import { renderWithProviders } from './testing.tsx';
import { type Variants, variantTable } from './variantTable.tsx';

// Requests and the open ones: one table, the open list's last column and first sort its own.
const en = {
  desk: {
    tables: { all: 'All requests', open: 'Open requests' },
    empty: { all: 'No requests.', open: 'Nothing open.' },
    columns: { who: 'Who', took: 'Took', waiting: 'Waiting' },
  },
};
const family = defineNamespace('variant-table-test', en, en);
const namespaces = { [family.name]: family.messages };
type Row = { id: string; who: string; took?: number; waitingMs?: number };
const Desk = familyTable<'all' | 'open', 'desk.'>(family.useT, 'desk.');
const Requests = variantTable(
  Desk,
  family.useT,
  ({ t, col }): Variants<'all' | 'open', Row> => ({
    columns: [col.text('who', t('desk.columns.who'), (r) => r.who)],
    all: ['who', [col.number('took', t('desk.columns.took'), (r) => r.took ?? null)]],
    open: ['waiting', [col.number('waiting', t('desk.columns.waiting'), (r) => r.waitingMs ?? null)]],
  }),
);
const rows: Row[] = [
  { id: 'a', who: 'Aisha', waitingMs: 5 },
  { id: 'b', who: 'Badr', waitingMs: 9 },
];
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('variantTable', () => {
  it('shows the shared columns then the list’s own, titled by the list', () => {
    renderWithProviders(<Requests name="all" rows={rows} />, { namespaces });
    expect(screen.getByRole('heading', { name: 'All requests' })).toBeTruthy();
    expect(headers().join('|')).toMatch(/Who.*\|Took/);
    expect(screen.getByRole('columnheader', { name: /Who/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts a list by its own first sort', () => {
    renderWithProviders(<Requests name="open" rows={rows} />, { namespaces });
    expect(screen.getByRole('heading', { name: 'Open requests' })).toBeTruthy();
    expect(headers().join('|')).toMatch(/Who.*\|Waiting/);
    expect(screen.getByRole('columnheader', { name: /Waiting/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /Who/ }).getAttribute('aria-sort')).toBeNull();
    const [first] = screen.getAllByRole('row').slice(1);
    expect(first && within(first).getByText('Badr')).toBeTruthy(); // waited longest
  });
});
