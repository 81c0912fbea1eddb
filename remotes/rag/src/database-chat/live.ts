/** Live data: the signed-in client's database-chat questions over the loaded history. */
import type { LiveContext } from '@portal/shared/contract';
import { isoText, loadSelection } from '@portal/shared/live';
import { HISTORY_DAYS } from '../common/knowledge.ts';
import { DATABASE_QUERIES } from '../common/rows.ts';
import type { DatabaseChatData } from './data.ts';

export const MAX_QUERIES = 5000;
const loadQueries = loadSelection('queries', DATABASE_QUERIES, { limit: MAX_QUERIES, days: HISTORY_DAYS });

export async function loadDatabaseChatLive(ctx: LiveContext): Promise<DatabaseChatData> {
  const { queries, asOf } = await loadQueries(ctx);
  return { queries: queries.map((q) => ({ ...q, created_at: isoText(q.created_at) })), asOf };
}
