import { defineDashboard } from '@portal/shared/contract';
import { loadGmailAutoResponderLive as live } from './live.ts';
import { buildGmailAutoResponderSample as sample } from './sample.ts';
import { GmailAutoResponderView as View } from './View.tsx';

/** Gmail Auto-Responder: loaded lazily by dashboards.ts, refreshed by changes to its runs. */
export default defineDashboard({ tables: ['workflow_runs'], live, sample, View });
