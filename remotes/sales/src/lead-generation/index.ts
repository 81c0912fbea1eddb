import { defineDashboard, lazySample } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { LeadGenerationView as View } from './View.tsx';

// The sample's code and content download only when a sample is loaded, never on a live dashboard.
const sample = lazySample(() => import('./sample.ts').then((m) => m.buildLeadGenerationSample));

/** Loaded lazily by dashboards.ts: nothing of it is downloaded before the dashboard is opened. */
export default defineDashboard({ tables: ['leads', 'campaigns'], live, sample, View });
