import { defineDashboard, lazySample } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { HrServiceView as View } from './View.tsx';

// The sample's code and content download only when a sample is loaded, never on a live dashboard.
const sample = lazySample(() => import('./sample.ts').then((m) => m.sample));

/** HR service: loaded lazily by dashboards.ts, refreshed when an HR request changes. */
export default defineDashboard({ tables: ['hr_requests'], live, sample, View });
