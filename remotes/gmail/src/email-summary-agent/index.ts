import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { buildSummarySample as sample } from './sample.ts';
import { SummaryView as View } from './View.tsx';

/** Email summary agent: loaded lazily by dashboards.ts, refreshed when its emails and digests change. */
export default defineDashboard({ tables: ['emails'], live, sample, View });
