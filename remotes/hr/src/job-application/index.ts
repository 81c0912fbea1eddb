import { defineDashboard, lazySample } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { JobApplicationView as View } from './View.tsx';

// The sample's code and content download only when a sample is loaded, never on a live dashboard.
const sample = lazySample(() => import('./sample.ts').then((m) => m.sample));

/** Job application: loaded lazily by dashboards.ts, refreshed when an application changes. */
export default defineDashboard({ tables: ['job_applications'], live, sample, View });
