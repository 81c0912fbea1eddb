import { defineDashboard } from '@portal/shared/contract';
import { REPORTING_HISTORY_DAYS } from '@portal/shared/format';
import { loadSelection } from '@portal/shared/live';
import { ACTIVE_STAGES, JOB_APPLICATIONS } from './data.ts';
import { sample } from './sample.ts';
import { JobApplicationView as View } from './View.tsx';

/**
 * Live: the client's applications of this period and the one before (for the change), and candidates
 * still in the pipeline whenever they applied (the open positions); at most 3000.
 */
export const live = loadSelection('applications', JOB_APPLICATIONS, {
  limit: 3000,
  dateColumn: 'applied_at',
  days: REPORTING_HISTORY_DAYS,
  orStill: `stage.in.(${ACTIVE_STAGES.join(',')})`,
});

/** Job application: loaded lazily by dashboards.ts, refreshed when an application changes. */
export default defineDashboard({ tables: ['job_applications'], live, sample, View });
