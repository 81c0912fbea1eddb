import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormatters } from '@portal/shared/i18n';
import { type DataColumn, DataTable, Ltr, StatusChip } from '@portal/shared/ui';
import { useMemo } from 'react';
import { useSalesTranslation } from '../i18n/index.ts';
import { LEAD_STATUS_TONE, LEAD_STATUSES, type Lead } from './leads.ts';

export interface LeadsTableProps {
  leads: readonly Lead[];
  title: string;
  emptyMessage: string;
}

/** Leads, newest first, searchable and exportable (Recent Leads tab; automated leads). */
export function LeadsTable({ leads, title, emptyMessage }: LeadsTableProps) {
  const { t } = useSalesTranslation();
  const f = useFormatters();
  const columns = useMemo<DataColumn<Lead>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        value: (l) => l.name,
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
      },
      { id: 'email', header: t('columns.email'), value: (l) => l.email },
      { id: 'company', header: t('columns.company'), value: (l) => l.company },
      {
        id: 'phone',
        header: t('columns.phone'),
        nowrap: true,
        value: (l) => l.phone,
        sortable: false,
        render: (l) => (l.phone ? <Ltr>{l.phone}</Ltr> : f.missing),
      },
      {
        id: 'source',
        header: t('columns.source'),
        value: (l) => t(`enums.leadSource.${l.source}`),
        csv: (l) => t(`enums.leadSource.${l.source}`),
      },
      {
        id: 'status',
        header: t('columns.status'),
        // Sorts in funnel order (new → lost); searched and exported by its label.
        value: (l) => LEAD_STATUSES.indexOf(l.status),
        searchText: (l) => t(`enums.leadStatus.${l.status}`),
        csv: (l) => t(`enums.leadStatus.${l.status}`),
        render: (l) => (
          <StatusChip label={t(`enums.leadStatus.${l.status}`)} tone={LEAD_STATUS_TONE[l.status]} />
        ),
      },
      { id: 'score', header: t('columns.score'), value: (l) => l.score, align: 'end' },
      {
        id: 'value',
        header: t('columns.estimatedValue'),
        value: (l) => l.estimatedValue,
        render: (l) => (l.estimatedValue === null ? f.missing : f.qar(l.estimatedValue)),
        align: 'end',
      },
      {
        id: 'created',
        nowrap: true,
        header: t('columns.created'),
        value: (l) => new Date(l.createdAt),
        render: (l) => f.dateTime(l.createdAt),
      },
    ],
    [t, f],
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
