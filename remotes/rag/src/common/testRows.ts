/**
 * Row builders for the unit tests: a valid row with sensible defaults, changed only where a test
 * cares. Times are given as minutes after a fixed moment so a test reads as a timeline.
 */
import type { DocumentRow, MessageRow, QueryRow, SessionRow } from './rows.ts';

/** 1 March 2026, 09:00 in Doha. */
export const T0 = Date.parse('2026-03-01T06:00:00.000Z');
export const at = (minutes: number): string => new Date(T0 + minutes * 60_000).toISOString();
/** asOf for tests: midnight in Doha at the start of 10 March 2026 (the period is 8 Feb - 9 March). */
export const AS_OF = '2026-03-09T21:00:00.000Z';

let next = 0;
const id = (prefix: string) => `${prefix}-${++next}`;

export const messageRow = (over: Partial<MessageRow> & Pick<MessageRow, 'session_id'>): MessageRow => ({
  id: id('m'),
  role: 'customer',
  content: 'Hello',
  created_at: at(0),
  latency_ms: null,
  model: null,
  fallback: false,
  cited_document_ids: [],
  ...over,
});

/** A question and the bot's answer `latencyMs` later (fallback when `answer` is null). */
export function exchangeRows(
  sessionId: string,
  minute: number,
  question: string,
  answer: { latencyMs: number; fallback?: boolean; cites?: string[]; model?: string } | null,
): MessageRow[] {
  const rows = [messageRow({ session_id: sessionId, content: question, created_at: at(minute) })];
  if (answer) {
    rows.push(
      messageRow({
        session_id: sessionId,
        role: 'assistant',
        content: answer.fallback ? 'I do not know.' : 'Here is the answer.',
        created_at: new Date(Date.parse(at(minute)) + answer.latencyMs).toISOString(),
        latency_ms: answer.latencyMs,
        model: answer.model ?? 'gpt-4o-mini',
        fallback: answer.fallback ?? false,
        cited_document_ids: answer.fallback ? [] : (answer.cites ?? []),
      }),
    );
  }
  return rows;
}

export const sessionRow = (over: Partial<SessionRow> = {}): SessionRow => ({
  id: id('s'),
  channel: 'portal',
  customer_name: null,
  customer_contact: null,
  topic: null,
  language: 'en',
  status: 'resolved',
  satisfaction: null,
  message_count: 2,
  started_at: at(0),
  ended_at: at(10),
  page_url: null,
  visitor_id: null,
  ...over,
});

export const documentRow = (over: Partial<DocumentRow> = {}): DocumentRow => ({
  id: id('d'),
  title: 'Handbook',
  source_type: 'pdf',
  source_url: null,
  language: 'en',
  size_bytes: 1024,
  chunk_count: 3,
  status: 'indexed',
  error: null,
  indexed_at: at(5),
  created_at: at(0),
  ...over,
});

export const queryRow = (over: Partial<QueryRow> = {}): QueryRow => ({
  id: id('q'),
  asked_by: 'Sara',
  question: 'Total sales?',
  language: 'en',
  generated_sql: 'select 1;',
  status: 'succeeded',
  error: null,
  row_count: 1,
  duration_ms: 100,
  created_at: at(0),
  ...over,
});
