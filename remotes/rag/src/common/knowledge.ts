/**
 * The figures every knowledge bot dashboard shows (RAG chatbot, local RAG, local chatbot, website
 * chatbot): questions and how they were answered, satisfaction, answer latency, the knowledge base and
 * which of its documents answers cite. Sample and live data have the same shape, so both modes go
 * through these functions and cannot disagree about what a number means.
 */
import {
  countBy,
  countByHour,
  dohaDayKey,
  groupBy,
  inReportingPeriod,
  isInReportingPeriod,
  mean,
  median,
  numbersOf,
  percentile,
  REPORTING_DAYS,
  ratio,
  reportingDays,
  sumBy,
} from '@portal/dashboard-kit/format';
import { askedQuestions, EXCHANGE_QUESTIONS, wentWellRate } from './askedQuestions.ts';
import { type Exchange, latencyOf, OUTCOMES, outcomeOf, toExchanges } from './exchanges.ts';
import type { KnowledgeFile } from './knowledgeFiles.ts';
import type { ConversationsData, DocumentRow, MessageRow, SessionRow } from './rows.ts';
import { byId, DOCUMENT_VALUES, type DocumentSource, type DocumentStatus } from './rows.ts';

export type KnowledgeData = ConversationsData & {
  documents: DocumentRow[];
  /** Live only: the files of the client's knowledge-base folder (already among `documents`). */
  files?: KnowledgeFile[];
};

/** Length of the KPI period and of the daily charts, in days. */
export {
  REPORTING_DAYS as PERIOD_DAYS,
  REPORTING_HISTORY_DAYS as HISTORY_DAYS,
} from '@portal/dashboard-kit/format';
/** How much history a dashboard loads: two periods, so every KPI has one to compare with. */

/** The Doha days of the current period, oldest first (asOf itself belongs to the next day). */
export const periodDays = (asOf: string, days = REPORTING_DAYS): string[] => reportingDays(asOf, days);

/** Share of the decided exchanges (answered or fallback) that were answered; pending ones wait. */
export const answeredRate = (exchanges: readonly Exchange[]): number | undefined =>
  wentWellRate(EXCHANGE_QUESTIONS, exchanges);

/** Average satisfaction (1-5) of the rated conversations, undefined when none was rated. */
export const averageSatisfaction = (sessions: readonly SessionRow[]): number | undefined =>
  mean(sessions.flatMap((s) => (s.satisfaction === null ? [] : [s.satisfaction])));

/** The conversations started in the current period. */
export const periodSessions = (data: KnowledgeData): SessionRow[] =>
  inReportingPeriod(data.sessions, (s) => s.started_at, data.asOf);

/** The questions asked in the period, as the family's figures read them (askedQuestions.ts). */
export const knowledgeQuestions = (data: KnowledgeData) =>
  askedQuestions(EXCHANGE_QUESTIONS, toExchanges(data.messages), data.asOf);

/** The KPIs of the period: the family's question trio, satisfaction, conversations and documents. */
export function knowledgeKpis(data: KnowledgeData) {
  const sessions = periodSessions(data);
  const rated = sessions.filter((s) => s.satisfaction !== null);
  return {
    ...knowledgeQuestions(data).kpis,
    /** Average 1-5 of the period's rated conversations. */
    satisfaction: averageSatisfaction(rated),
    ratedConversations: rated.length,
    conversations: sessions.length,
    documentsIndexed: data.documents.filter((d) => d.status === 'indexed').length,
    documents: data.documents.length,
  };
}

/** The current period's exchanges (what the tables and charts of a dashboard show). */
export const periodExchanges = (data: KnowledgeData): Exchange[] =>
  inReportingPeriod(toExchanges(data.messages), (x) => x.question.created_at, data.asOf);

/** How the period's questions were answered: answered, fallback, no reply yet. */
export const outcomeCounts = (data: KnowledgeData) => countBy(periodExchanges(data), outcomeOf, OUTCOMES);

/** Ratings 1 to 5 of the period's conversations. */
export function satisfactionCounts(data: KnowledgeData) {
  const rated = data.sessions.filter(
    (s) => s.satisfaction !== null && isInReportingPeriod(s.started_at, data.asOf),
  );
  return [1, 2, 3, 4, 5].map((stars) => ({
    stars,
    count: rated.filter((s) => s.satisfaction === stars).length,
  }));
}

/** Median and 95th percentile answer latency per Doha day (undefined on days without answers). */
export function latencyPerDay(data: KnowledgeData) {
  const days = periodDays(data.asOf);
  const byDay = new Map<string, number[]>(days.map((d) => [d, []]));
  for (const x of periodExchanges(data)) {
    const ms = latencyOf(x);
    if (ms !== undefined) byDay.get(dohaDayKey(x.question.created_at))?.push(ms);
  }
  return {
    days,
    p50: days.map((d) => median(byDay.get(d) ?? [])),
    p95: days.map((d) => percentile(byDay.get(d) ?? [], 0.95)),
  };
}

export interface ModelUsage {
  model: string;
  answers: number;
  medianLatencyMs: number | undefined;
  fallbackRate: number | undefined;
}

/** Which models answered the period's questions, the busiest first. */
export function modelUsage(data: KnowledgeData): ModelUsage[] {
  return [...groupBy(periodExchanges(data), (x) => x.answer?.model)]
    .map(([model, list]) => ({
      model,
      answers: list.length,
      medianLatencyMs: median(numbersOf(list, latencyOf)),
      fallbackRate: ratio(list.filter((x) => outcomeOf(x) === 'fallback').length, list.length),
    }))
    .sort((a, b) => b.answers - a.answers || a.model.localeCompare(b.model));
}

export interface KnowledgeBaseSummary {
  byStatus: { key: DocumentStatus; count: number }[];
  bySource: { key: DocumentSource; count: number }[];
  chunks: number;
  bytes: number;
  failed: DocumentRow[];
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

/** How often the period's answers cited each document, the most cited first (uncited ones last). */
export function citationsByDocument(data: KnowledgeData): DocumentCitations[] {
  const counts = new Map<string, { citations: number; lastCitedAt: string | null }>(
    data.documents.map((d) => [d.id, { citations: 0, lastCitedAt: null }]),
  );
  for (const x of periodExchanges(data)) {
    for (const id of x.answer?.cited_document_ids ?? []) {
      const entry = counts.get(id);
      if (!entry) continue; // a document deleted since
      entry.citations += 1;
      const at = x.answer?.created_at ?? null;
      if (at && (!entry.lastCitedAt || at > entry.lastCitedAt)) entry.lastCitedAt = at;
    }
  }
  return data.documents
    .map((document) => ({ document, ...(counts.get(document.id) ?? { citations: 0, lastCitedAt: null }) }))
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
export const conversationsByHour = (data: KnowledgeData): number[] =>
  countByHour(
    inReportingPeriod(data.sessions, (s) => s.started_at, data.asOf),
    (s) => s.started_at,
  );
