import { defineDashboard } from '@portal/shared/contract';
import { loadDatabaseChatLive as live } from './live.ts';
import { buildDatabaseChatSample as sample } from './sample.ts';
import { DatabaseChatView as View } from './View.tsx';

/** Database chat: loaded lazily by dashboards.ts, refreshed when a question is asked. */
export default defineDashboard({ tables: ['database_queries'], live, sample, View });
