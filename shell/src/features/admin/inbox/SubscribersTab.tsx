/**
 * The newsletter list: every address, its language, where it signed up, whether it is still subscribed
 * and since when; the table's CSV button downloads it (the list an email tool imports).
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DataColumn, DataTable, StatusChip, useColumns } from '@portal/dashboard-kit/ui';
import { useMemo } from 'react';
import { LoadingOrFailed } from '../../../lib/screens/LoadFailed.tsx';
import { useServerState } from '../../../lib/useServerState.ts';
import { useAdminInboxT } from './i18n/index.ts';
import { loadSubscribers, type Subscriber } from './inboxApi.ts';

export default function SubscribersTab() {
  const { t } = useAdminInboxT();
  const col = useColumns();
  const { state, retry } = useServerState(loadSubscribers, []);
  const columns = useMemo<DataColumn<Subscriber>[]>(
    () => [
      { id: 'email', header: t('subscribers.email'), value: (s) => s.email },
      {
        id: 'language',
        header: t('subscribers.language'),
        value: (s) => (s.locale === 'ar' || s.locale === 'en' ? t(`languages.${s.locale}`) : s.locale),
      },
      {
        id: 'source',
        header: t('subscribers.source'),
        value: (s) => (s.source === 'landing' ? t('subscribers.sources.landing') : s.source),
      },
      {
        id: 'status',
        header: t('subscribers.status'),
        value: (s) => t(`subscribers.${s.status}`),
        render: (s) => (
          <StatusChip
            tone={s.status === 'subscribed' ? 'success' : 'neutral'}
            label={t(`subscribers.${s.status}`)}
          />
        ),
      },
      col.date('since', t('subscribers.since'), (s) => s.created_at),
    ],
    [t, col],
  );

  if (state.status !== 'ready')
    return <LoadingOrFailed state={state} message={t('loadFailed')} onRetry={retry} />;
  const subscribed = state.data.filter((s) => s.status === 'subscribed').length;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary" data-testid="subscriber-count">
        {t('subscribers.count', { count: subscribed })}
      </Typography>
      <DataTable
        title={t('subscribers.title')}
        rows={state.data}
        columns={columns}
        initialSort="since"
        emptyMessage={t('subscribers.empty')}
        exportFileName="newsletter-subscribers"
      />
    </Stack>
  );
}
