import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { buildDatabaseChatSample as sample } from './sample.ts';
import { DatabaseChatView as View } from './View.tsx';

/** Database chat: loaded lazily by dashboards.ts, refreshed when a question is asked. */
export default defineDashboard({ tables: ['database_queries'], live, sample, View });
