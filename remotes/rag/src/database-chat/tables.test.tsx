import { fixtureTable, renderWithProviders } from '@portal/dashboard-kit-testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryRow } from '../common/testRows.ts';
import { ragNamespace } from '../i18n/index.ts';
import { QueriesTable } from './tables.tsx';

const QUERIES = fixtureTable(queryRow, 'question status generated_sql error', [
  ['Total sales last month?', 'succeeded', 'select sum(amount_total)\nfrom sale_order;', null],
  ['Delete the test customers', 'failed', null, 'Refused: only read-only queries are allowed.'],
]);

describe('database chat questions', () => {
  it('shows each question’s generated SQL, left to right, and why a query failed', async () => {
    const namespaces = { rag: ragNamespace.messages };
    renderWithProviders(<QueriesTable name="queries" queries={QUERIES} />, { namespaces });
    // The table itself shows no SQL: it opens per question.
    expect(screen.queryByText(/select sum/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show query: Total sales last month?' }));
    const dialog = screen.getByRole('dialog', { name: 'Query generated for “Total sales last month?”' });
    const code = within(dialog).getByText(/select sum\(amount_total\)/);
    expect(code.closest('pre')?.getAttribute('dir')).toBe('ltr');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Show query: Delete the test customers' }));
    const second = screen.getByRole('dialog', { name: /Delete the test customers/ });
    expect(within(second).getByText('No query was generated for this question.')).toBeTruthy();
    expect(within(second).getByText('Refused: only read-only queries are allowed.')).toBeTruthy();
  });
});
