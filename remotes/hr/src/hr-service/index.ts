import { defineDashboard } from '@portal/shared/contract';
import { loadHrServiceLive as live } from './live.ts';
import { buildHrServiceSample as sample } from './sample.ts';
import { HrServiceView as View } from './View.tsx';

/** HR service: loaded lazily by dashboards.ts, refreshed when an HR request changes. */
export default defineDashboard({ tables: ['hr_requests'], live, sample, View });
