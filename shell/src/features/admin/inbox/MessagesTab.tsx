/**
 * The inbox's messages: newest first, filtered by state (unread, read, answered), each opened in a
 * dialog (MessageDialog) whose id is part of the address, so a notification opens the message itself.
 */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isOneOf } from '@portal/dashboard-kit/live';
import { type DataColumn, DataTable, StatusChip, useColumns } from '@portal/dashboard-kit/ui';
import { lazy, Suspense, useMemo } from 'react';
import { LoadingOrFailed } from '../../../lib/screens/LoadFailed.tsx';
import { useSearchParamsUpdate } from '../../../lib/useSearchParamsUpdate.ts';
import { useServerState } from '../../../lib/useServerState.ts';
import { FilterSelect, filterOptions } from '../audit/FilterFields.tsx';
import { useAdminInboxT } from './i18n/index.ts';
import {
  type InboxMessage,
  loadMessages,
  MESSAGE_FILTERS,
  MESSAGE_TONE,
  type MessageFilter,
  messageText,
} from './inboxApi.ts';

/**
 * The message dialog loads when a message is opened: its Dialog, reply form (TextField, with its Select,
 * Menu and Popover) and people lookup are none of the list's first paint (docs/performance.md).
 */
const MessageDialog = lazy(() => import('./MessageDialog.tsx').then((m) => ({ default: m.MessageDialog })));

export default function MessagesTab() {
  const { t } = useAdminInboxT();
  const col = useColumns();
  const [params, updateParams] = useSearchParamsUpdate();
  const shown = params.get('show') ?? '';
  const filter: MessageFilter = isOneOf(MESSAGE_FILTERS, shown) ? shown : '';
  const open = params.get('message');
  const setParam = (key: string, value: string | null) =>
    updateParams({ [key]: value }, { replace: key === 'show' });
  const { state, retry } = useServerState((signal) => loadMessages(filter, signal), [filter]);

  const columns = useMemo<DataColumn<InboxMessage>[]>(
    () => [
      col.date('received', t('columns.received'), (m) => m.created_at),
      {
        id: 'from',
        header: t('columns.from'),
        value: (m) => m.full_name,
        // The name opens the message too: on a phone the Open column is off-screen.
        render: (m) => (
          <Link
            component="button"
            type="button"
            onClick={() => setParam('message', m.id)}
            sx={{ textAlign: 'start' }}
          >
            <bdi>{m.full_name}</bdi>
          </Link>
        ),
      },
      { id: 'email', header: t('columns.email'), value: (m) => m.email },
      { id: 'company', header: t('columns.company'), value: (m) => m.company },
      { id: 'kind', header: t('columns.kind'), value: (m) => t(`kinds.${m.kind}`) },
      {
        id: 'status',
        header: t('columns.status'),
        value: (m) => t(`status.${m.status}`),
        render: (m) => <StatusChip tone={MESSAGE_TONE[m.status]} label={t(`status.${m.status}`)} />,
      },
      {
        id: 'message',
        header: t('columns.message'),
        value: (m) => messageText(m),
        render: (m) => (
          <Typography
            variant="body2"
            dir="auto"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              fontWeight: m.status === 'new' ? 700 : undefined,
            }}
          >
            {messageText(m)}
          </Typography>
        ),
        width: '35%',
      },
      col.button('open', t('columns.open'), (m) => (
        <Button
          size="small"
          variant="outlined"
          onClick={() => setParam('message', m.id)}
          aria-label={t('openMessage', { name: m.full_name })}
        >
          {t('columns.open')}
        </Button>
      )),
    ],
    [t, col],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <FilterSelect
          label={t('show')}
          value={filter}
          onChange={(value) => setParam('show', value)}
          options={filterOptions(t('filters.all'), MESSAGE_FILTERS, (f) => t(`filters.${f}`))}
        />
        {state.status === 'ready' && (
          <Typography color="text.secondary" data-testid="inbox-unread">
            {t('unread', { count: state.data.unread })}
          </Typography>
        )}
      </Stack>
      <LoadingOrFailed state={state} message={t('loadFailed')} onRetry={retry} />
      {state.status === 'ready' && (
        <DataTable
          title={t('messagesTitle')}
          rows={state.data.rows}
          columns={columns}
          initialSort="received"
          emptyMessage={t('empty')}
          exportFileName="inbox-messages"
        />
      )}
      {open && (
        <Suspense fallback={null}>
          <MessageDialog id={open} onClose={() => setParam('message', null)} onChanged={retry} />
        </Suspense>
      )}
    </Stack>
  );
}
