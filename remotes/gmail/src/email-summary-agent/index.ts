import { defineDashboard, lazySample } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { SummaryView as View } from './View.tsx';

// The sample's code and content download only when a sample is loaded, never on a live dashboard.
const sample = lazySample(() => import('./sample.ts').then((m) => m.buildSummarySample));

/** Email summary agent: loaded lazily by dashboards.ts, refreshed when its emails and digests change. */
export default defineDashboard({ tables: ['emails'], live, sample, View });
