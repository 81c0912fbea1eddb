import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useUiTranslation } from '../../i18n/index.ts';
import type { TableRows } from '../../live/tableRows.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { useEnumLabels } from '../../ui/enumLabels.ts';
import { Ltr } from '../../ui/Ltr.tsx';
import type { DataColumn } from '../../ui/table-logic.ts';
import { useTableColumns } from '../../ui/useViewKit.ts';
import { LEAD_STATUS_TONE, LEAD_STATUSES, type Lead } from './leads.ts';

export interface LeadsTableProps {
  /** The rows in the browser (a sample) or paged on the server (`leadTable()`). */
  leads: TableRows<Lead>;
  title: string;
  emptyMessage: string;
}

/** Leads, newest first: who, how to reach them, where they came from, how far they got, their value. */
export function LeadsTable({ leads, title, emptyMessage }: LeadsTableProps) {
  const labels = useEnumLabels();
  const columns = useTableColumns(
    useUiTranslation,
    ({ t, col }): DataColumn<Lead>[] => [
      col.text<Lead>('name', t('columns.name'), (l) => l.name, {
        searchText: (l) => `${l.name} ${l.email ?? ''}`,
        render: (l) => (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {l.name}
            </Typography>
            {l.email && (
              <Typography variant="caption" color="text.secondary">
                <Ltr>{l.email}</Ltr>
              </Typography>
            )}
          </Box>
        ),
      }),
      col.contact<Lead>('email', t('columns.email'), (l) => l.email),
      col.text<Lead>('company', t('columns.company'), (l) => l.company),
      col.contact<Lead>('phone', t('columns.phone'), (l) => l.phone, { sortable: false }),
      col.label<Lead, Lead['source']>('source', t('columns.source'), (l) => l.source, labels.leadSource),
      col.status<Lead, Lead['status']>('status', t('columns.status'), (l) => l.status, {
        order: LEAD_STATUSES,
        tones: LEAD_STATUS_TONE,
        label: labels.leadStatus,
      }),
      col.number<Lead>('score', t('columns.score'), (l) => l.score),
      col.qar<Lead>('value', t('columns.estimatedValue'), (l) => l.estimatedValue),
      col.date<Lead>('created', t('columns.created'), (l) => l.createdAt),
    ],
    [labels],
  );
  // The e-mail has its own CSV column but is shown under the name on screen.
  const visibleColumns = useMemo(() => columns.filter((c) => c.id !== 'email'), [columns]);
  return (
    <DataTable
      title={title}
      rows={leads}
      columns={visibleColumns}
      exportColumns={columns}
      getRowId={(l) => l.id}
      initialSort={{ columnId: 'created', direction: 'desc' }}
      emptyMessage={emptyMessage}
    />
  );
}
