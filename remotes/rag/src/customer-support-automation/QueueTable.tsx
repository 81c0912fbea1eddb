import type { ChatChannel } from '@portal/shared/entities';
import { type DataColumn, useEnumLabels, useTableColumns } from '@portal/shared/ui';
import { useMemo } from 'react';
import { RagTable } from '../common/RagTable.tsx';
import { useRagT } from '../i18n/index.ts';
import { type QueueEntry, type SupportData, supportQueue } from './data.ts';

/** Escalated tickets waiting for a person, the longest waiting first. */
export function QueueTable({ data }: { data: SupportData }) {
  const labels = useEnumLabels();
  const rows = useMemo(() => supportQueue(data), [data]);
  const columns = useTableColumns(
    useRagT,
    ({ t, ui, col }): DataColumn<QueueEntry>[] => [
      col.text<QueueEntry>('customer', ui('columns.customer'), (q) => q.session.customer_name),
      col.contact<QueueEntry>('contact', ui('columns.contact'), (q) => q.session.customer_contact, {
        sortable: false,
      }),
      col.label<QueueEntry, ChatChannel>(
        'channel',
        ui('columns.channel'),
        (q) => q.session.channel as ChatChannel,
        labels.chatChannel,
      ),
      col.text<QueueEntry>('topic', ui('columns.topic'), (q) => q.session.topic),
      col.text<QueueEntry>(
        'message',
        t('columns.lastMessage'),
        (q) => q.lastCustomerMessage?.content ?? null,
        {
          render: (q) => <span dir="auto">{q.lastCustomerMessage?.content}</span>,
        },
      ),
      col.duration<QueueEntry>('waiting', t('columns.waiting'), (q) => q.waitingMs),
      col.date<QueueEntry>('joined', t('columns.agentJoined'), (q) => q.agentJoinedAt ?? null),
    ],
    [labels],
  );
  return (
    <RagTable
      name="queue"
      rows={rows}
      columns={columns}
      getRowId={(q) => q.session.id}
      initialSort="waiting"
    />
  );
}
