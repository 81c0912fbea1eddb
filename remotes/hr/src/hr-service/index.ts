import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { sample } from './sample.ts';
import { HrServiceView as View } from './View.tsx';

/** HR service: loaded lazily by dashboards.ts, refreshed when an HR request changes. */
export default defineDashboard({ tables: ['hr_requests'], live, sample, View });
