/**
 * Figures every conversation dashboard of the family shows: what happened in the period, per day and
 * per Doha hour, how fast customers got a reply, and the conversations as the shared tables want them.
 */
import { type Conversation, conversationFromRow, replyDelays } from '@portal/dashboard-kit/entities';
import {
  countByDay,
  countByHour,
  countPerDay,
  dated,
  durationSpread,
  groupBy,
  isInReportingPeriod,
  reportingDays,
  windowEndingAt,
} from '@portal/dashboard-kit/format';
import { type ChatData, type MessageRow, PERIOD_DAYS, type SessionRow } from './rows.ts';

export const periodOf = (asOf: string) => windowEndingAt(asOf, PERIOD_DAYS);
export const inPeriod = (asOf: string, at: string | null) => isInReportingPeriod(at, asOf);

/** The period's days (Doha calendar), oldest first: the x axis of every per-day chart. */
export const periodDays = (asOf: string): string[] => reportingDays(asOf, PERIOD_DAYS);

export const periodSessions = (data: ChatData): SessionRow[] =>
  data.sessions.filter((s) => inPeriod(data.asOf, s.started_at));

export const periodMessages = (data: ChatData): MessageRow[] =>
  data.messages.filter((m) => inPeriod(data.asOf, m.created_at));

export const conversationsOf = (sessions: readonly SessionRow[]): Conversation[] =>
  sessions.map(conversationFromRow);

/** Conversations started per day of the period. */
export const sessionsPerDay = (data: ChatData): number[] =>
  countByDay(periodSessions(data), (s) => s.started_at, periodDays(data.asOf));

/** Messages per day of the period, customers' and replies apart. */
export function messagesPerDay(data: ChatData) {
  const messages = periodMessages(data);
  return countPerDay(data.asOf, {
    received: dated(
      messages.filter((m) => m.role === 'customer'),
      (m) => m.created_at,
    ),
    sent: dated(
      messages.filter((m) => m.role !== 'customer'),
      (m) => m.created_at,
    ),
  });
}

/** Conversations started per Doha hour of the day. */
export const sessionsByHour = (data: ChatData): number[] =>
  countByHour(periodSessions(data), (s) => s.started_at);

export interface ReplySpeed {
  /** Median wait from a customer's message to the reply, in ms (undefined without replies). */
  median: number | undefined;
  p95: number | undefined;
  replies: number;
}

/** How long customers waited in the period for a reply (bot or person, or only the replies `counted`). */
export function replySpeed(data: ChatData, counted: (reply: MessageRow) => boolean = () => true): ReplySpeed {
  const delays = replyDelays(data.messages)
    .filter((d) => counted(d.reply) && inPeriod(data.asOf, d.question.created_at))
    .map((d) => d.ms);
  return { ...durationSpread(delays), replies: delays.length };
}

export interface TopicCount {
  topic: string;
  conversations: number;
  escalated: number;
}

/** The period's topics, most frequent first (conversations without a topic are left out). */
export function topTopics(data: ChatData): TopicCount[] {
  const topics = groupBy(periodSessions(data), (s) => s.topic);
  return [...topics]
    .map(([topic, sessions]) => ({
      topic,
      conversations: sessions.length,
      escalated: sessions.filter((s) => s.status === 'escalated').length,
    }))
    .sort((a, b) => b.conversations - a.conversations || a.topic.localeCompare(b.topic));
}
