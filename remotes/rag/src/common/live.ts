/**
 * Live data of the knowledge bots: the signed-in client's documents (indexed rows and uploaded files), and the conversations of the
 * dashboard's workflow over the loaded history with their messages.
 */
import type { LiveContext } from '@portal/contract';
import { isoOrNull, isoText, recentRows, workflowConversations } from '@portal/dashboard-kit/live';
import { HISTORY_DAYS, type KnowledgeData } from './knowledge.ts';
import { listKnowledgeFiles, withFiles } from './knowledgeFiles.ts';
import { DOCUMENTS, MESSAGE_COLUMNS, SESSION_COLUMNS } from './rows.ts';

/** The tables a knowledge bot's dashboard reads, and so watches for changes. */
export const KNOWLEDGE_TABLES = ['documents', 'chat_sessions', 'chat_messages'] as const;

/** Upper bounds that keep a very busy account's dashboard fast. */
export const MAX_DOCUMENTS = 500;
export const MAX_SESSIONS = 2000;
export const MAX_MESSAGES = 10_000;

export async function loadKnowledgeLive(ctx: LiveContext): Promise<KnowledgeData> {
  const [documents, files, conversations] = await Promise.all([
    recentRows(ctx, DOCUMENTS.table, DOCUMENTS.columns, { limit: MAX_DOCUMENTS }),
    listKnowledgeFiles(ctx.supabase, ctx.userId, MAX_DOCUMENTS),
    workflowConversations(ctx, SESSION_COLUMNS, MESSAGE_COLUMNS, {
      days: HISTORY_DAYS,
      maxSessions: MAX_SESSIONS,
      maxMessages: MAX_MESSAGES,
    }),
  ]);
  const rows = documents.map((d) => ({
    ...d,
    created_at: isoText(d.created_at),
    indexed_at: isoOrNull(d.indexed_at),
    size_bytes: Number(d.size_bytes), // bigint: some proxies send it as a string
  }));
  // The uploaded files are documents too (knowledgeFiles.ts): every document figure counts them.
  return { documents: withFiles(rows, files), files, ...conversations };
}
