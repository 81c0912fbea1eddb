import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { buildLeadGenerationSample as sample } from './sample.ts';
import { LeadGenerationView as View } from './View.tsx';

/** Loaded lazily by dashboards.ts: nothing of it is downloaded before the dashboard is opened. */
export default defineDashboard({ tables: ['leads', 'campaigns'], live, sample, View });
