import { defineDashboard } from '@portal/shared/contract';
import { loadJobApplicationLive as live } from './live.ts';
import { buildJobApplicationSample as sample } from './sample.ts';
import { JobApplicationView as View } from './View.tsx';

/** Job application: loaded lazily by dashboards.ts, refreshed when an application changes. */
export default defineDashboard({ tables: ['job_applications'], live, sample, View });
