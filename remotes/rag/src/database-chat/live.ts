/** Live data: the signed-in client's database-chat questions over the loaded history. */
import type { LiveContext } from '@portal/shared/contract';
import { isoText, recentRows } from '@portal/shared/live';
import { HISTORY_DAYS } from '../common/knowledge.ts';
import { DATABASE_QUERIES } from '../common/rows.ts';
import type { DatabaseChatData } from './data.ts';

export const MAX_QUERIES = 5000;

export async function loadDatabaseChatLive(ctx: LiveContext): Promise<DatabaseChatData> {
  const asOf = new Date();
  const options = { limit: MAX_QUERIES, days: HISTORY_DAYS, asOf };
  const rows = await recentRows(ctx, DATABASE_QUERIES.table, DATABASE_QUERIES.columns, options);
  return {
    queries: rows.map((q) => ({ ...q, created_at: isoText(q.created_at) })),
    asOf: asOf.toISOString(),
  };
}
