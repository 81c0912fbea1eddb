import { useUiTranslation } from '../../i18n/index.ts';
import type { TableRows } from '../../live/tableRows.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { useEnumLabels } from '../../ui/enumLabels.ts';
import { useRowDetails } from '../../ui/rowDetails.tsx';
import { TranscriptDialog, type TranscriptDialogProps } from '../../ui/TranscriptDialog.tsx';
import type { DataColumn } from '../../ui/table-logic.ts';
import { useTableColumns } from '../../ui/useViewKit.ts';
import { CHAT_STATUS_TONE, CHAT_STATUSES, type ChatMessage, type Conversation } from './conversations.ts';

export interface ConversationsTableProps {
  /** In the browser (a sample) or paged on the server (`tableOf`: sort ids as the columns below). */
  conversations: TableRows<Conversation>;
  title: string;
  emptyMessage: string;
  /** Messages of one conversation for the transcript view, oldest first. */
  loadMessages: (conversationId: string, signal: AbortSignal) => Promise<readonly ChatMessage[]>;
  /** What a family adds under each message of the transcript (see TranscriptDialog). */
  messageDetails?: TranscriptDialogProps['messageDetails'];
}

/** Conversations, newest first, each opening its transcript; searchable, sortable, exportable. */
export function ConversationsTable({
  conversations,
  title,
  emptyMessage,
  loadMessages,
  messageDetails,
}: ConversationsTableProps) {
  const labels = useEnumLabels();
  const details = useRowDetails<Conversation>();
  const columns = useTableColumns(
    useUiTranslation,
    ({ t, f, col }): DataColumn<Conversation>[] => {
      const nameOf = (c: Conversation) => c.customerName ?? t('transcript.anonymous');
      return [
        col.text<Conversation>('customer', t('columns.customer'), nameOf, {
          render: (c) => details.button(c, nameOf(c), t('transcript.open', { name: nameOf(c) }), true),
        }),
        col.contact<Conversation>('contact', t('columns.contact'), (c) => c.customerContact, {
          sortable: false,
        }),
        col.label<Conversation, Conversation['channel']>(
          'channel',
          t('columns.channel'),
          (c) => c.channel,
          labels.chatChannel,
        ),
        col.text<Conversation>('topic', t('columns.topic'), (c) => c.topic),
        col.status<Conversation, Conversation['status']>('status', t('columns.status'), (c) => c.status, {
          order: CHAT_STATUSES,
          tones: CHAT_STATUS_TONE,
          label: labels.chatStatus,
        }),
        col.number<Conversation>('messages', t('columns.messages'), (c) => c.messageCount),
        col.number<Conversation>('satisfaction', t('columns.satisfaction'), (c) => c.satisfaction, {
          render: (c) =>
            c.satisfaction === null
              ? f.missing
              : t('satisfaction.outOf', { value: f.number(c.satisfaction, 1) }),
        }),
        col.date<Conversation>('started', t('columns.started'), (c) => c.startedAt),
      ];
    },
    [labels, details.button],
  );
  return (
    <>
      <DataTable
        title={title}
        rows={conversations}
        columns={columns}
        getRowId={(c) => c.id}
        initialSort={{ columnId: 'started', direction: 'desc' }}
        emptyMessage={emptyMessage}
      />
      <TranscriptDialog
        conversation={details.row}
        loadMessages={loadMessages}
        onClose={details.close}
        messageDetails={messageDetails}
      />
    </>
  );
}
