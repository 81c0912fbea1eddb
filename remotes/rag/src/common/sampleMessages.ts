/**
 * The message rows a sample writes, numbered in the order written: a customer's or person's message
 * is its text and moment; a bot answer adds how long it took, which model wrote it, and what it cited.
 */
import type { MessageRow } from './rows.ts';

type Answer = Partial<Pick<MessageRow, 'latency_ms' | 'model' | 'fallback' | 'cited_document_ids'>>;

export function sampleMessageLog() {
  const messages: MessageRow[] = [];
  const write = (
    session_id: string,
    role: MessageRow['role'],
    content: string,
    at: number,
    answer: Answer = {},
  ) =>
    messages.push({
      id: `sample-message-${messages.length + 1}`,
      session_id,
      role,
      content,
      created_at: new Date(at).toISOString(),
      latency_ms: null,
      model: null,
      fallback: false,
      cited_document_ids: [],
      ...answer,
    });
  return { messages, write };
}
