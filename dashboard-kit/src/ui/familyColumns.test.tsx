import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUiTranslation } from '../i18n/index.ts';
import { DataTable } from './DataTable.tsx';
import { familyColumns } from './familyColumns.ts';

const useUiColumns = familyColumns(useUiTranslation);

interface Person {
  id: string;
  name: string;
  sent: number;
}

function People({ rows }: { rows: Person[] }) {
  const columns = useUiColumns<Person>(({ t, col }) => [
    col.text('name', t('columns.name'), (p) => p.name),
    col.number('sent', t('columns.sent'), (p) => p.sent),
  ]);
  return <DataTable title="People" rows={rows} columns={columns} emptyMessage="Nobody" />;
}

describe('familyColumns', () => {
  it('builds a table’s columns in the family’s texts, in the page’s language', () => {
    renderWithProviders(<People rows={[{ id: '1', name: 'Mariam', sent: 1200 }]} />);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '1,200' })).toBeTruthy();
    renderWithProviders(<People rows={[{ id: '1', name: 'مريم', sent: 1200 }]} />, { locale: 'ar' });
    expect(screen.getByRole('columnheader', { name: /الاسم/ })).toBeTruthy();
  });
});
