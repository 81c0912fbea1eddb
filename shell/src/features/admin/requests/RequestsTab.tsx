/**
 * The request queue (docs/product.md §1): one tab per kind of request, open / decided / all, search and
 * CSV through the toolkit's table, live (a new request or another admin's decision shows without a
 * reload; a reconnect refetches). Kind, filter and the open request are in the address, so a
 * notification can link straight to a request.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import type { DataColumn } from '@portal/dashboard-kit/ui';
import { DataTable, StatusChip, TabStrip, useColumns } from '@portal/dashboard-kit/ui';
import { useMemo } from 'react';
import { watchTable } from '../../../domain/realtime.ts';
import { requestStatusTone } from '../../../lib/requestStatus.ts';
import { PageLoader } from '../../../lib/screens/PageLoader.tsx';
import { RetryAlert } from '../../../lib/screens/RetryAlert.tsx';
import { type SearchParamChanges, useSearchParamsUpdate } from '../../../lib/useSearchParamsUpdate.ts';
import { useServerState } from '../../../lib/useServerState.ts';
import type { en } from '../i18n/en.ts';
import { useAdminT } from '../i18n/index.ts';
import { RequestDetail } from './RequestDetail.tsx';
import {
  isOpen,
  loadPeople,
  loadRequests,
  personName,
  type QueueRequest,
  REQUEST_KINDS,
  type RequestKind,
  tableOf,
  workflowLabel,
} from './requestsApi.ts';

const FILTERS = ['open', 'decided', 'all'] as const;
type Filter = (typeof FILTERS)[number];

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return (options as readonly (string | null)[]).includes(value) ? (value as T) : fallback;
}

export default function RequestsTab() {
  const { t, locale } = useAdminT();
  const f = useFormatters();
  const col = useColumns();
  const [params, updateParams] = useSearchParamsUpdate();
  const kind = oneOf<RequestKind>(REQUEST_KINDS, params.get('kind'), 'access');
  const filter = oneOf<Filter>(FILTERS, params.get('show'), 'open');
  const selectedId = params.get('request');
  const update = (changes: SearchParamChanges) => updateParams(changes, { replace: true });

  const people = useServerState(loadPeople, []);
  const queue = useServerState((signal) => loadRequests(kind, signal), [kind], {
    subscribe: (refetch) => watchTable({ table: tableOf(kind), onChange: refetch, onJoined: refetch }),
  });

  const directory = people.state.status === 'ready' ? people.state.data : new Map();
  const rows = queue.state.status === 'ready' ? queue.state.data : [];
  const shown = rows.filter((r) => filter === 'all' || (filter === 'open') === isOpen(r));
  const selected = rows.find((r) => r.id === selectedId);

  const columns = useMemo<DataColumn<QueueRequest>[]>(
    () => [
      { id: 'client', header: t('queue.client'), value: (r) => personName(directory, r.userId) },
      { id: 'company', header: t('queue.company'), value: (r) => directory.get(r.userId)?.company ?? null },
      {
        id: 'workflow',
        header: t('queue.workflow'),
        value: (r) =>
          r.action
            ? `${workflowLabel(r, locale)} (${t(`actions.${r.action as 'start'}`)})`
            : workflowLabel(r, locale),
      },
      col.date('submitted', t('queue.submitted'), (r) => r.submittedAt),
      { id: 'source', header: t('queue.source'), value: (r) => t(`sources.${r.source as 'marketplace'}`) },
      {
        id: 'status',
        header: t('queue.status'),
        value: (r) => t(`status.${r.status as keyof typeof en.status}`),
        render: (r) => (
          <StatusChip
            label={t(`status.${r.status as keyof typeof en.status}`)}
            tone={requestStatusTone(r.status)}
          />
        ),
      },
      col.button('view', t('queue.request'), (r) => (
        <Button
          size="small"
          onClick={() => update({ request: r.id })}
          aria-label={t('queue.viewRequest', {
            client: personName(directory, r.userId),
            workflow: workflowLabel(r, locale),
          })}
        >
          {t('queue.view')}
        </Button>
      )),
    ],
    // params: the View button's update() must start from the current address (kind, filter).
    [t, f, col, locale, directory, params],
  );

  return (
    <Stack spacing={2}>
      <TabStrip
        value={kind}
        onChange={(next) => update({ kind: next, request: null })}
        label={t('queue.kindsLabel')}
        tabs={REQUEST_KINDS.map((id) => ({ value: id, label: t(`kinds.${id}`) }))}
      />
      {queue.state.status === 'loading' && <PageLoader />}
      {queue.state.status === 'error' && (
        <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={queue.retry} />
      )}
      {queue.state.status === 'ready' && (
        <DataTable
          title={t(`kinds.${kind}`)}
          rows={shown}
          columns={columns}
          getRowId={(r) => r.id}
          initialSort={{ columnId: 'submitted', direction: 'desc' }}
          emptyMessage={t('queue.empty')}
          toolbar={
            <ToggleButtonGroup
              size="small"
              exclusive
              value={filter}
              onChange={(_, next: Filter | null) => next && update({ show: next === 'open' ? null : next })}
              aria-label={t('queue.statusFilter')}
            >
              {FILTERS.map((id) => (
                <ToggleButton key={id} value={id}>
                  {t(`queue.${id}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          }
        />
      )}
      {selected && (
        <RequestDetail
          request={selected}
          people={directory}
          onClose={() => update({ request: null })}
          onDecided={queue.refetch}
        />
      )}
    </Stack>
  );
}
