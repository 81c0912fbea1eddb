import { defineDashboard } from '@portal/shared/contract';
import { loadEmailSummaryAgentLive as live } from './live.ts';
import { buildEmailSummaryAgentSample as sample } from './sample.ts';
import { EmailSummaryAgentView as View } from './View.tsx';

/** Email Summary Agent: loaded lazily by dashboards.ts, refreshed by changes to its runs. */
export default defineDashboard({ tables: ['workflow_runs'], live, sample, View });
