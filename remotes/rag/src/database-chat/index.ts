import { defineDashboard } from '@portal/dashboard-kit/define';
import { loadSelection } from '@portal/dashboard-kit/live';
import { HISTORY_DAYS } from '../common/knowledge.ts';
import { DATABASE_QUERIES } from '../common/rows.ts';
import { buildDatabaseChatSample as sample } from './sample.ts';
import { DatabaseChatView as View } from './View.tsx';

/** Live: the signed-in client's questions over the loaded history. */
export const live = loadSelection('queries', DATABASE_QUERIES, { limit: 5000, days: HISTORY_DAYS });

/** Database chat: loaded lazily by dashboards.ts, refreshed when a question is asked. */
export default defineDashboard({ tables: ['database_queries'], live, sample, View });
