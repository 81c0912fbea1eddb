import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { sample } from './sample.ts';
import { JobApplicationView as View } from './View.tsx';

/** Job application: loaded lazily by dashboards.ts, refreshed when an application changes. */
export default defineDashboard({ tables: ['job_applications'], live, sample, View });
