/** View blocks of the family's conversation dashboards: conversations with transcripts, chats over time. */
import type { DashboardContext } from '@portal/shared/contract';
import { CHAT_STATUSES, type ChatMessage, chatMessageFromRow, loadTranscript } from '@portal/shared/entities';
import { countBy, dayKeyToDate } from '@portal/shared/format';
import { useFormatters, useUiTranslation } from '@portal/shared/i18n';
import {
  BarChartCard,
  ConversationsTable,
  type DataColumn,
  DataTable,
  HoursChart,
  PieChartCard,
  series,
  useColumns,
  useEnumLabels,
} from '@portal/shared/ui';
import { useCallback, useMemo } from 'react';
import { useWhatsappTranslation } from '../i18n/index.ts';
import {
  conversationsOf,
  messagesPerDay,
  periodDays,
  periodSessions,
  sessionsByHour,
  type TopicCount,
  topTopics,
} from './chats.ts';
import { type ChatData, PERIOD_DAYS, type SessionRow } from './rows.ts';

interface ChatsProps {
  data: ChatData;
  ctx: DashboardContext;
  /** Only these conversations (default: all loaded). */
  sessions?: readonly SessionRow[];
  title?: string;
}

/**
 * Conversations, each opening its transcript: live mode reads the conversation's messages afresh
 * (all of them, even from before the period), sample mode takes them from the sample.
 */
export function ConversationsBlock({ data, ctx, sessions = data.sessions, title }: ChatsProps) {
  const { t } = useWhatsappTranslation();
  const conversations = useMemo(() => conversationsOf(sessions), [sessions]);
  const loadMessages = useCallback(
    async (id: string, signal: AbortSignal): Promise<ChatMessage[]> =>
      ctx.mode === 'live'
        ? loadTranscript({ ...ctx, signal }, id)
        : data.messages
            .filter((m) => m.session_id === id)
            .map(chatMessageFromRow)
            .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    [ctx, data.messages],
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

const subtitle = (ui: ReturnType<typeof useUiTranslation>['t']) =>
  ui('common.lastDays', { count: PERIOD_DAYS });

/** Customers' messages and the replies they got, per day. */
export function MessagesPerDayChart({ data }: { data: ChatData }) {
  const { t } = useWhatsappTranslation();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
  const perDay = messagesPerDay(data);
  return (
    <BarChartCard
      title={t('charts.messagesPerDay')}
      subtitle={subtitle(ui)}
      categories={periodDays(data.asOf).map((day) => f.dayMonth(dayKeyToDate(day)))}
      categoryAxisLabel={t('axes.day')}
      valueAxisLabel={t('axes.messages')}
      stacked
      series={[
        series('received', t('series.received'), perDay.received),
        series('sent', t('series.sent'), perDay.sent),
      ]}
    />
  );
}

/** When customers start chatting, by hour of the Doha day. */
export function BusiestHoursChart({ data }: { data: ChatData }) {
  const { t } = useWhatsappTranslation();
  const { t: ui } = useUiTranslation();
  return (
    <HoursChart
      title={t('charts.busiestHours')}
      subtitle={subtitle(ui)}
      counts={sessionsByHour(data)}
      valueLabel={t('axes.conversations')}
      hourLabel={t('axes.hour')}
    />
  );
}

/** The period's conversations by how they ended. */
export function StatusChart({ data }: { data: ChatData }) {
  const { t } = useWhatsappTranslation();
  const { t: ui } = useUiTranslation();
  const labels = useEnumLabels();
  const counts = countBy(
    periodSessions(data),
    (s) => s.status as (typeof CHAT_STATUSES)[number],
    CHAT_STATUSES,
  );
  return (
    <PieChartCard
      title={t('charts.byStatus')}
      subtitle={subtitle(ui)}
      donut
      slices={counts.map(({ key, count }) => ({ id: key, label: labels.chatStatus(key), value: count }))}
    />
  );
}

/** What customers wrote about, most frequent first. */
export function TopicsTable({ data }: { data: ChatData }) {
  const { t } = useWhatsappTranslation();
  const { t: ui } = useUiTranslation();
  const col = useColumns();
  const rows = useMemo(() => topTopics(data), [data]);
  const columns = useMemo<DataColumn<TopicCount>[]>(
    () => [
      col.text<TopicCount>('topic', ui('columns.topic'), (r) => r.topic),
      col.number<TopicCount>('conversations', t('columns.conversations'), (r) => r.conversations),
      col.number<TopicCount>('escalated', t('columns.escalated'), (r) => r.escalated),
    ],
    [t, ui, col],
  );
  return (
    <DataTable
      title={t('tables.topics')}
      rows={rows}
      columns={columns}
      getRowId={(r) => r.topic}
      initialSort="conversations"
      emptyMessage={t('empty.topics')}
    />
  );
}
