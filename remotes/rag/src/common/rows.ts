/**
 * The rows the rag family's dashboards read, typed from the generated schema (only the columns the
 * dashboards use, which are also the columns the live loaders select). Sample data builds the same
 * row shapes, so sample and live mode share every computation.
 */
import { databaseQueriesValues, documentsValues } from '@portal/contract/schema';
import { CONVERSATION_COLUMNS, THREAD_MESSAGE_COLUMNS } from '@portal/dashboard-kit/entities';
import { type AsOf, enumColumns, type RowOf, type SelectedRow, selection } from '@portal/dashboard-kit/live';

export const DOCUMENTS = selection({
  documents:
    'id title source_type source_url language size_bytes chunk_count status error indexed_at created_at',
});
export type DocumentRow = SelectedRow<typeof DOCUMENTS>;
/** A document's status and source as stored; values this build does not know read as the fallbacks. */
export const DOCUMENT_VALUES = enumColumns(documentsValues, { status: 'processing', source_type: 'txt' });
export type DocumentStatus = (typeof DOCUMENT_VALUES.values.status)[number];
export type DocumentSource = (typeof DOCUMENT_VALUES.values.source_type)[number];

export const SESSION_COLUMNS = [...CONVERSATION_COLUMNS, 'page_url', 'visitor_id'] as const;
export type SessionRow = RowOf<'chat_sessions', (typeof SESSION_COLUMNS)[number]>;

export const MESSAGE_COLUMNS = [
  ...THREAD_MESSAGE_COLUMNS,
  'latency_ms',
  'model',
  'fallback',
  'cited_document_ids',
] as const;
export type MessageRow = RowOf<'chat_messages', (typeof MESSAGE_COLUMNS)[number]>;
/** A conversation workflow's data: its conversations and their messages (a support desk's tickets). */
export type ConversationsData = AsOf<{ sessions: SessionRow[]; messages: MessageRow[] }>;

export const DATABASE_QUERIES = selection({
  database_queries:
    'id asked_by question language generated_sql status error row_count duration_ms created_at',
});
export type QueryRow = SelectedRow<typeof DATABASE_QUERIES>;
/** A query's status as stored; a status this build does not know reads as failed. */
export const QUERY_VALUES = enumColumns(databaseQueriesValues, { status: 'failed' });

/** Rows keyed by id, for lookups such as "which documents did this answer cite". */
export const byId = <Row extends { id: string }>(rows: readonly Row[]): Map<string, Row> =>
  new Map(rows.map((row) => [row.id, row]));
