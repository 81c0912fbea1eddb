/**
 * The escalation queue of a support desk (see `escalationQueue`): conversations handed to a person
 * and still waiting, the longest waiting first, with who waits, where, what they last wrote and when a
 * person joined. The family names the queue's own columns (`header`); the rest are the toolkit's.
 */
import { useMemo } from 'react';
import type { ChatChannel } from '../entities/conversations.ts';
import { useUiTranslation } from '../i18n/index.ts';
import { useColumns } from './columns.tsx';
import { DataTable } from './DataTable.tsx';
import { useEnumLabels } from './enumLabels.ts';
import type { DataColumn } from './table-logic.ts';

/** What the queue shows of an entry of `escalationQueue` over `chat_sessions` rows. */
export interface QueuedTicket {
  session: {
    id: string;
    customer_name: string | null;
    customer_contact: string | null;
    channel: string;
    topic: string | null;
  };
  lastCustomerMessage: { content: string } | undefined;
  waitingMs: number;
  agentJoinedAt: string | undefined;
}

export interface EscalationQueueTableProps {
  rows: readonly QueuedTicket[];
  title: string;
  emptyMessage: string;
  /** The names of the queue's own columns: `(column) => t(`columns.${column}`)`. */
  header: (column: 'lastMessage' | 'waiting' | 'agentJoined') => string;
}

export function EscalationQueueTable({ rows, title, emptyMessage, header }: EscalationQueueTableProps) {
  const { t } = useUiTranslation();
  const labels = useEnumLabels();
  const col = useColumns();
  const [lastMessage, waiting, agentJoined] = [
    header('lastMessage'),
    header('waiting'),
    header('agentJoined'),
  ];
  const columns = useMemo<DataColumn<QueuedTicket>[]>(
    () => [
      col.text<QueuedTicket>('customer', t('columns.customer'), (q) => q.session.customer_name),
      col.contact<QueuedTicket>('contact', t('columns.contact'), (q) => q.session.customer_contact, {
        sortable: false,
      }),
      col.label<QueuedTicket, ChatChannel>(
        'channel',
        t('columns.channel'),
        (q) => q.session.channel as ChatChannel,
        labels.chatChannel,
      ),
      col.text<QueuedTicket>('topic', t('columns.topic'), (q) => q.session.topic),
      col.written<QueuedTicket>('message', lastMessage, (q) => q.lastCustomerMessage?.content ?? null),
      col.duration<QueuedTicket>('waiting', waiting, (q) => q.waitingMs),
      col.date<QueuedTicket>('joined', agentJoined, (q) => q.agentJoinedAt ?? null),
    ],
    [t, labels, col, lastMessage, waiting, agentJoined],
  );
  return (
    <DataTable
      title={title}
      emptyMessage={emptyMessage}
      rows={rows}
      columns={columns}
      getRowId={(q) => q.session.id}
      initialSort="waiting"
    />
  );
}
