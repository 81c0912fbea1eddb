import { defineDashboard } from '@portal/shared/contract';
import { REPORTING_HISTORY_DAYS } from '@portal/shared/format';
import { loadSelection } from '@portal/shared/live';
import { HR_REQUESTS } from './data.ts';
import { sample } from './sample.ts';
import { HrServiceView as View } from './View.tsx';

/**
 * Live: the client's HR requests of this period and the one before (for the change), and those still
 * open whatever their age; at most 3000, which keeps a busy account's dashboard fast.
 */
export const live = loadSelection('requests', HR_REQUESTS, {
  limit: 3000,
  days: REPORTING_HISTORY_DAYS,
  orStill: 'status.in.(open,in_progress)',
});

/** HR service: loaded lazily by dashboards.ts, refreshed when an HR request changes. */
export default defineDashboard({ tables: ['hr_requests'], live, sample, View });
