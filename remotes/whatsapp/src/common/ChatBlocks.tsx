/** View blocks of the family's conversation dashboards: conversations with transcripts, chats over time, topics. */
import type { DashboardContext } from '@portal/contract';
import {
  type ChatMessage,
  type Conversation,
  chatMessageFromRow,
  loadTranscript,
  THREAD_MESSAGE_COLUMNS,
} from '@portal/dashboard-kit/entities';
import { dayKeyToDate, INTL_LOCALE } from '@portal/dashboard-kit/format';
import type { TableRows } from '@portal/dashboard-kit/live';
import {
  bars,
  ConversationsTable,
  type DataColumn,
  pie,
  series,
  useTableColumns,
  useViewKit,
} from '@portal/dashboard-kit/ui';
import { useCallback } from 'react';
import { useWhatsappTranslation } from '../i18n/index.ts';
import {
  type ChatFigures,
  messagesPerDay,
  sessionsByHour,
  sessionsByStatus,
  type TopicCount,
} from './chats.ts';
import type { MessageRow } from './rows.ts';
import { WhatsappTable } from './WhatsappTable.tsx';

interface ChatsProps {
  conversations: TableRows<Conversation>;
  /** A sample's messages, for its transcripts (live reads a transcript when it opens). */
  transcripts?: readonly MessageRow[];
  ctx: DashboardContext;
  title?: string;
}

/**
 * Conversations, each opening its transcript: live mode reads the conversation's messages afresh
 * (all of them, even from before the period), sample mode takes them from the sample.
 */
export function ConversationsBlock({ conversations, transcripts = [], ctx, title }: ChatsProps) {
  const { t } = useWhatsappTranslation();
  const loadMessages = useCallback(
    async (id: string, signal: AbortSignal): Promise<ChatMessage[]> =>
      ctx.mode === 'live'
        ? (await loadTranscript({ ...ctx, signal }, id, THREAD_MESSAGE_COLUMNS)).map(chatMessageFromRow)
        : transcripts
            .filter((m) => m.session_id === id)
            .map(chatMessageFromRow)
            .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    [ctx, transcripts],
  );
  return (
    <ConversationsTable
      conversations={conversations}
      title={title ?? t('tables.conversations')}
      emptyMessage={t('empty.conversations')}
      loadMessages={loadMessages}
    />
  );
}

const hourOfDay = (locale: keyof typeof INTL_LOCALE) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: 'numeric', timeZone: 'UTC' });

/**
 * The charts of the conversation dashboards, described once; a dashboard lists the ones it shows
 * (`charts: [charts.status, charts.messagesPerDay]`).
 */
export function useChatCharts(figures: ChatFigures) {
  const { t, f, labels, period } = useViewKit(useWhatsappTranslation);
  const messages = messagesPerDay(figures.messages);
  return {
    /** Customers' messages and the replies they got, per day. */
    messagesPerDay: bars(t('charts.messagesPerDay'), messages.days, {
      subtitle: period,
      category: (day) => f.dayMonth(dayKeyToDate(day)),
      axes: [t('axes.day'), t('axes.messages')],
      stacked: true,
      series: [
        series('received', t('series.received'), messages.received),
        series('sent', t('series.sent'), messages.sent),
      ],
    }),
    /** When customers start chatting: a bar per hour of the Doha day, hours written as the locale writes them. */
    busiestHours: bars(t('charts.busiestHours'), sessionsByHour(figures.hours), {
      subtitle: period,
      // The hour on a fixed UTC date, printed in UTC: the label is the hour itself, whatever the viewer's zone.
      category: (_, h) => hourOfDay(f.locale).format(Date.UTC(2026, 0, 1, h)),
      axes: [t('axes.hour'), t('axes.conversations')],
      series: { hours: [t('axes.conversations'), (count) => count] },
    }),
    /** The period's conversations by how they ended. */
    status: pie(
      t('charts.byStatus'),
      sessionsByStatus(figures.sessions),
      (s) => [s.key, labels.chatStatus(s.key), s.count],
      { subtitle: period, donut: true },
    ),
  };
}

/** What customers wrote about, most frequent first. */
export function TopicsTable({ rows }: { rows: readonly TopicCount[] }) {
  const columns = useTableColumns(useWhatsappTranslation, ({ t, ui, col }): DataColumn<TopicCount>[] => [
    col.text('topic', ui('columns.topic'), (r) => r.topic),
    col.number('conversations', t('columns.conversations'), (r) => r.conversations),
    col.number('escalated', t('columns.escalated'), (r) => r.escalated),
  ]);
  return (
    <WhatsappTable name="topics" rows={rows} columns={columns} rowKey="topic" initialSort="conversations" />
  );
}
