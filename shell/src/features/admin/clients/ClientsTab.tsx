import Button from '@mui/material/Button';
import { catalogueEntry, isWorkflowSlug } from '@portal/contract';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { type DataColumn, DataTable, useColumns } from '@portal/dashboard-kit/ui';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { watchTable } from '../../../domain/realtime.ts';
import { LoadingOrFailed } from '../../../lib/screens/LoadFailed.tsx';
import { useServerState } from '../../../lib/useServerState.ts';
import { useAdminT } from '../i18n/index.ts';
import { ClientWorkflowsDialog } from './ClientWorkflowsDialog.tsx';
import { type ClientRow, loadClients } from './clientsApi.ts';

const nameOf = (c: ClientRow) => c.full_name.trim() || c.email || '—';

export default function ClientsTab() {
  const { t, locale } = useAdminT();
  const f = useFormatters();
  const col = useColumns();
  const [managing, setManaging] = useState<string | null>(null);
  const { state, retry, refetch } = useServerState(loadClients, [], {
    subscribe: (refetch) => watchTable({ table: 'client_workflows', onChange: refetch, onJoined: refetch }),
  });

  const columns = useMemo<DataColumn<ClientRow>[]>(
    () => [
      { id: 'name', header: t('clients.name'), value: nameOf },
      { id: 'email', header: t('clients.email'), value: (c) => c.email },
      { id: 'company', header: t('clients.company'), value: (c) => c.company },
      {
        id: 'workflows',
        header: t('clients.workflows'),
        value: (c) =>
          c.workflows
            .map(
              (w) =>
                `${isWorkflowSlug(w.workflow_slug) ? catalogueEntry(w.workflow_slug).name[locale] : w.workflow_slug} (${t(`clients.statusOf.${w.status}`)})`,
            )
            .join(', '),
      },
      { id: 'requests', header: t('clients.requests'), value: (c) => c.requests, align: 'end' },
      { id: 'messages', header: t('clients.messages'), value: (c) => c.messages, align: 'end' },
      {
        id: 'lastSignIn',
        header: t('clients.lastSignIn'),
        value: (c) => (c.last_sign_in_at ? new Date(c.last_sign_in_at) : null),
        render: (c) => (c.last_sign_in_at ? f.dateTime(c.last_sign_in_at) : t('clients.never')),
        nowrap: true,
      },
      col.button('manage', t('clients.manage'), (c) => (
        <Button
          size="small"
          onClick={() => setManaging(c.id)}
          aria-label={t('clients.manageClient', { name: nameOf(c) })}
        >
          {t('clients.manage')}
        </Button>
      )),
      col.button('report', t('clients.report'), (c) => (
        <Button
          size="small"
          component={RouterLink}
          to={`/admin/reports?client=${c.id}`}
          aria-label={t('clients.reportOf', { name: nameOf(c) })}
        >
          {t('clients.report')}
        </Button>
      )),
    ],
    [t, f, col, locale],
  );

  if (state.status !== 'ready')
    return <LoadingOrFailed state={state} message={t('loadFailed')} onRetry={retry} />;
  const current = state.data.find((c) => c.id === managing);
  return (
    <>
      <DataTable title={t('clients.title')} rows={state.data} columns={columns} getRowId={(c) => c.id} />
      {current && (
        <ClientWorkflowsDialog
          client={current}
          name={nameOf(current)}
          onClose={() => setManaging(null)}
          onChanged={refetch}
        />
      )}
    </>
  );
}
