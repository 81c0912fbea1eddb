/**
 * The conversation figures every conversation dashboard of the family shows, as parts of
 * `liveDashboard` (docs/architecture.md, "Dashboard figures"): live, SQL counts every conversation and
 * message of the period and the tables page on the server; a sample counts its rows through the same
 * parts (`fromRows`), so both modes give a View one shape and one meaning.
 */
import { CHAT_STATUSES, type ChatStatus, messageFact, sessionFact } from '@portal/dashboard-kit/entities';
import {
  type CountsRows,
  countOf,
  countPerDayOf,
  countsByHour,
  type Figures,
  figuresBy,
  figuresOf,
  type HourCounts,
  hoursOf,
  liveDashboard,
  type Part,
  partsFromRows,
  replyDelaysOf,
  type Spreads,
  statsOf,
  type TableRows,
  type Top,
  topOf,
} from '@portal/dashboard-kit/live';
import type { ChatRows, MessageRow, SessionRow } from './rows.ts';

/** The conversations started in the period and the one before, per status and Doha day. */
export const sessionFigures = figuresOf<SessionRow>('chat_sessions', sessionFact);
/** The messages of the period and the one before, per role and Doha day. */
export const messageFigures = figuresOf<MessageRow>('chat_messages', messageFact);
/** The conversations of the period per Doha weekday and hour. */
export const sessionHours = hoursOf<SessionRow>('chat_sessions', sessionFact);
/** The customers' ratings (the rated conversations' satisfaction). */
export const ratings = statsOf<SessionRow>('chat_sessions', sessionFact, { measure: 'score' });
/** How long customers waited for a reply, from a person or the bot. */
export const replyTimes = replyDelaysOf<MessageRow>();

/** Most topics a topic table shows (a bot's topics are a short list; the total says if more). */
export const TOPIC_LIMIT = 100;
const topicGroups = (statuses?: readonly ChatStatus[]) =>
  topOf<SessionRow>('chat_sessions', 'topic', (s) => s.topic, sessionFact, {
    limit: TOPIC_LIMIT,
    ...(statuses ? { statuses } : {}),
  });
/** The period's topics, the most asked first. */
export const topics = topicGroups();
/** The period's escalated conversations per topic. */
export const escalatedTopics = topicGroups(['escalated']);

/** Parts a conversation dashboard counts from one kind of row: read live, counted from a sample's rows. */
type ChatParts<Row> = Record<string, Part<unknown> & CountsRows<Row>>;

/**
 * A conversation dashboard from the parts counted from its conversations and those counted from their
 * messages: `live` reads every part at once; `fromRows` counts the same parts from a sample's rows, as
 * SQL counts them live, and keeps the sample's messages as its transcripts.
 */
export function chatDashboard<S extends ChatParts<SessionRow>, M extends ChatParts<MessageRow>>(
  sessionParts: S,
  messageParts: M,
) {
  return {
    live: liveDashboard({ ...sessionParts, ...messageParts }),
    fromRows: ({ sessions, messages, asOf }: ChatRows) => ({
      ...partsFromRows(sessionParts, sessions, asOf),
      ...partsFromRows(messageParts, messages, asOf),
      transcripts: messages,
      asOf,
    }),
  };
}

/** A table's part that a sample fills from its rows (`fromRows`), as a figure part does. */
export interface TablePart<Row, Out> extends Part<TableRows<Out>> {
  fromRows(rows: readonly Row[], asOf: string): Out[];
}

/** The parts every conversation dashboard reads. */
export interface ChatFigures {
  sessions: Figures;
  messages: Figures;
  hours: HourCounts;
}

/**
 * The parts of `ChatFigures` by the rows a sample counts them from (`partsFromRows`): a dashboard
 * spreads them into its own parts, so its live loader and its sample list them once.
 */
export const chatSessionParts = { sessions: sessionFigures, hours: sessionHours };
export const chatMessageParts = { messages: messageFigures };

/** The period's conversations per status, in the statuses' order. */
export const sessionsByStatus = (sessions: Figures) =>
  figuresBy(sessions, 'current', 'status', CHAT_STATUSES);

/** Conversations started per Doha day of the period. */
export const sessionsPerDay = (sessions: Figures) => countPerDayOf(sessions);

/** Messages per day of the period, customers' and replies apart. */
export function messagesPerDay(messages: Figures) {
  const { days, counts } = countPerDayOf(messages);
  const received = countPerDayOf(messages, { status: ['customer'] }).counts;
  return { days, received, sent: counts.map((n, i) => n - (received[i] ?? 0)) };
}

/** Conversations started per Doha hour of the day, over the period. */
export const sessionsByHour = (hours: HourCounts) => countsByHour(hours.current);

/** The conversations of the period. */
export const conversationsIn = (sessions: Figures) => countOf(sessions, 'current');

export interface ReplySpeed {
  /** Median wait from a customer's message to the reply, in ms (undefined without replies). */
  median: number | undefined;
  p95: number | undefined;
  replies: number;
}

/** How long customers waited in the period for a reply (the spreads of `replyDelaysOf`). */
export const replySpeed = (spreads: Spreads): ReplySpeed => ({
  median: spreads.current.percentiles[0],
  p95: spreads.current.percentiles[1],
  replies: spreads.current.rows,
});

export interface TopicCount {
  topic: string;
  conversations: number;
  escalated: number;
}

/** The period's topics, most frequent first (conversations without a topic are left out). */
export function topTopics(all: Top, escalated: Top): TopicCount[] {
  const escalatedBy = new Map(escalated.groups.map((g) => [g.key, g.rows]));
  return all.groups
    .filter((g) => g.key !== '')
    .map((g) => ({ topic: g.key, conversations: g.rows, escalated: escalatedBy.get(g.key) ?? 0 }));
}
