import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { buildSupportSample as sample } from './sample.ts';
import { SupportView as View } from './View.tsx';

/** Customer support automation: loaded lazily by dashboards.ts, refreshed by its tickets and messages. */
export default defineDashboard({ tables: ['chat_sessions', 'chat_messages'], live, sample, View });
