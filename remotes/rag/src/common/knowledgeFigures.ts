/**
 * The knowledge bots' figures as parts of `liveDashboard` (docs/architecture.md, "Dashboard figures"):
 * SQL counts of every conversation and message of the period, whatever the volume, each with the same
 * computation over a sample's rows (`fromRows`, over the conversations and messages it holds), so the
 * sample and live give a View one shape:
 * - `messages`, `answers`, `latency`, `sessions`, `ratings`, `hours`: the kit's figure parts over the
 *   sources `chat_messages` (questions are the customers' messages), `chat_answers` (the bot's replies:
 *   answered or fallback, per model, latency, citations) and `chat_sessions` (conversations, ratings);
 * - `latencyDays`, `models`: the replies' latency spread per Doha day and per model (`rag_answer_spreads`);
 * - `topQuestions`, `unanswered`: the most asked questions, and those the bot could not answer
 *   (`rag_questions`, each question paired with the bot's next reply as exchanges.ts pairs them);
 * - `citations`: the documents the period's replies cited (`rag_document_citations`).
 * A reply counts in the period it was written (its question came at most a latency before).
 */
import type { LiveContext } from '@portal/contract';
import { messageFact, sessionFact } from '@portal/dashboard-kit/entities';
import {
  dohaDayKey,
  inWindow,
  percentile,
  REPORTING_DAYS,
  windowEndingAt,
} from '@portal/dashboard-kit/format';
import {
  type Fact,
  type FigurePart,
  figuresOf,
  hoursOf,
  type Part,
  readFigureFunction,
  statsOf,
  toNumber,
} from '@portal/dashboard-kit/live';
import { normalizeQuestion, type Outcome, outcomeOf, toExchanges } from './exchanges.ts';
import { TIME_FRACTIONS } from './questionFigures.ts';
import type { MessageRow, SessionRow } from './rows.ts';

/** The rows a sample holds: its conversations and their messages. */
export interface KnowledgeRows {
  sessions: readonly SessionRow[];
  messages: readonly MessageRow[];
}

/** A part whose sample counterpart reads a sample's conversations and messages. */
export interface KnowledgePart<Out> extends Part<Out> {
  fromRows(rows: KnowledgeRows, asOf: string): Out;
}

/** What source `chat_answers` counts of the bot's reply: answered or fallback, model, latency, citations. */
export const answerFact = (m: MessageRow): Fact => ({
  at: m.role === 'assistant' ? m.created_at : null,
  status: m.fallback ? 'fallback' : 'answered',
  kind: m.model ?? '',
  value: m.latency_ms,
  score: m.cited_document_ids.length,
});

/** An answer slower than this keeps a member of staff waiting noticeably (local RAG's slow answers). */
export const SLOW_ANSWER_MS = 10_000;
/** Ratings bands: band i holds the ratings of i + 1 stars. */
const STAR_BOUNDS = [2, 3, 4, 5] as const;

const onMessages = <Out>(part: FigurePart<MessageRow, Out>): KnowledgePart<Out> => ({
  read: part.read,
  fromRows: (rows, asOf) => part.fromRows(rows.messages, asOf),
});
const onSessions = <Out>(part: FigurePart<SessionRow, Out>): KnowledgePart<Out> => ({
  read: part.read,
  fromRows: (rows, asOf) => part.fromRows(rows.sessions, asOf),
});

/** The replies of one Doha day or model: how many, how many fell back, their latency's median and p95. */
export interface AnswerSpread {
  key: string;
  replies: number;
  fallbacks: number;
  timed: number;
  medianMs: number | undefined;
  p95Ms: number | undefined;
}

const inPeriod = (at: string, asOf: string, days: number) => inWindow(at, windowEndingAt(asOf, days));

/** The period's replies per Doha day or per model, with their latency spread (`rag_answer_spreads`). */
const answerSpreadsOf = (by: 'day' | 'model', days: number): KnowledgePart<AnswerSpread[]> => ({
  async read(ctx: LiveContext, asOf: Date) {
    const data = await readFigureFunction(ctx, 'rag_answer_spreads', `the replies per ${by}`, {
      p_by: by,
      p_as_of: asOf.toISOString(),
      p_days: days,
      p_fractions: [...TIME_FRACTIONS],
    });
    return (data ?? []).map((l) => {
      // double precision[] (the generated types call it text).
      const percentiles = (l.percentiles ?? []) as unknown as (number | null)[];
      return {
        key: l.grp ?? '',
        replies: toNumber(l.replies) ?? 0,
        fallbacks: toNumber(l.fallbacks) ?? 0,
        timed: toNumber(l.timed) ?? 0,
        medianMs: percentiles[0] ?? undefined,
        p95Ms: percentiles[1] ?? undefined,
      };
    });
  },
  fromRows({ messages }, asOf) {
    const groups = new Map<string, MessageRow[]>();
    for (const m of messages) {
      if (m.role !== 'assistant' || !inPeriod(m.created_at, asOf, days)) continue;
      const key = by === 'day' ? dohaDayKey(m.created_at) : (m.model ?? '');
      groups.set(key, [...(groups.get(key) ?? []), m]);
    }
    return [...groups]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, list]) => {
        const times = list.flatMap((m) => (m.latency_ms === null ? [] : [m.latency_ms]));
        return {
          key,
          replies: list.length,
          fallbacks: list.filter((m) => m.fallback).length,
          timed: times.length,
          medianMs: percentile(times, 0.5),
          p95Ms: percentile(times, 0.95),
        };
      });
  },
});

/** A question of the period grouped by its wording (`chat_messages.question_key`). */
export interface QuestionGroup {
  key: string;
  /** How often it was asked (only the fallbacks, for the unanswered questions). */
  asked: number;
  answered: number;
  fallback: number;
  latestAt: string | null;
}

export interface QuestionGroups {
  groups: QuestionGroup[];
  /** How many groups there are, beyond the limit too. */
  total: number;
}

/** How many of the most asked and of the unanswered questions a dashboard lists. */
export const QUESTIONS_LIMIT = 100;

/** The period's most asked questions, or (`fallback`) those the bot could not answer (`rag_questions`). */
const questionsOf = (outcome: 'fallback' | null, days: number): KnowledgePart<QuestionGroups> => ({
  async read(ctx, asOf) {
    const data = await readFigureFunction(ctx, 'rag_questions', 'the questions', {
      p_as_of: asOf.toISOString(),
      p_days: days,
      p_limit: QUESTIONS_LIMIT,
      ...(outcome ? { p_outcome: outcome } : {}),
    });
    const lines = data ?? [];
    return {
      groups: lines.map((l) => ({
        key: l.question_key ?? '',
        asked: toNumber(l.asked) ?? 0,
        answered: toNumber(l.answered) ?? 0,
        fallback: toNumber(l.fallback) ?? 0,
        latestAt: l.latest_at ? new Date(l.latest_at).toISOString() : null,
      })),
      total: toNumber(lines[0]?.total_groups) ?? 0,
    };
  },
  fromRows({ messages }, asOf) {
    const groups = new Map<string, QuestionGroup>();
    for (const x of toExchanges(messages)) {
      const got: Outcome = outcomeOf(x);
      if (!inPeriod(x.question.created_at, asOf, days) || (outcome && got !== outcome)) continue;
      const key = normalizeQuestion(x.question.content);
      const group = groups.get(key) ?? { key, asked: 0, answered: 0, fallback: 0, latestAt: null };
      group.asked += 1;
      if (got === 'answered') group.answered += 1;
      if (got === 'fallback') group.fallback += 1;
      if (!group.latestAt || x.question.created_at > group.latestAt) group.latestAt = x.question.created_at;
      groups.set(key, group);
    }
    const sorted = [...groups.values()].sort(
      (a, b) =>
        b.asked - a.asked ||
        (b.latestAt ?? '').localeCompare(a.latestAt ?? '') ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
    return { groups: sorted.slice(0, QUESTIONS_LIMIT), total: sorted.length };
  },
});

/** How often the period's replies cited a document. */
export interface DocumentCitation {
  documentId: string;
  title: string;
  citations: number;
  lastCitedAt: string | null;
}

/** How many cited documents the dashboards read (a knowledge base's documents, the most cited first). */
export const CITATIONS_LIMIT = 1000;

/** The documents the period's replies cited, the most cited first (`rag_document_citations`). */
const citationsOf = (
  days: number,
): Part<DocumentCitation[]> & {
  fromRows(
    rows: KnowledgeRows,
    asOf: string,
    documents: readonly { id: string; title: string }[],
  ): DocumentCitation[];
} => ({
  async read(ctx, asOf) {
    const data = await readFigureFunction(ctx, 'rag_document_citations', 'the citations', {
      p_as_of: asOf.toISOString(),
      p_days: days,
      p_limit: CITATIONS_LIMIT,
    });
    return (data ?? []).map((l) => ({
      documentId: l.document_id,
      title: l.title,
      citations: toNumber(l.citations) ?? 0,
      lastCitedAt: l.last_cited_at ? new Date(l.last_cited_at).toISOString() : null,
    }));
  },
  fromRows({ messages }, asOf, documents) {
    const titles = new Map(documents.map((d) => [d.id, d.title]));
    const counts = new Map<string, DocumentCitation>();
    for (const m of messages) {
      if (m.role !== 'assistant' || !inPeriod(m.created_at, asOf, days)) continue;
      for (const id of m.cited_document_ids) {
        const title = titles.get(id);
        if (title === undefined) continue; // a document deleted since
        const entry = counts.get(id) ?? { documentId: id, title, citations: 0, lastCitedAt: null };
        entry.citations += 1;
        if (!entry.lastCitedAt || m.created_at > entry.lastCitedAt) entry.lastCitedAt = m.created_at;
        counts.set(id, entry);
      }
    }
    return [...counts.values()]
      .sort((a, b) => b.citations - a.citations || a.title.localeCompare(b.title))
      .slice(0, CITATIONS_LIMIT);
  },
});

/**
 * The figures every knowledge bot reads, over a period of `days` (the dashboard's `REPORTING_DAYS`; a
 * report's week in the test that the screen and the report agree).
 */
export const knowledgeParts = (days = REPORTING_DAYS) => ({
  messages: onMessages(figuresOf('chat_messages', messageFact, days)),
  answers: onMessages(figuresOf('chat_answers', answerFact, days)),
  latency: onMessages(
    statsOf('chat_answers', answerFact, { days, fractions: TIME_FRACTIONS, bounds: [SLOW_ANSWER_MS + 1] }),
  ),
  sessions: onSessions(figuresOf('chat_sessions', sessionFact, days)),
  ratings: onSessions(statsOf('chat_sessions', sessionFact, { measure: 'score', days, bounds: STAR_BOUNDS })),
  hours: onSessions(hoursOf('chat_sessions', sessionFact, { days })),
  latencyDays: answerSpreadsOf('day', days),
  models: answerSpreadsOf('model', days),
  topQuestions: questionsOf(null, days),
  unanswered: questionsOf('fallback', days),
});

export const citations = citationsOf(REPORTING_DAYS);

/** The sample's figures, counted from its rows through the same parts as live mode's SQL. */
export function knowledgeFiguresFromRows(rows: KnowledgeRows, asOf: string, days = REPORTING_DAYS) {
  const parts = knowledgeParts(days);
  return Object.fromEntries(
    Object.entries(parts).map(([name, part]) => [name, part.fromRows(rows, asOf)]),
  ) as { [K in keyof typeof parts]: ReturnType<(typeof parts)[K]['fromRows']> };
}
