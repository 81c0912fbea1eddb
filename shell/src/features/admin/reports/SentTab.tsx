import { useFormatters } from '@portal/dashboard-kit/i18n';
import { type DataColumn, DataTable, StatusChip, useColumns } from '@portal/dashboard-kit/ui';
import { useMemo } from 'react';
import { PageLoader } from '../../../lib/screens/PageLoader.tsx';
import { RetryAlert } from '../../../lib/screens/RetryAlert.tsx';
import { useServerState } from '../../../lib/useServerState.ts';
import { useAdminReportsT } from './i18n/index.ts';
import { loadReportClients, loadSentReports, type SentReport } from './reportsApi.ts';

const TONE = {
  queued: 'info',
  sent: 'success',
  bounced: 'error',
  skipped: 'warning',
  failed: 'error',
} as const;

/** What was sent when, to whom, and what bounced or was not sent (and why); read when the tab opens. */
export default function SentTab() {
  const { t } = useAdminReportsT();
  const f = useFormatters();
  const col = useColumns();
  const { state, retry } = useServerState(async (signal) => {
    const [rows, clients] = await Promise.all([loadSentReports(signal), loadReportClients(signal)]);
    const names = new Map(clients.map((c) => [c.id, c.full_name.trim() || c.email || c.id]));
    return rows.map((row) => ({ ...row, client: names.get(row.user_id) ?? row.user_id }));
  }, []);

  const columns = useMemo<DataColumn<SentReport & { client: string }>[]>(
    () => [
      col.date('created', t('columns.created'), (r) => r.created_at),
      { id: 'client', header: t('columns.client'), value: (r) => r.client },
      {
        id: 'period',
        header: t('columns.period'),
        value: (r) => r.period_start,
        render: (r) =>
          r.frequency === 'month'
            ? f.monthYear(`${r.period_start}T12:00:00+03:00`)
            : `${f.date(`${r.period_start}T12:00:00+03:00`)} – ${f.date(new Date(Date.parse(`${r.period_end}T12:00:00+03:00`) - 86_400_000))}`,
        nowrap: true,
      },
      {
        id: 'frequency',
        header: t('columns.frequency'),
        value: (r) => t(r.frequency === 'week' ? 'week' : 'month'),
      },
      { id: 'by', header: t('columns.by'), value: (r) => t(`by.${r.requested_by}`) },
      {
        id: 'status',
        header: t('columns.status'),
        value: (r) => t(`status.${r.status}`),
        render: (r) => <StatusChip label={t(`status.${r.status}`)} tone={TONE[r.status]} />,
      },
      col.date('sent', t('columns.sent'), (r) => r.sent_at),
      { id: 'to', header: t('columns.to'), value: (r) => r.to_address },
      {
        id: 'note',
        header: t('columns.note'),
        value: (r) =>
          r.last_error === 'switched_off' || r.last_error === 'no_confirmed_email'
            ? t(`notes.${r.last_error}`)
            : r.last_error,
      },
    ],
    [t, f, col],
  );

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error')
    return <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} />;
  return (
    <DataTable
      title={t('sentTitle')}
      rows={state.data}
      columns={columns}
      getRowId={(r) => r.id}
      emptyMessage={t('emptySent')}
    />
  );
}
