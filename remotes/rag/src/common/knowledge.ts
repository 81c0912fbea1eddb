/**
 * The figures every knowledge bot dashboard shows (RAG chatbot, local RAG, local chatbot, website
 * chatbot): questions and how they were answered, satisfaction, answer latency, the knowledge base and
 * which of its documents answers cite. Live, each is SQL's count of every conversation and message of
 * the period (knowledgeFigures.ts; docs/architecture.md, "Dashboard figures") and the conversations
 * page on the server; a sample counts its rows through the same parts (`knowledgeFromRows`), so the
 * two modes give the View one shape and cannot disagree about what a number means.
 */
import type { LiveContext } from '@portal/contract';
import { type Conversation, conversationTable } from '@portal/dashboard-kit/entities';
import { change, REPORTING_DAYS, ratio, reportingDays, sumBy } from '@portal/dashboard-kit/format';
import {
  type AsOf,
  countOf,
  countsByHour,
  isoOrNull,
  listOf,
  liveDashboard,
  type Part,
  type TableRows,
} from '@portal/dashboard-kit/live';
import {
  citations,
  type DocumentCitation,
  type KnowledgeRows,
  knowledgeFiguresFromRows,
  knowledgeParts,
} from './knowledgeFigures.ts';
import { type KnowledgeFile, listKnowledgeFiles, withFiles } from './knowledgeFiles.ts';
import { type AskedKpis, type AskedPerDay, askedFigures } from './questionFigures.ts';
import {
  byId,
  DOCUMENT_VALUES,
  DOCUMENTS,
  type DocumentRow,
  type DocumentSource,
  type DocumentStatus,
  type MessageRow,
} from './rows.ts';

/** Length of the KPI period and of the daily charts, in days. */
export {
  REPORTING_DAYS as PERIOD_DAYS,
  REPORTING_HISTORY_DAYS as HISTORY_DAYS,
} from '@portal/dashboard-kit/format';

/** The Doha days of the current period, oldest first (asOf itself belongs to the next day). */
export const periodDays = (asOf: string, days = REPORTING_DAYS): string[] => reportingDays(asOf, days);

/** The knowledge base: the indexed documents and (live) the client's uploaded files among them. */
export interface KnowledgeBase {
  documents: DocumentRow[];
  /** Live only: the files of the client's knowledge-base folder (already among `documents`). */
  files?: KnowledgeFile[];
}

/** A client's knowledge base is a short list it keeps by hand: read whole up to this many documents. */
export const MAX_DOCUMENTS = 500;

/** The indexed documents, read whole (the time columns as ISO text, `size_bytes` a number). */
const documentList = listOf(
  'documents',
  DOCUMENTS.columns,
  (d) => ({
    ...d,
    // PostgREST writes `+00:00` where samples write `Z`; created_at is never null.
    created_at: isoOrNull(d.created_at) ?? d.created_at,
    indexed_at: isoOrNull(d.indexed_at),
    size_bytes: Number(d.size_bytes), // bigint: some proxies send it as a string
  }),
  { limit: MAX_DOCUMENTS },
);

/** The documents and the uploaded files (which count as documents waiting to be indexed). */
const knowledgeBase: Part<KnowledgeBase> = {
  async read(ctx: LiveContext, asOf: Date) {
    const [documents, files] = await Promise.all([
      documentList.read(ctx, asOf),
      listKnowledgeFiles(ctx.supabase, ctx.userId, MAX_DOCUMENTS),
    ]);
    return { documents: withFiles(documents, files), files };
  },
};

/** The conversations started in the period, newest first, paged, sorted and searched on the server. */
const conversations = conversationTable();

/** What a knowledge bot's live dashboard reads: the figures, the citations, the knowledge base, the conversations. */
export const knowledgeLiveParts = {
  ...knowledgeParts(),
  citations,
  knowledgeBase,
  conversations,
};

type Figures = ReturnType<typeof knowledgeFiguresFromRows>;

export type KnowledgeData = AsOf<
  Figures & {
    citations: DocumentCitation[];
    knowledgeBase: KnowledgeBase;
    conversations: TableRows<Conversation>;
    /** A sample's messages, for its transcripts (live reads a transcript when it opens). */
    transcripts?: MessageRow[];
  }
>;

/** A sample's dashboard, its rows counted through the same parts as live mode's SQL. */
export function knowledgeFromRows(
  rows: KnowledgeRows & { documents: DocumentRow[] },
  asOf: string,
): KnowledgeData {
  return {
    ...knowledgeFiguresFromRows(rows, asOf),
    citations: citations.fromRows(rows, asOf, rows.documents),
    knowledgeBase: { documents: rows.documents },
    conversations: conversations.fromRows(rows.sessions, asOf),
    transcripts: [...rows.messages],
    asOf,
  };
}

type QuestionFigures = Pick<KnowledgeData, 'messages' | 'answers' | 'latency'>;

/**
 * The family's question trio and the decided questions per day: the questions are the customers'
 * messages of the period; the answered rate, the latency and the per-day outcomes are the bot's
 * replies of the period (`chat_answers`).
 */
export function knowledgeQuestions({ messages, answers, latency }: QuestionFigures): {
  kpis: AskedKpis;
  perDay: AskedPerDay<'answered' | 'fallback'>;
} {
  const asked = askedFigures(answers, latency, ['answered', 'fallback']);
  const questions = countOf(messages, 'current', { status: ['customer'] });
  const previous = countOf(messages, 'previous', { status: ['customer'] });
  return { ...asked, kpis: { ...asked.kpis, questions, questionsChange: change(questions, previous) } };
}

/** The KPIs of the period: the family's question trio, satisfaction, conversations and documents. */
export function knowledgeKpis(data: Omit<KnowledgeData, 'conversations' | 'citations' | 'transcripts'>) {
  const documents = data.knowledgeBase.documents;
  return {
    ...knowledgeQuestions(data).kpis,
    /** Average 1-5 of the period's rated conversations. */
    satisfaction: data.ratings.current.mean,
    ratedConversations: data.ratings.current.rows,
    conversations: countOf(data.sessions, 'current'),
    documentsIndexed: documents.filter((d) => d.status === 'indexed').length,
    documents: documents.length,
  };
}

/** Answered, fallback, and the period's questions beyond its replies (no reply yet). */
export function outcomeCounts(data: QuestionFigures) {
  const answered = countOf(data.answers, 'current', { status: ['answered'] });
  const fallback = countOf(data.answers, 'current', { status: ['fallback'] });
  const questions = countOf(data.messages, 'current', { status: ['customer'] });
  return [
    { key: 'answered' as const, count: answered },
    { key: 'fallback' as const, count: fallback },
    { key: 'pending' as const, count: Math.max(0, questions - answered - fallback) },
  ];
}

/** Ratings 1 to 5 of the period's conversations. */
export const satisfactionCounts = (data: Pick<KnowledgeData, 'ratings'>) =>
  [1, 2, 3, 4, 5].map((stars) => ({ stars, count: data.ratings.current.bands[stars - 1] ?? 0 }));

/** Median and 95th percentile answer latency per Doha day (undefined on days without answers). */
export function latencyPerDay(data: Pick<KnowledgeData, 'latencyDays' | 'asOf'>) {
  const days = periodDays(data.asOf);
  const byDay = new Map(data.latencyDays.map((d) => [d.key, d]));
  return {
    days,
    p50: days.map((d) => byDay.get(d)?.medianMs),
    p95: days.map((d) => byDay.get(d)?.p95Ms),
  };
}

export interface ModelUsage {
  model: string;
  answers: number;
  medianLatencyMs: number | undefined;
  fallbackRate: number | undefined;
}

/** Which models wrote the period's replies, the busiest first. */
export const modelUsage = ({ models }: Pick<KnowledgeData, 'models'>): ModelUsage[] =>
  models
    .map((m) => ({
      model: m.key,
      answers: m.replies,
      medianLatencyMs: m.medianMs,
      fallbackRate: ratio(m.fallbacks, m.replies),
    }))
    .sort((a, b) => b.answers - a.answers || a.model.localeCompare(b.model));

export interface KnowledgeBaseSummary {
  byStatus: { key: DocumentStatus; count: number }[];
  bySource: { key: DocumentSource; count: number }[];
  chunks: number;
  bytes: number;
  failed: DocumentRow[];
}

/** Counts per key, in the order of `keys` (keys without items count 0). */
function countBy<T, K extends string>(items: readonly T[], keyOf: (item: T) => K, keys: readonly K[]) {
  const counts = new Map<K, number>(keys.map((k) => [k, 0]));
  for (const item of items) {
    const key = keyOf(item);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return keys.map((key) => ({ key, count: counts.get(key) ?? 0 }));
}

export function knowledgeBaseSummary(documents: readonly DocumentRow[]): KnowledgeBaseSummary {
  return {
    byStatus: countBy(documents, DOCUMENT_VALUES.read.status, DOCUMENT_VALUES.values.status),
    bySource: countBy(documents, DOCUMENT_VALUES.read.source_type, DOCUMENT_VALUES.values.source_type).filter(
      (s) => s.count > 0,
    ),
    chunks: sumBy(documents, (d) => d.chunk_count),
    bytes: sumBy(documents, (d) => d.size_bytes),
    failed: documents.filter((d) => d.status === 'failed'),
  };
}

export interface DocumentCitations {
  document: DocumentRow;
  citations: number;
  lastCitedAt: string | null;
}

/** Each document with how often the period's answers cited it, the most cited first (uncited ones last). */
export function citationsByDocument(
  documents: readonly DocumentRow[],
  cited: readonly DocumentCitation[],
): DocumentCitations[] {
  const counts = new Map(cited.map((c) => [c.documentId, c]));
  return documents
    .map((document) => ({
      document,
      citations: counts.get(document.id)?.citations ?? 0,
      lastCitedAt: counts.get(document.id)?.lastCitedAt ?? null,
    }))
    .sort((a, b) => b.citations - a.citations || a.document.title.localeCompare(b.document.title));
}

/** The titles of the documents an answer cited; ids of documents deleted since are skipped. */
export function citedTitles(answer: MessageRow, documents: readonly DocumentRow[]): string[] {
  const index = byId(documents);
  return answer.cited_document_ids.flatMap((id) => {
    const document = index.get(id);
    return document ? [document.title] : [];
  });
}

/** Conversations of the period per Doha hour of the day (24 counts). */
export const conversationsByHour = (data: Pick<KnowledgeData, 'hours'>): number[] =>
  countsByHour(data.hours.current);

/** The tables a knowledge bot's dashboard reads, and so watches for changes. */
export const KNOWLEDGE_TABLES = ['documents', 'chat_sessions', 'chat_messages'] as const;

/** Live: a knowledge bot's figures, citations, knowledge base and conversations (RAG chatbot, local RAG). */
export const knowledgeLive = liveDashboard(knowledgeLiveParts);
