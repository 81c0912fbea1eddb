/**
 * The rows the rag family's dashboards read, as the generated Database types describe them (only the
 * columns the dashboards use), with the select lists that fetch exactly those columns. Sample data
 * builds the same row shapes, so sample and live mode share every computation.
 */
import { type ColumnValue, ColumnValues, type Tables } from '@portal/shared/database';

export const DOCUMENT_COLUMNS =
  'id, title, source_type, source_url, language, size_bytes, chunk_count, status, error, indexed_at, created_at';
export type DocumentRow = Pick<
  Tables<'documents'>,
  | 'id'
  | 'title'
  | 'source_type'
  | 'source_url'
  | 'language'
  | 'size_bytes'
  | 'chunk_count'
  | 'status'
  | 'error'
  | 'indexed_at'
  | 'created_at'
>;
export const DOCUMENT_STATUSES = ColumnValues.documents.status;
export type DocumentStatus = ColumnValue<'documents', 'status'>;
export const DOCUMENT_SOURCES = ColumnValues.documents.source_type;
export type DocumentSource = ColumnValue<'documents', 'source_type'>;

export const SESSION_COLUMNS =
  'id, channel, customer_name, customer_contact, topic, language, status, satisfaction, message_count, started_at, ended_at, page_url, visitor_id';
export type SessionRow = Pick<
  Tables<'chat_sessions'>,
  | 'id'
  | 'channel'
  | 'customer_name'
  | 'customer_contact'
  | 'topic'
  | 'language'
  | 'status'
  | 'satisfaction'
  | 'message_count'
  | 'started_at'
  | 'ended_at'
  | 'page_url'
  | 'visitor_id'
>;
export const SESSION_STATUSES = ColumnValues.chat_sessions.status;
export type SessionStatus = ColumnValue<'chat_sessions', 'status'>;
export const SESSION_CHANNELS = ColumnValues.chat_sessions.channel;
export type SessionChannel = ColumnValue<'chat_sessions', 'channel'>;

export const MESSAGE_COLUMNS =
  'id, session_id, role, content, created_at, latency_ms, model, fallback, cited_document_ids';
export type MessageRow = Pick<
  Tables<'chat_messages'>,
  | 'id'
  | 'session_id'
  | 'role'
  | 'content'
  | 'created_at'
  | 'latency_ms'
  | 'model'
  | 'fallback'
  | 'cited_document_ids'
>;
export type MessageRole = ColumnValue<'chat_messages', 'role'>;

export const QUERY_COLUMNS =
  'id, asked_by, question, language, generated_sql, status, error, row_count, duration_ms, created_at';
export type QueryRow = Pick<
  Tables<'database_queries'>,
  | 'id'
  | 'asked_by'
  | 'question'
  | 'language'
  | 'generated_sql'
  | 'status'
  | 'error'
  | 'row_count'
  | 'duration_ms'
  | 'created_at'
>;
export const QUERY_STATUSES = ColumnValues.database_queries.status;
export type QueryStatus = ColumnValue<'database_queries', 'status'>;

export const LEAD_COLUMNS = 'id, full_name, email, phone, status, notes, created_at';
export type LeadRow = Pick<
  Tables<'leads'>,
  'id' | 'full_name' | 'email' | 'phone' | 'status' | 'notes' | 'created_at'
>;
export const LEAD_STATUSES = ColumnValues.leads.status;
export type LeadStatus = ColumnValue<'leads', 'status'>;

/** Rows keyed by id, for lookups such as "which documents did this answer cite". */
export const byId = <Row extends { id: string }>(rows: readonly Row[]): Map<string, Row> =>
  new Map(rows.map((row) => [row.id, row]));
