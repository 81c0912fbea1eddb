/**
 * The escalation queue of a support desk (see `escalationQueue`): conversations handed to a person
 * and still waiting, the longest waiting first, with who waits, where, what they last wrote and when a
 * person joined. The family's namespace names the queue (`QueueTextKey`); the rest are the toolkit's.
 */

import type { ChatChannel } from '@portal/dashboard-kit/entities';
import { useUiTranslation } from '@portal/dashboard-kit/i18n';
import type { TableRows } from '@portal/dashboard-kit/live';
import {
  type DataColumn,
  DataTable,
  useColumns,
  useEnumLabels,
  writtenTextColumn,
} from '@portal/dashboard-kit/ui';
import { useMemo } from 'react';

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

/** The texts a family's namespace gives the queue: its title, empty message and own columns. */
export type QueueTextKey =
  | 'tables.queue'
  | 'empty.queue'
  | 'columns.lastMessage'
  | 'columns.waiting'
  | 'columns.agentJoined';

export interface EscalationQueueTableProps {
  /** The queue: a sample's rows, or live the server's (`support_escalation_queue`). */
  rows: TableRows<QueuedTicket>;
  /** The family's `t`. */
  familyT: (key: QueueTextKey) => string;
}

export function EscalationQueueTable({ rows, familyT }: EscalationQueueTableProps) {
  const { t } = useUiTranslation();
  const labels = useEnumLabels();
  const col = useColumns();
  const lastMessage = familyT('columns.lastMessage');
  const waiting = familyT('columns.waiting');
  const agentJoined = familyT('columns.agentJoined');
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
      writtenTextColumn<QueuedTicket>('message', lastMessage, (q) => q.lastCustomerMessage?.content ?? ''),
      col.duration<QueuedTicket>('waiting', waiting, (q) => q.waitingMs),
      col.date<QueuedTicket>('joined', agentJoined, (q) => q.agentJoinedAt ?? null),
    ],
    [t, labels, col, lastMessage, waiting, agentJoined],
  );
  return (
    <DataTable
      title={familyT('tables.queue')}
      emptyMessage={familyT('empty.queue')}
      rows={rows}
      columns={columns}
      getRowId={(q) => q.session.id}
      initialSort="waiting"
    />
  );
}
